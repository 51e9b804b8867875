import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';
import { BidiText } from './bidi-text.tsx';
import { ExternalLink, safeHttpUrl } from './external-link.tsx';

/** The site a figure was read from: its host name ("english.ahram.org.eg"). */
export function sourceHost(url: string | null | undefined): string | undefined {
  const safe = safeHttpUrl(url);
  return safe ? new URL(safe).hostname.replace(/^www\./, '') : undefined;
}

/**
 * "Source: <site>, <year>" under a figure: every figure the product shows says where it comes
 * from and how old it is. The site links to the page it was read from.
 */
export function SourceLine({ url, name, year, className }: { url: string | null | undefined; name?: string | null; year?: number | string | null; className?: string }) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const label = name || sourceHost(url) || t('source.unknown');
  const when = typeof year === 'number' ? format.number(year, { useGrouping: false }) : year;
  return (
    <p className={className ?? 'text-xs text-slate-600 dark:text-slate-400'}>
      {t('source.label')}{' '}
      {safeHttpUrl(url) ? (
        <ExternalLink href={url!} className="underline underline-offset-2">
          <BidiText text={label} />
        </ExternalLink>
      ) : (
        <BidiText text={label} />
      )}
      {when ? `${t('source.separator')}${when}` : ''}
    </p>
  );
}
