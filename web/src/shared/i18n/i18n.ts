/**
 * i18next: Arabic by default, English on request, the choice saved. The shared `common`
 * namespace ships with the app in Arabic; in English it is loaded before the first English page
 * (most first visits are Arabic, and the home page's JavaScript budget is 100 kB). Each feature's
 * namespace (its folder name) is loaded with the feature's route, from
 * `features/<name>/locales/<lang>.json`.
 */
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import ar from './locales/ar.json';
import { numberFormatter } from './number-format.ts';

export type Language = 'ar' | 'en';
const LANGUAGES: Language[] = ['ar', 'en'];
const KEY = 'language';

const featureLocales = import.meta.glob<{ default: Record<string, unknown> }>('../../features/*/locales/*.json');
const common: Record<Language, () => Promise<Record<string, unknown>>> = {
  ar: async () => ar,
  en: async () => (await import('./locales/en.json')).default,
};

function savedLanguage(): Language {
  try {
    return localStorage.getItem(KEY) === 'en' ? 'en' : 'ar';
  } catch {
    return 'ar';
  }
}

function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(KEY, language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}

export function initI18n() {
  const language = savedLanguage();
  applyLanguage(language);
  void i18n
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        if (ns === 'common') return common[lng as Language]();
        const load = featureLocales[`../../features/${ns}/locales/${lng}.json`];
        if (!load) throw new Error(`Missing translations: ${ns}/${lng}`);
        return (await load()).default;
      }),
    )
    .use(initReactI18next)
    // Numbers inside translated strings are written for the page's language, as useFormat writes them.
    .use(numberFormatter)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { ar: { common: ar } },
      interpolation: { escapeValue: false, alwaysFormat: true },
      react: { useSuspense: true },
    });
  return i18n;
}
