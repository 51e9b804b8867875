import { Link2, ListOrdered, Printer, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../shared/ui/toast.tsx';
import { useTranslation } from 'react-i18next';
import { ZPlannedTotal, type TPlannedTotal } from '@dalil/contracts/auth/visitor-lists';
import { DEFAULT_MAX_SCORE } from '@dalil/contracts/results/result';
import { ZWishTokens, formatWishes, roundShares, wishToken, wishWarnings, type TAssessedWish, type TSimulationWarning, type TWishRef } from '@dalil/contracts/guidance/wishes';
import { LIKELY_CHANCE, displayChance } from '@dalil/contracts/guidance/chance';
import { paths } from '../../../shared/config/paths.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { GOVERNORATES } from '@dalil/contracts/common/governorates';
import { Field, inputClasses } from '../../../shared/ui/input.tsx';
import { useVisitorSession } from '../../../shared/auth/visitor-session.ts';
import { getLists, setWishes, useLists } from '../../../shared/lists/saved-lists.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ErrorState } from '../../../shared/ui/states.tsx';
import { useWishAssessment, useWishNames } from '../api/assess-wishes.ts';
import { ScoreForm, type ScoreFormValues } from '../components/score-form.tsx';
import { WishItem } from '../components/wish-item.tsx';
import { WishSearch } from '../components/wish-search.tsx';
import { wishesUrl } from '../utils/guide-url.ts';
import { GovernorateOptions } from '../components/governorate-options.tsx';

/** The list and total a shared link carries, when it carries one. */
function fromUrl(params: URLSearchParams): { wishes: TWishRef[]; total: TPlannedTotal | null } | undefined {
  const wishes = ZWishTokens.safeParse(params.get('w') ?? '');
  if (!params.get('w') || !wishes.success) return undefined;
  const total = ZPlannedTotal.safeParse({
    score: Number(params.get('score')),
    maxScore: Number(params.get('max')),
    stream: params.get('stream'),
    year: Number(params.get('year')),
  });
  return { wishes: wishes.data, total: total.success ? total.data : null };
}

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * /guide/wishes — the coordination wish list: the faculties in the order the student will
 * write them, each with its tier and last cut-offs, and warnings for the orders that lose a
 * place. The list lives in this browser and in the URL (so a link shares it), and in the
 * visitor's account when signed in.
 */
export function Component() {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  useDocumentMeta(t('wishes.meta.title'), t('wishes.meta.description'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const lists = useLists();
  const session = useVisitorSession();
  const [announcement, setAnnouncement] = useState('');
  // The student's governorate, for the rules that depend on it (groups, regional admission); kept in the URL.
  const [governorate, setGovernorate] = useState(() => GOVERNORATES.find((g) => g.name === searchParams.get('gov'))?.name ?? '');
  const focusAfterMove = useRef<{ token: string; action: string } | null>(null);
  const dragged = useRef<number | null>(null);

  // A shared link's list replaces this browser's; without one, the URL shows this browser's list.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const shared = fromUrl(searchParams);
    if (shared && formatWishes(shared.wishes) !== formatWishes(getLists().wishes)) setWishes(shared.wishes, shared.total ?? getLists().total);
  }, [searchParams]);
  useEffect(() => {
    const url = wishesUrl(lists, governorate);
    if (`${window.location.pathname}${window.location.search}` !== url) void navigate(url, { replace: true, preventScrollReset: true });
  }, [lists, governorate, navigate]);

  const assessment = useWishAssessment(lists.total, lists.wishes, governorate);
  const names = useWishNames(lists.wishes, lists.total === null);
  // Without a total a wish is not assessed, but it still shows its faculty and university.
  const assessed = lists.wishes.map((w): TAssessedWish | undefined => {
    const found = assessment.data?.byToken.get(wishToken(w));
    if (found || lists.total) return found;
    const university = names.get(w.universityId);
    const faculty = university?.faculties.find((f) => f.key === w.facultyKey);
    if (!university || !faculty) return undefined;
    return {
      ...w,
      status: 'ok',
      university: { id: university.id, name: university.name, nameArabic: university.nameArabic, type: university.type, governorate: university.location.governorate, governorateArabic: university.location.governorateArabic },
      faculty: { key: faculty.key, name: faculty.name, nameArabic: faculty.nameArabic, field: faculty.field },
      campus: faculty.campus,
      tier: null,
      margin: null,
      latest: null,
      history: [],
      trend: null,
      stale: false,
    };
  });
  // The simulation of this very order (a previous answer shown while a move is asked about is not).
  const simulation = assessment.data && assessment.data.tokens.join(',') === lists.wishes.map(wishToken).join(',') ? assessment.data.simulation : undefined;
  const shares = simulation ? roundShares([...simulation.wishes.map((w) => w.placed), simulation.noPlacement]) : [];
  const warnings = assessment.data && !simulation
    ? wishWarnings(lists.wishes.map((w, i) => ({ ...w, status: assessed[i]?.status ?? 'unknown', tier: assessed[i]?.tier ?? null })))
    : [];
  const percentage = lists.total ? (lists.total.score / lists.total.maxScore) * 100 : null;

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const button = document.querySelector<HTMLButtonElement>(`[data-wish="${CSS.escape(target.token)}"] [data-action="${target.action}"]`);
    (button && !button.disabled ? button : document.querySelector<HTMLButtonElement>(`[data-wish="${CSS.escape(target.token)}"] button:not(:disabled)`))?.focus();
  }, [lists.wishes]);

  const reorder = (from: number, to: number, action: string) => {
    if (to < 0 || to >= lists.wishes.length || from === to) return;
    const wish = lists.wishes[from]!;
    focusAfterMove.current = { token: wishToken(wish), action };
    setWishes(move(lists.wishes, from, to), lists.total);
    setAnnouncement(t('wishes.moved', { position: format.number(to + 1) }));
  };
  const remove = (index: number) => {
    setWishes(lists.wishes.filter((_, i) => i !== index), lists.total);
    setAnnouncement(t('wishes.removed'));
  };
  const dragHandlers = (index: number) => ({
    onDragStart: (event: DragEvent) => {
      dragged.current = index;
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent) => {
      if (dragged.current !== null) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged.current !== null) reorder(dragged.current, index, 'up');
      dragged.current = null;
    },
  });

  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 5 }, (_, i) => thisYear - i);
  const formValues: ScoreFormValues = {
    score: lists.total ? String(lists.total.score) : '',
    system: lists.total && lists.total.maxScore > 320 ? 'old' : 'new',
    stream: lists.total?.stream ?? '',
    year: String(lists.total?.year ?? years[0]),
    governorate: '',
    field: '',
    type: '',
  };
  const onTotal = (values: ScoreFormValues) => {
    const system = values.system === 'old' ? 'old' : 'new';
    const total = ZPlannedTotal.safeParse({ score: Number(values.score), maxScore: DEFAULT_MAX_SCORE[system], stream: values.stream, year: Number(values.year) });
    if (total.success) setWishes(lists.wishes, total.data);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(new URL(wishesUrl(lists, governorate), window.location.origin).toString());
      toast.success(t('wishes.linkCopied'));
    } catch {
      toast.error(t('wishes.linkNotCopied'));
    }
  };
  const itemWarnings = (index: number) => warnings.filter((w) => w.code !== 'no-likely' && w.index === index);
  const wishNames = (indexes: readonly number[]) =>
    new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(indexes.map((i) => format.number(i + 1)));
  const simulationWarning = (w: TSimulationWarning) => {
    if (w.code === 'no-likely') return t('wishes.simulated.noLikely', { likely: format.percent(LIKELY_CHANCE * 100, 0) });
    const key = `wishes.simulated.${w.code}.${w.indexes.length === 1 ? 'one' : 'many'}` as const;
    const values = { wishes: wishNames(w.indexes) };
    if (w.code === 'unreachable') return t(key, { ...values, certain: format.number(w.certainIndex + 1) });
    if (w.code === 'duplicate') return t(key, { ...values, first: format.number(w.firstIndex + 1) });
    if (w.code === 'group-order') return t(key, { ...values, field: t(`fields.${w.field}`) });
    return t(key, values);
  };

  return (
    <div data-print-main>
      <PageHeader title={t('wishes.title')} subtitle={t('wishes.subtitle')} />
      <ScoreForm values={formValues} years={years} onSubmit={onTotal} totalOnly submitLabel={t('wishes.setTotal')} />
      <div className="mb-4 max-w-sm">
        <Field id="wishes-governorate" label={t('form.governorate')} hint={t('wishes.governorateHint')}>
          <select id="wishes-governorate" className={inputClasses(false)} value={governorate} onChange={(event) => setGovernorate(event.target.value)}>
            <GovernorateOptions />
          </select>
        </Field>
      </div>
      <WishSearch />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {lists.total && (
        <p className="mb-4 text-slate-800 dark:text-slate-200" data-testid="wish-total">
          {t('wishes.total', {
            score: format.number(lists.total.score),
            max: format.number(lists.total.maxScore),
            percentage: format.percent(percentage!),
            stream: t(`streams.${lists.total.stream}`),
            year: format.number(lists.total.year, { useGrouping: false }),
          })}
        </p>
      )}
      {lists.wishes.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          <ListOrdered aria-hidden className="size-10 text-brand-700 dark:text-brand-500" />
          <h2 className="text-xl font-bold text-slate-900 dark:text-white">{t('wishes.empty.title')}</h2>
          <p>{t('wishes.empty.text')}</p>
          <Link to={paths.guide} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
            {t('wishes.empty.link')}
          </Link>
        </div>
      ) : (
        <>
          {!lists.total && <p className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-900/40 dark:text-amber-100">{t('wishes.needTotal')}</p>}
          {assessment.isError && <ErrorState message={t('error.failed')} onRetry={() => void assessment.refetch()} />}
          {warnings.some((w) => w.code === 'no-likely') && (
            <p role="note" data-testid="wish-warning-no-likely" className="mb-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-900/40 dark:text-amber-100">
              <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
              {t('wishes.warnings.noLikely')}
            </p>
          )}
          {simulation && (
            <section aria-labelledby="wish-headline" className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-slate-900">
              <h2 id="wish-headline" data-testid="wish-headline" className="text-lg font-bold text-slate-900 dark:text-white">
                {simulation.mostLikelyIndex === null
                  ? t('wishes.simulated.headlineNone')
                  : t('wishes.simulated.headline', { chance: format.percent(displayChance(simulation.placedAnywhere) * 100, 0), wish: format.number(simulation.mostLikelyIndex + 1) })}
              </h2>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="wish-no-place" data-value={shares.at(-1)}>
                {t('wishes.simulated.noPlace', { chance: format.percent(shares.at(-1)! * 100, 0) })}
              </p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t('wishes.simulated.how', { draws: format.number(simulation.draws), year: format.number(simulation.predictedYear ?? lists.total?.year ?? 0, { useGrouping: false }) })}{' '}
                <Link to={paths.guideMethod} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
                  {t('wishes.simulated.method')}
                </Link>
              </p>
              {simulation.warnings.length > 0 && (
                <ul className="mt-3 flex flex-col gap-2">
                  {simulation.warnings.map((w) => (
                    <li key={`${w.code}-${w.indexes.join('-')}`} data-testid={`wish-warning-${w.code}`} className="flex gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-900/40 dark:text-amber-100">
                      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                      {simulationWarning(w)}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <p className="no-print mb-3 text-sm text-slate-600 dark:text-slate-400">{t('wishes.howToMove')}</p>
          <ol aria-label={t('wishes.listLabel')} className="flex flex-col gap-3" aria-busy={assessment.isFetching}>
            {lists.wishes.map((wish, index) => (
              <WishItem
                key={wishToken(wish) + (warnings.some((w) => w.code === 'duplicate' && w.index === index) ? `-${index}` : '')}
                wish={wish}
                position={index}
                count={lists.wishes.length}
                assessed={assessed[index]}
                warnings={itemWarnings(index)}
                studentPercentage={percentage}
                chance={simulation ? { placed: shares[index]!, reach: simulation.wishes[index]!.reach === null ? null : displayChance(simulation.wishes[index]!.reach) } : undefined}
                moves={{ up: () => reorder(index, index - 1, 'up'), down: () => reorder(index, index + 1, 'down'), remove: () => remove(index), ...dragHandlers(index) }}
              />
            ))}
          </ol>
          <div className="no-print mt-6 flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" />
              {t('wishes.print')}
            </Button>
            <Button variant="secondary" onClick={() => void copyLink()}>
              <Link2 aria-hidden className="size-4" />
              {t('wishes.copyLink')}
            </Button>
            <Link to={paths.guide} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
              {t('wishes.addMore')}
            </Link>
          </div>
        </>
      )}
      <p className="no-print mt-6 text-sm text-slate-700 dark:text-slate-300" data-testid="wish-account">
        {session ? (
          t('wishes.savedToAccount', { email: session.user.email })
        ) : (
          <>
            {t('wishes.keepOnAccount')}{' '}
            <Link to={`${paths.signIn}?next=${encodeURIComponent(paths.guideWishes)}`} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
              {t('wishes.signIn')}
            </Link>
          </>
        )}
      </p>
      <p className="no-print mt-4 text-sm">
        <Link to={paths.guideMethod} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
          {t('tiers.method')}
        </Link>
      </p>
    </div>
  );
}
