import { Link2, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '../../../shared/ui/toast.tsx';
import { useTranslation } from 'react-i18next';
import type { TStudentResult } from '@dalil/contracts/results/result';
import { Button } from '../../../shared/ui/button.tsx';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { GradeBadge } from './grade-badge.tsx';
import { ResultGuidance } from '../../guidance/index.ts';
import './results-print.css';
import { SEPARATOR } from '../../../shared/i18n/number-format.ts';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60 print:border print:border-slate-300 print:bg-white">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** One student's result: totals, grade, subjects and suggestions; printable and shareable. */
export function ResultCard({ result }: { result: TStudentResult }) {
  const { t } = useTranslation('results');
  const format = useFormat();
  const localized = useLocalized();
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('result.linkCopied'));
    } catch {
      toast.error(t('result.linkNotCopied'));
    }
  };
  return (
    <article data-results-print aria-labelledby="result-student-name" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900 print:border-0 print:p-0 print:shadow-none">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="result-student-name" className="text-2xl font-bold text-slate-900 dark:text-white">
            {result.studentName}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {t('result.seatNumber')}: <span dir="ltr" data-testid="result-seat">{format.number(Number(result.seatNumber), { useGrouping: false })}</span>
            {SEPARATOR}
            {t('result.year')}: {format.number(result.year, { useGrouping: false })}
            {SEPARATOR}
            {t('result.stream')}: {t(`streams.${result.stream ?? 'unknown'}`)}
            {result.status && (
              <>
                {SEPARATOR}
                {t('result.status')}: {t(`statuses.${result.status}`)}
              </>
            )}
          </p>
        </div>
        <div className="no-print flex gap-2">
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            {t('result.print')}
          </Button>
          <Button variant="secondary" onClick={() => void copyLink()}>
            <Link2 aria-hidden className="size-4" />
            {t('result.copyLink')}
          </Button>
        </div>
      </div>

      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <Stat label={t('result.total')}>
          <span data-testid="result-total">{t('result.totalOf', { total: format.number(result.totalScore), max: format.number(result.maxScore) })}</span>
        </Stat>
        <Stat label={t('result.percentage')}>
          <span data-testid="result-percentage">{format.percent(result.percentage, 2)}</span>
        </Stat>
        <Stat label={t('result.grade')}>
          <GradeBadge percentage={result.percentage} grade={result.grade} />
        </Stat>
      </dl>

      <section aria-labelledby="result-subjects-heading" className="mt-8">
        <h3 id="result-subjects-heading" className="mb-3 text-xl font-bold text-slate-900 dark:text-white">
          {t('result.subjects')}
        </h3>
        {result.subjects.length ? (
          <table className="w-full border-collapse text-start">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th scope="col" className="py-2 text-start">{t('result.subject')}</th>
                <th scope="col" className="py-2 text-end">{t('result.score')}</th>
              </tr>
            </thead>
            <tbody>
              {result.subjects.map((subject) => (
                <tr key={subject.nameArabic + subject.name} className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-2 text-start font-normal">
                    {localized(subject.name, subject.nameArabic)}
                  </th>
                  <td className="py-2 text-end font-bold">
                    {subject.maxScore === null ? format.number(subject.score) : t('result.totalOf', { total: format.number(subject.score), max: format.number(subject.maxScore) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">{t('result.noSubjects')}</p>
        )}
      </section>

      <ResultGuidance total={{ score: result.totalScore, maxScore: result.maxScore, stream: result.stream, year: result.year, status: result.status }} />
    </article>
  );
}
