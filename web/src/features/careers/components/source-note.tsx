import type { TDataSource } from '@dalil/contracts/common/source';
import { useTranslation } from 'react-i18next';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { ExternalLink } from '../../../shared/ui/external-link.tsx';

/** 'Source: <publisher>, <month year>' with a link when the source is public. */
export function SourceNote({ source }: { source: TDataSource }) {
  const { t } = useTranslation('careers');
  const format = useFormat();
  const localized = useLocalized();
  const name = localized(source.name, source.nameArabic);
  const date = format.date(source.date, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      {t('source')}{' '}
      {source.url ? (
        <ExternalLink href={source.url} className="underline">
          {name}
        </ExternalLink>
      ) : (
        name
      )}
      {t('sourceDate', { date })}
    </p>
  );
}
