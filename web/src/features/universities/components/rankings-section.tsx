import type { TUniversityRanking } from '@dalil/contracts/catalogue/university-figures';
import { isOldFigure } from '@dalil/contracts/catalogue/university-figures';
import { useTranslation } from 'react-i18next';
import { usePeriodText, useRankText } from '../../../shared/i18n/format-figures.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { FigureSource } from '../../../shared/ui/figure-source.tsx';
import { rankingsBySystem } from '../utils/figures.ts';

/** QS, THE and U.S. News: each edition's world rank and our count of the position in Egypt, with its source. */
export function RankingsSection({ rankings }: { rankings: TUniversityRanking[] }) {
  const { t } = useTranslation('universities');
  const rank = useRankText();
  const period = usePeriodText();
  const groups = rankingsBySystem(rankings);
  return (
    <section aria-labelledby="rankings-heading">
      <h2 id="rankings-heading" className="mb-3 text-xl font-bold">
        {t('rankings.heading')}
      </h2>
      {groups.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('rankings.none')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {groups.map(({ ranking, editions }) => (
            <li key={ranking} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid={`ranking-${ranking}`}>
              <h3 className="mb-2 font-bold">{t(`rankings.name.${ranking}`)}</h3>
              <ul className="flex flex-col gap-3 text-sm">
                {editions.map((edition, i) => (
                  <li key={edition.edition} className="flex flex-col gap-0.5">
                    <p className="font-bold text-slate-700 dark:text-slate-300">
                      {t('rankings.edition', { edition: period(edition.edition) })}
                      {i > 0 && <span className="ms-2 font-normal text-slate-600 dark:text-slate-400">{t('rankings.earlier')}</span>}
                    </p>
                    <p className="text-slate-900 dark:text-slate-100">{t('rankings.world', { rank: rank(edition.worldRank) })}</p>
                    {edition.nationalRank && <p className="text-slate-700 dark:text-slate-300">{t('rankings.national', { rank: rank(edition.nationalRank) })}</p>}
                    {isOldFigure(edition.edition) && (
                      <div>
                        <Badge tone="amber">{t('figures.old', { year: period(edition.edition) })}</Badge>
                      </div>
                    )}
                    <FigureSource source={edition} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
