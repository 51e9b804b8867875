import type { TScholarshipWindow } from '@dalil/contracts/catalogue/scholarship-window';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../shared/i18n/format.ts';
import { useWindowText } from '../../../shared/i18n/scholarship-text.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { SourceLine } from '../../../shared/ui/source-line.tsx';
import { TranslationMark } from '../../../shared/ui/translation-mark.tsx';

const TONE = { confirmed: 'green', 'previous-cycle': 'neutral', 'recurring-pattern': 'amber' } as const;

/**
 * A scholarship's application windows, one line each: what kind of knowledge it is (a confirmed
 * date, the last round, the usual calendar), the window in words, its intake and source, a low
 * confidence said plainly, and the data's notes on demand.
 */
export function ScholarshipWindows({ windows }: { windows: TScholarshipWindow[] }) {
  const { t, i18n } = useTranslation('scholarships');
  const localized = useLocalized();
  const windowText = useWindowText();
  const arabic = i18n.language === 'ar';
  return (
    <div>
      <h3 className="mb-1.5 text-sm font-bold text-slate-700 dark:text-slate-300">{t('windows.title')}</h3>
      <ul className="grid gap-2 text-sm" data-testid="scholarship-windows">
        {windows.map((w) => (
          <li key={w.intake} className="rounded-lg border border-slate-200 p-2.5 dark:border-slate-700" data-testid="scholarship-window" data-status={w.status}>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={TONE[w.status]}>{t(`windows.status.${w.status}`)}</Badge>
              <span className="text-slate-600 dark:text-slate-400">{t('windows.intake', { intake: localized(w.intake, w.intakeArabic) })}</span>
            </div>
            <p className="mt-1 font-bold text-slate-800 dark:text-slate-200" data-testid="window-text">
              {windowText(w)}
            </p>
            {w.confidence === 'low' && <p className="text-xs font-bold text-amber-800 dark:text-amber-300">{localized(w.confidenceNote, w.confidenceNoteArabic) || t('windows.lowConfidence')}</p>}
            <SourceLine url={w.sourceUrls[0]} name={localized(w.sourceName, w.sourceNameArabic)} />
            {(w.note || w.noteArabic) && (
              <details className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                <summary className="cursor-pointer font-bold text-brand-700 dark:text-brand-500">{t('windows.notes')}</summary>
                <p dir="auto" className="mt-1">
                  {localized(w.note, w.noteArabic)}
                </p>
                <TranslationMark shown={arabic && Boolean(w.noteArabic)} />
              </details>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
