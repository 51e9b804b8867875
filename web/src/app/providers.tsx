import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyToaster } from '../shared/ui/toast.tsx';
import { createQueryClient } from '../shared/api/query-client.ts';
import { useTheme } from '../shared/theme/theme.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { t, i18n } = useTranslation('common');
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster richColors closeButton position="top-center" dir={i18n.language === 'ar' ? 'rtl' : 'ltr'} theme={theme} containerAriaLabel={t('site.notifications')} />
    </QueryClientProvider>
  );
}
