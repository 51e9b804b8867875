import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFigureSource } from '@dalil/contracts/common/source';
import type { TEditedFigureSource } from '@dalil/contracts/catalogue/university';
import { useFormat } from '../i18n/format.ts';
import { DataName } from './bidi-text.tsx';
import { ExternalLink, safeHttpUrl } from './external-link.tsx';
import { SEPARATOR } from '../../shared/i18n/number-format.ts';

/** An administrator's figure source as entered (year, publisher, one page) in the shape FigureSource shows; it has no confidence column. */
export const editedFigureSource = (source: TEditedFigureSource): TFigureSource => ({
  sourceName: source.sourceName,
  sourceUrls: source.sourceUrl ? [source.sourceUrl] : [],
  year: source.year,
  confidence: null,
  confidenceNote: null,
});

/**
 * "Source: <publisher>, <year> — page 1 — page 2 — low confidence" under a figure. The publisher
 * is the data's own name for it (never a web host; several publishers, written "a | b" in the
 * data, are listed apart, each isolated from the page's direction); each page is its own link; a year the source does not state says so;
 * low and medium confidence are said in a few words, with the reason one click away.
 */
export function FigureSource({ source, className }: { source: TFigureSource; className?: string }) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const links = source.sourceUrls.map((url) => safeHttpUrl(url)).filter((url): url is string => Boolean(url));
  // A published period ("2025/2026", "FY2021/22") keeps its form, in the page's digits.
  const digits = (text: string) => text.replace(/\d/g, (d) => format.number(Number(d)));
  const year = source.year === null ? t('figureSource.yearNotStated') : typeof source.year === 'number' ? format.number(source.year, { useGrouping: false }) : digits(source.year);
  const publishers = (source.sourceName ?? '').split(' | ').map((name) => name.trim()).filter(Boolean);
  return (
    <div className={className ?? 'text-xs text-slate-600 dark:text-slate-400'}>
      <span>{t('source.label')} </span>
      {publishers.length
        ? publishers.map((name, i) => (
            <Fragment key={i}>
              {i > 0 && t('figureSource.publisherSeparator')}
              <DataName text={name} />
            </Fragment>
          ))
        : t('source.unknown')}
      <span>
        {t('source.separator')}
        {year}
      </span>
      {links.map((url, i) => (
        <span key={url}>
          <span aria-hidden="true">{SEPARATOR}</span>
          <ExternalLink href={url} className="underline underline-offset-2">
            {t('figureSource.page', { n: format.number(i + 1) })}
          </ExternalLink>
        </span>
      ))}
      {source.confidence && source.confidence !== 'high' && (
        <details className="inline-block ms-1 align-top">
          <summary className="cursor-pointer font-bold text-amber-800 dark:text-amber-300">{t(`figureSource.confidence.${source.confidence}`)}</summary>
          <p className="mt-1">{source.confidenceNote ?? t('figureSource.noReason')}</p>
        </details>
      )}
    </div>
  );
}
