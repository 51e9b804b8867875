/**
 * A Vite plugin that writes the landing page's first screen into index.html: the header bar and
 * the home hero (title and subtitle) in Arabic and English, from the home feature's own
 * translations. preferences.js shows it on '/' only (in the saved language and theme) and the
 * app removes it when it draws the real page in the same place (useRemoveLandingShell). A phone
 * on 3G then sees the headline as soon as the HTML and the CSS arrive, instead of after the
 * JavaScript has downloaded and run: the shell's own styles (landing-shell.css) and the font
 * faces are inlined, and the site's stylesheet is preloaded instead of blocking the first paint
 * (the app applies it before drawing). The font files are not preloaded: Chromium holds the
 * first frame for a preloaded font-display: optional face (about 100 ms on an emulated phone over
 * Fast 3G, where the face arrives seconds later and is not used for that page anyway); the page
 * asks for them when its text needs them and they are cached for the next one (styles.css). The
 * e2e suite checks the shell's headline sits where the app's does, so the two never drift apart.
 */
import { createHash } from 'node:crypto';
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

/** The same boxes as SiteHeader, RootLayout and HomePage's hero (styled by landing-shell.css), so the shell is drawn where they will be. */
function shellHtml(ar: Texts, en: Texts): string {
  const both = (tag: string, className: string, pick: (t: Texts) => string) =>
    (['ar', 'en'] as const).map((lang) => `<${tag} lang="${lang}"${className ? ` class="${className}"` : ''}>${escapeHtml(pick(lang === 'ar' ? ar : en))}</${tag}>`).join('');
  return `<div id="landing">
      <header class="ls-header"><div class="ls-bar"><span class="ls-brand"><img src="/favicon.svg" alt="" />${both('span', '', (t) => t.name)}</span></div></header>
      <main class="ls-main"><section class="ls-hero">${both('h1', 'ls-title', (t) => t.title)}${both('p', 'ls-text', (t) => t.subtitle)}</section></main>
    </div>`;
}

const preferencesScript = (root: string) => readFileSync(path.join(root, 'public/preferences.js'), 'utf8');

export function landingShell(): Plugin {
  let root = '';
  return {
    name: 'dalil-landing-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const hash = createHash('sha256').update(preferencesScript(root)).digest('base64');
      this.emitFile({ type: 'asset', fileName: 'csp.json', source: JSON.stringify({ scriptSrc: [`'sha256-${hash}'`] }) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const assets = Object.values(bundle ?? {});
        // The site's @font-face rules, taken from the built stylesheet (styles.css is their one definition).
        // They move: a second copy in the stylesheet would make a second set of faces, which the
        // app's text would use once the file has arrived, drawing it anew (and larger) seconds later.
        const fontFaces: string[] = [];
        for (const item of assets) {
          if (item.type !== 'asset' || !item.fileName.endsWith('.css')) continue;
          const source = String(item.source);
          fontFaces.push(...(source.match(/@font-face\{[^}]*\}/g) ?? []));
          item.source = source.replace(/@font-face\{[^}]*\}/g, '');
        }
        const css = fontFaces.join('') + readFileSync(path.join(root, 'build/landing-shell.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, '');
        // preferences.js (language, direction, theme) runs inline: as a file it cost the first
        // paint a round trip. The gateway allows exactly this script by its hash (csp.json).
        let page = html.replace('<script src="/preferences.js"></script>', () => `<script>${preferencesScript(root)}</script>`);
        page = page.replace('<div id="root"></div>', `${shellHtml(textsOf(root, 'ar'), textsOf(root, 'en'))}\n    <div id="root"></div>`);
        // The site's stylesheet no longer holds up the first paint: it is preloaded, and main.tsx
        // applies it before the app draws anything.
        page = page.replace(/<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g, '<link rel="preload" as="style" crossorigin href="$1">');
        const tags: HtmlTagDescriptor[] = [{ tag: 'style', children: css, injectTo: 'head-prepend' }];
        return { html: page, tags };
      },
    },
  };
}
