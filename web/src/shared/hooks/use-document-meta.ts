import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the page's title ("… | دليل") and meta description in the current language. */
export function useDocumentMeta(title: string, description?: string): void {
  const { t } = useTranslation('common');
  const site = t('site.name');
  useEffect(() => {
    document.title = title ? `${title} | ${site}` : site;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description, site]);
}
