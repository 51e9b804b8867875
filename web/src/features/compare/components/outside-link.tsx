import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../shared/ui/external-link.tsx';

/** 'Open' in a table cell: an official page in a new tab. */
export function OutsideLink({ href }: { href: string }) {
  const { t } = useTranslation('compare');
  return (
    <ExternalLink href={href} className="font-bold text-brand-700 hover:underline dark:text-brand-500">
      {t('link.open')}
      <span className="sr-only">{t('link.newTab')}</span>
    </ExternalLink>
  );
}
