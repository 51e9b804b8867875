import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { initI18n } from './shared/i18n/i18n.ts';
import { applyTheme, currentTheme } from './shared/theme/theme.ts';
import { Spinner } from './shared/ui/states.tsx';

/**
 * The built index.html preloads the site's stylesheet rather than letting it hold up the first
 * paint (web/build/landing-shell.ts): it is applied here, before the app draws anything.
 */
async function applyPreloadedStylesheets(): Promise<void> {
  const preloads = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]'));
  await Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.onload = sheet.onerror = () => resolve();
          document.head.append(sheet);
        }),
    ),
  );
}

// The home page's first screen (index.html) is for '/' only; elsewhere it goes at once.
if (!document.documentElement.hasAttribute('data-landing')) document.getElementById('landing')?.remove();
initI18n();
applyTheme(currentTheme());
await applyPreloadedStylesheets();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<Spinner label="…" />}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
