/**
 * A Vite plugin that adds <link rel="modulepreload"> to index.html for the landing page's route
 * module and its Arabic translations (and what they import). Without it a first visit is a
 * chain of round trips — the entry, then the lazy home route, then its translations — each a
 * half-second on a 3G phone; with it they all download beside the entry.
 */
import type { Plugin } from 'vite';
import type { Rollup } from 'vite';
type OutputChunk = Rollup.OutputChunk;

/** Source modules the landing page ('/' in Arabic, the default language) needs to render. */
const LANDING_MODULES = ['src/app/routes/home-route.tsx', 'src/features/home/locales/ar.json'];

export function landingPreload(): Plugin {
  return {
    name: 'dalil-landing-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const alreadyLoaded = new Set<string>(entry ? [entry.fileName, ...entry.imports] : []);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (alreadyLoaded.has(fileName) || files.has(fileName)) return;
          files.add(fileName);
          for (const imported of (bundle[fileName] as OutputChunk | undefined)?.imports ?? []) visit(imported);
        };
        for (const source of LANDING_MODULES) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(source));
          if (!chunk) throw new Error(`landing-preload: no chunk for ${source} (was it renamed?)`);
          visit(chunk.fileName);
        }
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

