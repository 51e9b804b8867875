/**
 * A Vite plugin that writes the landing page's first screen into index.html: the header bar and
 * the home hero (title and subtitle) in Arabic and English, from the home feature's own
 * translations. preferences.js shows it on '/' only (in the saved language and theme) and the
 * app removes it when it draws the real page in the same place (useRemoveLandingShell). A phone
 * on 3G then sees the headline as soon as the HTML and the CSS arrive, instead of after the
 * JavaScript has downloaded and run. It also preloads the Arabic faces of the font, so the
 * headline is drawn once, in its font. The e2e suite checks the shell's headline sits where the
 * app's does, so the two never drift apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

type Texts = { name: string; title: string; subtitle: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function textsOf(root: string, language: 'ar' | 'en'): Texts {
  const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, Record<string, string>>;
  const common = read(`src/shared/i18n/locales/${language}.json`);
  const home = read(`src/features/home/locales/${language}.json`);
  return { name: common.site!.name!, title: home.hero!.title!, subtitle: home.hero!.subtitle! };
}

/** The same classes as SiteHeader, RootLayout and HomePage's hero, so the shell is drawn where they will be. */
function shellHtml(ar: Texts, en: Texts): string {
  const both = (tag: string, className: string, pick: (t: Texts) => string) =>
    (['ar', 'en'] as const).map((lang) => `<${tag} lang="${lang}" class="${className}">${escapeHtml(pick(lang === 'ar' ? ar : en))}</${tag}>`).join('');
  return `<div id="landing">
      <div class="flex min-h-screen flex-col">
        <header class="sticky top-0 z-40 border-b border-slate-200 bg-white/95 dark:border-slate-800 dark:bg-slate-900/95">
          <div class="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
            <span class="flex h-10 items-center gap-2 text-2xl font-bold text-brand-700 dark:text-brand-500"><img src="/favicon.svg" alt="" class="size-8" />${both('span', '', (t) => t.name)}</span>
          </div>
        </header>
        <main class="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
          <div class="grid gap-14">
            <section class="rounded-3xl bg-gradient-to-br from-brand-50 to-white px-3 py-12 text-center sm:px-6 sm:py-14 dark:from-slate-900 dark:to-slate-950">
              ${both('h1', 'text-4xl font-bold text-slate-900 md:text-5xl dark:text-white', (t) => t.title)}
              ${both('p', 'mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300', (t) => t.subtitle)}
            </section>
          </div>
        </main>
      </div>
    </div>`;
}

export function landingShell(): Plugin {
  let root = '';
  return {
    name: 'dalil-landing-shell',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const withShell = html.replace('<div id="root"></div>', `${shellHtml(textsOf(root, 'ar'), textsOf(root, 'en'))}\n    <div id="root"></div>`);
        const fonts = Object.keys(bundle ?? {}).filter((file) => /cairo-arabic-(400|700)-normal-[\w-]+\.woff2$/.test(file));
        const tags: HtmlTagDescriptor[] = fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
          injectTo: 'head',
        }));
        return { html: withShell, tags };
      },
    },
  };
}
