import type { TUniversity } from '@dalil/contracts/catalogue/university';
import type { TUniversityHeadline } from '@dalil/contracts/catalogue/university-figures';
import { CalendarDays, Images, MapPin, Trophy, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { CompareToggle } from '../../../shared/lists/compare-toggle.tsx';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { usePeriodText, useRankText } from '../../../shared/i18n/format-figures.ts';
import { useMoneyRange } from '../../../shared/i18n/format-range.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { ChipList } from '../../../shared/ui/chip-list.tsx';
import { ExternalLinkButton } from '../../../shared/ui/external-link.tsx';
import { BidiText } from '../../../shared/ui/bidi-text.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import { FigureSource, editedFigureSource } from '../../../shared/ui/figure-source.tsx';
import { photosOf } from '../utils/university-photos.ts';
import { UniversityVisual, imageOf } from './university-visual.tsx';
import { Rating } from './rating.tsx';
import { UniversityTypeBadge } from './university-type-badge.tsx';

const MAX_FACULTIES = 3;

/**
 * One university in the list with its photo (or its designed placeholder) and, when published,
 * the fee range, rank in Egypt and student count its page headlines (`headline`). The whole card
 * opens the detail page; its outside links open a new tab.
 */
export function UniversityCard({ university: u, headline }: { university: TUniversity; headline?: TUniversityHeadline }) {
  const { t } = useTranslation('universities');
  const localized = useLocalized();
  const format = useFormat();
  const moneyRange = useMoneyRange();
  const name = localized(u.name, u.nameArabic);
  const place = localized(u.location.governorate, u.location.governorateArabic) || localized(u.location.city, u.location.cityArabic);
  const description = localized(u.description, u.descriptionArabic);
  const photos = photosOf(u);
  const tuition = moneyRange(u.tuitionRange.min, u.tuitionRange.max, u.tuitionRange.currency || 'EGP');
  const faculties = u.faculties.map((f) => localized(f.name, f.nameArabic)).filter(Boolean);
  const iconClass = 'size-4 shrink-0 text-brand-700 dark:text-brand-500';
  const period = usePeriodText();
  const rankText = useRankText();
  const range = headline?.feeRange;
  const rank = headline?.rank;
  const students = headline?.students;

  return (
    <article
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600 dark:border-slate-800 dark:bg-slate-900"
      data-testid="university-card"
    >
      <div className="relative h-40 bg-slate-100 dark:bg-slate-800">
        {photos[0] && !imageOf(u, 'photo') ? (
          <img src={photos[0]} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <UniversityVisual university={u} name={name} className="size-full" />
        )}
        {photos.length > 0 && (
          <Badge tone="overlay" className="absolute end-2 top-2">
            <Images aria-hidden className="size-3.5" />
            {t('card.photoCount', { n: format.number(photos.length) })}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-bold leading-snug text-slate-900 dark:text-white">
            {/* The stretched link makes the whole card open the detail page. */}
            <Link to={paths.university(u.id)} className="after:absolute after:inset-0 after:content-[''] focus:outline-none">
              {name}
            </Link>
          </h2>
          <UniversityTypeBadge type={u.type} />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          {place && (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className={iconClass} />
              {place}
            </span>
          )}
          <Rating value={u.rating} />
        </div>
        {description && <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{description}</p>}
        <dl className="grid gap-1.5 text-sm" data-testid="university-card-facts">
          {/* The fee with its year and publisher (its links above the card's stretched link); "not published" when no source gives one. */}
          <Fact
            icon={<Wallet aria-hidden className={iconClass} />}
            label={range ? t('card.feeRange') : t('card.tuition')}
            value={
              range ? (
                <div data-testid="card-fee" data-fee-min={range.min ?? range.max ?? ''} data-currency={range.currency}>
                  <BidiText text={t('card.perYear', { amount: moneyRange(range.min, range.max, range.currency), year: range.academicYear ? period(range.academicYear) : t('figures.yearNotStated') })} />
                  <FigureSource source={range} className="relative z-10 block text-xs font-normal text-slate-600 dark:text-slate-400" />
                </div>
              ) : tuition && u.tuitionSource ? (
                // An administrator's fee range, with the academic year and publisher it was entered with.
                <div data-testid="card-fee" data-fee-min={u.tuitionRange.min ?? u.tuitionRange.max ?? ''} data-currency={u.tuitionRange.currency || 'EGP'}>
                  <span>{tuition}</span>
                  <FigureSource
                    source={editedFigureSource(u.tuitionSource)}
                    className="relative z-10 block text-xs font-normal text-slate-600 dark:text-slate-400"
                  />
                </div>
              ) : (
                <span data-testid="card-fee" className={tuition ? undefined : 'font-normal text-slate-600 dark:text-slate-400'}>{tuition || t('card.feeNotPublished')}</span>
              )
            }
          />
          {rank?.nationalRank && (
            <Fact icon={<Trophy aria-hidden className={iconClass} />} label={t('card.rank', { ranking: t(`rankings.short.${rank.ranking}`), edition: period(rank.edition) })} value={rankText(rank.nationalRank)} />
          )}
          {students ? (
            <Fact
              icon={<Users aria-hidden className={iconClass} />}
              label={t('card.students')}
              value={t(students.kind === 'students-fte' ? 'card.studentsFte' : 'card.studentsCount', {
                n: format.number(students.value),
                year: students.asOfYear != null ? period(students.asOfYear) : t('figures.yearNotStated'),
              })}
            />
          ) : (
            <Fact icon={<Users aria-hidden className={iconClass} />} label={t('card.students')} value={u.studentCount != null ? format.number(u.studentCount) : undefined} />
          )}
          <Fact
            icon={<CalendarDays aria-hidden className={iconClass} />}
            label={t('card.established')}
            value={u.establishedYear != null ? format.number(u.establishedYear, { useGrouping: false }) : undefined}
          />
        </dl>
        {headline && <p className="text-xs text-slate-600 dark:text-slate-400">{t('card.figuresNote')}</p>}
        {faculties.length > 0 && (
          <div>
            <h3 className="mb-1.5 text-sm font-bold text-slate-700 dark:text-slate-300">{t('card.faculties')}</h3>
            <ChipList items={faculties} max={MAX_FACULTIES} moreLabel={(n) => t('card.more', { n: format.number(n) })} />
          </div>
        )}
        {/* Above the stretched link, so these act on their own. */}
        <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-2">
          <CompareToggle kind="universities" id={u.id} name={name} className="py-2" />
          {u.website && <ExternalLinkButton href={u.website} label={t('card.website')} newTabHint={t('card.newTab')} />}
          {u.applicationLink && <ExternalLinkButton href={u.applicationLink} label={t('card.apply')} newTabHint={t('card.newTab')} variant="primary" />}
        </div>
      </div>
    </article>
  );
}
