import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { initI18n } from './shared/i18n/i18n.ts';
import { applyTheme, currentTheme } from './shared/theme/theme.ts';
import { Spinner } from './shared/ui/states.tsx';

initI18n();
applyTheme(currentTheme());
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
