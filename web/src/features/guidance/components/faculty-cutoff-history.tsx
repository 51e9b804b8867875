import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';
import { useUniversityCutoffs } from '../api/get-university-cutoffs.ts';
import { CutoffChart } from './cutoff-chart.tsx';
import { CutoffHistoryTable } from './cutoff-history-table.tsx';

/**
 * A faculty card's published cut-offs on its university's page, behind a button: one chart and
 * table per group of streams (a faculty may be listed for science and for mathematics apart).
 * The university's cut-offs are fetched once for all its cards.
 */
export function FacultyCutoffHistory({
  universityId,
  facultyKey,
  facultyName,
  initiallyOpen = false,
}: {
  universityId: string;
  facultyKey: string;
  facultyName: string;
  initiallyOpen?: boolean;
}) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const cutoffs = useUniversityCutoffs(universityId);
  const entries = (cutoffs.data ?? []).filter((entry) => entry.facultyKey === facultyKey && entry.history.length > 0);
  if (!entries.length) return null;
  const newest = Math.max(...entries.flatMap((e) => e.history.map((p) => p.year)));
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 self-start text-sm font-bold text-brand-700 hover:underline dark:text-brand-500"
      >
        <ChevronDown aria-hidden className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
        {t('history.open', { year: format.number(newest, { useGrouping: false }) })}
      </button>
      <div id={panelId} hidden={!open} className="flex flex-col gap-4">
        {open &&
          entries.map((entry) => (
            <div key={entry.streams.join(',')} className="flex flex-col gap-2">
              <p className="text-sm font-bold text-slate-700 dark:text-slate-300">
                {new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(entry.streams.map((s) => t(`streams.${s}`)))}
              </p>
              <CutoffChart points={entry.history} size="large" />
              <CutoffHistoryTable points={entry.history} caption={t('history.captionFaculty', { faculty: facultyName })} />
            </div>
          ))}
      </div>
    </div>
  );
}
