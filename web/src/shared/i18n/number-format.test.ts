import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatNumber, numberFormatter } from './number-format.ts';

describe('numbers per language', () => {
  it('when a number is written on an Arabic page, then in Arabic-Indic digits; on an English page, in Western digits', () => {
    expect(formatNumber(110000, 'ar')).toBe('١١٠٬٠٠٠');
    expect(formatNumber(110000, 'en')).toBe('110,000');
  });

  it('when a number is passed into a translated string, then the string writes it for its language (a year without grouping)', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(numberFormatter).init({
      lng: 'ar',
      resources: {
        ar: { translation: { wish: 'الرغبة {{n}} ✓', upTo: 'اختر حتى {{max}}', page: 'صفحة {{page}} من {{pages}}', rights: '© {{year}} دليل', text: 'مرحبًا {{name}}' } },
        en: { translation: { page: 'Page {{page}} of {{pages}}', rights: '© {{year}} Dalil' } },
      },
      interpolation: { escapeValue: false, alwaysFormat: true },
    });
    expect(i18n.t('wish', { n: 1 })).toBe('الرغبة ١ ✓');
    expect(i18n.t('upTo', { max: 3 })).toBe('اختر حتى ٣');
    expect(i18n.t('page', { page: 1, pages: 2 })).toBe('صفحة ١ من ٢');
    expect(i18n.t('rights', { year: 2026 })).toBe('© ٢٠٢٦ دليل');
    expect(i18n.t('text', { name: 'Ali 2' })).toBe('مرحبًا Ali 2');
    await i18n.changeLanguage('en');
    expect(i18n.t('page', { page: 1, pages: 2 })).toBe('Page 1 of 2');
    expect(i18n.t('rights', { year: 2026 })).toBe('© 2026 Dalil');
  });
});
