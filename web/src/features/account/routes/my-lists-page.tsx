import { useQueries } from '@tanstack/react-query';
import { CalendarPlus, ListOrdered, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { apiClient } from '../../../shared/api/contract-client.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useVisitorSession } from '../../../shared/auth/visitor-session.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { signOutVisitor } from '../../../shared/lists/list-sync.ts';
import { toggleSaved, useLists, type SavedKind } from '../../../shared/lists/saved-lists.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { deadlineOf } from '../utils/scholarship-deadline.ts';
import { deadlinesCalendar, downloadCalendar } from '../utils/deadlines-calendar.ts';

interface SavedItem {
  id: string;
  name: string;
  detail: string | null;
  href: string;
}

/** One saved kind's records, fetched by id; a record deleted since it was saved is left out. */
function useSaved<T>(ids: string[], fetchOne: (id: string, signal: AbortSignal) => Promise<T>, kind: SavedKind) {
  return useQueries({
    queries: ids.map((id) => ({ queryKey: ['saved', kind, id], queryFn: ({ signal }: { signal: AbortSignal }) => fetchOne(id, signal), retry: false })),
    combine: (results) => results.flatMap((r) => (r.data ? [r.data] : [])),
  });
}

function SavedSection({ title, empty, items, kind, browseHref }: { title: string; empty: string; items: SavedItem[]; kind: SavedKind; browseHref: string }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby={`saved-${kind}`} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={`saved-${kind}`} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">
          {empty}{' '}
          <Link to={browseHref} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
            {t('lists.browse')}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid={`saved-${kind}`}>
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3">
              <div>
                <Link to={item.href} className="font-bold text-brand-700 hover:underline dark:text-brand-500">
                  {item.name}
                </Link>
                {item.detail && <p className="text-sm text-slate-600 dark:text-slate-400">{item.detail}</p>}
              </div>
              <button type="button" onClick={() => toggleSaved(kind, item.id)} className="text-sm font-bold text-slate-700 underline underline-offset-2 dark:text-slate-300">
                {t('lists.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /account/lists — "My lists": the wish list and the saved universities, programmes and
 * scholarships; kept in this browser, and in the account when signed in. Saved scholarships'
 * deadlines export as a calendar file.
 */
export function Component() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const localized = useLocalized();
  const navigate = useNavigate();
  useDocumentMeta(t('lists.title'), t('lists.subtitle'));
  const session = useVisitorSession();
  const lists = useLists();
  const universities = useSaved(lists.universityIds, async (id, signal) => (await apiClient.get('/api/universities/{id}', { params: { id }, signal })).data, 'universityIds');
  const programs = useSaved(lists.programIds, async (id, signal) => (await apiClient.get('/api/programs/{id}', { params: { id }, signal })).data, 'programIds');
  const scholarships = useSaved(lists.scholarshipIds, async (id, signal) => (await apiClient.get('/api/scholarships/{id}', { params: { id }, signal })).data, 'scholarshipIds');
  const deadlines = scholarships.flatMap((s: TScholarship) => {
    const deadline = deadlineOf(s);
    return deadline ? [{ id: s.id, name: localized(s.name, s.nameArabic), url: s.applicationLink, ...deadline }] : [];
  });
  const monthName = (year: number, month: number) => format.date(new Date(Date.UTC(year, month - 1, 1)), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const exportCalendar = () =>
    downloadCalendar(
      deadlinesCalendar(deadlines, {
        title: (d) => t('calendar.title', { name: d.name }),
        description: (d) => (d.day ? t('calendar.exact') : t('calendar.month', { month: monthName(d.year, d.month) })),
      }),
      'dalil-scholarship-deadlines.ics',
    );

  return (
    <>
      <PageHeader title={t('lists.title')} subtitle={session ? t('lists.signedIn', { email: session.user.email }) : t('lists.local')} />
      <div className="mb-6 flex flex-wrap gap-3">
        {session ? (
          <Button
            variant="secondary"
            onClick={() => {
              signOutVisitor();
              void navigate(paths.signIn);
            }}
          >
            <LogOut aria-hidden className="flip-rtl size-4" />
            {t('lists.signOut')}
          </Button>
        ) : (
          <>
            <Link to={`${paths.signIn}?next=${encodeURIComponent(paths.myLists)}`} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
              {t('signIn.title')}
            </Link>
            <Link to={`${paths.register}?next=${encodeURIComponent(paths.myLists)}`} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
              {t('register.title')}
            </Link>
          </>
        )}
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <section aria-labelledby="saved-wishes" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
          <h2 id="saved-wishes" className="mb-3 flex items-center gap-2 text-lg font-bold">
            <ListOrdered aria-hidden className="size-5 text-brand-700 dark:text-brand-500" />
            {t('lists.wishes')}
          </h2>
          <p className="mb-2 text-slate-700 dark:text-slate-300" data-testid="saved-wishes-count">
            {t('lists.wishesCount', { shown: format.number(lists.wishes.length) })}
          </p>
          <Link to={paths.guideWishes} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
            {t('lists.openWishes')}
          </Link>
        </section>
        <SavedSection
          kind="universityIds"
          title={t('lists.universities')}
          empty={t('lists.emptyUniversities')}
          browseHref={paths.universities}
          items={universities.map((u) => ({ id: u.id, name: localized(u.name, u.nameArabic), detail: localized(u.location.governorate, u.location.governorateArabic) || null, href: paths.university(u.id) }))}
        />
        <SavedSection
          kind="programIds"
          title={t('lists.programs')}
          empty={t('lists.emptyPrograms')}
          browseHref={paths.programs}
          items={programs.map((p) => ({ id: p.id, name: localized(p.name, p.nameArabic), detail: localized(p.universityName, p.universityNameArabic), href: `${paths.programs}?search=${encodeURIComponent(p.name)}` }))}
        />
        <div className="flex flex-col gap-3">
          <SavedSection
            kind="scholarshipIds"
            title={t('lists.scholarships')}
            empty={t('lists.emptyScholarships')}
            browseHref={paths.scholarships}
            items={scholarships.map((s) => {
              const deadline = deadlineOf(s);
              return {
                id: s.id,
                name: localized(s.name, s.nameArabic),
                detail: deadline
                  ? deadline.day
                    ? t('lists.deadline', { date: format.date(new Date(Date.UTC(deadline.year, deadline.month - 1, deadline.day)), { dateStyle: 'long', timeZone: 'UTC' }) })
                    : t('lists.deadlineMonth', { month: monthName(deadline.year, deadline.month) })
                  : t('lists.noDeadline'),
                href: `${paths.scholarships}?search=${encodeURIComponent(s.name)}`,
              };
            })}
          />
          {deadlines.length > 0 && (
            <Button variant="secondary" className="self-start" onClick={exportCalendar} data-testid="export-calendar">
              <CalendarPlus aria-hidden className="size-4" />
              {t('lists.exportCalendar', { shown: format.number(deadlines.length) })}
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
