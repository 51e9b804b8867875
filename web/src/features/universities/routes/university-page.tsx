import { ArrowLeft, Building, CalendarDays, Landmark, MapPin, Trophy, Users, Wallet } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { useMoneyRange } from '../../../shared/i18n/format-range.ts';
import { usePeriodText, useRankText } from '../../../shared/i18n/format-figures.ts';
import { Button, buttonClasses } from '../../../shared/ui/button.tsx';
import { BilingualTitle } from '../../../shared/ui/card.tsx';
import { ExternalLinkButton } from '../../../shared/ui/external-link.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import { Spinner } from '../../../shared/ui/states.tsx';
import { FigureSource, editedFigureSource } from '../../../shared/ui/figure-source.tsx';
import { Badge } from '../../../shared/ui/badge.tsx';
import { headlineNationalRank, isOldFigure } from '@dalil/contracts/catalogue/university-figures';
import { FacultyCutoffHistory } from '../../guidance/index.ts';
import { SaveToggle } from '../../../shared/lists/save-toggle.tsx';
import { CompareToggle } from '../../../shared/lists/compare-toggle.tsx';
import { useUniversity } from '../api/get-university.ts';
import { useUniversityFigures } from '../api/get-university-figures.ts';
import { AdmissionSection } from '../components/admission-section.tsx';
import { FeesSection } from '../components/fees-section.tsx';
import { RankingsSection } from '../components/rankings-section.tsx';
import { SourcedFact } from '../components/sourced-fact.tsx';
import { feesOfFaculty, newestFact } from '../utils/figures.ts';
import { FacultyCard } from '../components/faculty-card.tsx';
import { PhotoGallery, PhotoSlider } from '../components/photo-slider.tsx';
import { Rating } from '../components/rating.tsx';
import { UniversityTypeBadge } from '../components/university-type-badge.tsx';
import { photosOf } from '../utils/university-photos.ts';
import { ImageCredit, UniversityVisual, imageOf } from '../components/university-visual.tsx';

/** A card of the page's side column, labelled by its heading. */
function AsideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BackLink() {
  const { t } = useTranslation('universities');
  return (
    <Link to={paths.universities} className="inline-flex items-center gap-1 text-sm font-bold text-brand-700 hover:underline dark:text-brand-500">
      <ArrowLeft aria-hidden className="flip-rtl size-4" />
      {t('detail.back')}
    </Link>
  );
}

/** /universities/:id — everything known about one university. */
export function Component() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('universities');
  const localized = useLocalized();
  const format = useFormat();
  const moneyRange = useMoneyRange();
  const query = useUniversity(id);
  const figuresQuery = useUniversityFigures(id);
  const rankText = useRankText();
  const period = usePeriodText();
  // The slider position belongs to one university: another id starts at its first photo.
  const [photo, setPhoto] = useState({ id, index: 0 });
  const photoIndex = photo.id === id ? photo.index : 0;
  const setPhotoIndex = (index: number) => setPhoto({ id, index });

  const u = query.data;
  const location = useLocation();
  // A link to one faculty (/universities/:id#faculty-<key>, from a suggestion) lands on its card.
  useEffect(() => {
    if (!u || !location.hash.startsWith('#faculty-')) return;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [u, location.hash]);
  const name = u ? localized(u.name, u.nameArabic) : '';
  const place = u ? [localized(u.location.city, u.location.cityArabic), localized(u.location.governorate, u.location.governorateArabic)].filter(Boolean) : [];
  useDocumentMeta(
    u ? name : query.isError ? t('detail.error') : t('meta.title'),
    u ? localized(u.description, u.descriptionArabic) || (place.length ? t('detail.description', { name, type: t(`common:universityType.${u.type}`), place: place.join(i18n.language === 'ar' ? '، ' : ', ') }) : t('meta.description')) : undefined,
  );

  if (query.isPending) return <Spinner label={t('detail.loading')} />;
  if (query.isError || !u) {
    const notFound = query.error instanceof ApiError ? query.error.status === 404 || query.error.status === 400 : true;
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col gap-4 rounded-2xl border border-red-200 bg-red-50 p-8 dark:border-red-900 dark:bg-red-950/40">
        <h1 className="text-xl font-bold text-red-800 dark:text-red-200">{t(notFound ? 'detail.notFound' : 'detail.error')}</h1>
        <p className="text-slate-800 dark:text-slate-200">{t(notFound ? 'detail.notFoundHelp' : 'detail.errorHelp')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.universities} className={buttonClasses('primary')}>
            <ArrowLeft aria-hidden className="flip-rtl size-4" />
            {t('detail.back')}
          </Link>
          {!notFound && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('common:state.retry')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const arabic = i18n.language === 'ar';
  const about = localized(u.description, u.descriptionArabic);
  const photos = photosOf(u);
  const uploadedPhoto = imageOf(u, 'photo');
  const logo = imageOf(u, 'logo');
  const iconClass = 'size-5 shrink-0 text-brand-700 dark:text-brand-500';
  const figures = figuresQuery.data;
  const oldBadge = (year: string | number | null | undefined) =>
    year != null && isOldFigure(year) ? <Badge tone="amber">{t('figures.old', { year: period(year) })}</Badge> : undefined;
  // Every figure here is a published one with its source and year. A rank is shown only with the
  // ranking it comes from; the catalogue record's own rank fields name none, so they are not shown.
  const students = newestFact(figures, 'students-fte') ?? newestFact(figures, 'students');
  const faculties = newestFact(figures, 'faculties');
  const founded = newestFact(figures, 'founded');
  const range = figures?.feeRange;
  const rangeYear = range?.academicYear ? period(range.academicYear) : t('figures.yearNotStated');
  const headline = figures ? headlineNationalRank(figures.rankings) : undefined;
  // An administrator's own figures (no source recorded) stand in only where no published one exists.
  const adminTuition = range ? undefined : moneyRange(u.tuitionRange.min, u.tuitionRange.max, u.tuitionRange.currency || 'EGP');
  const quickInfo = [
    u.establishedYear != null && (
      <Fact key="established" icon={<CalendarDays aria-hidden className={iconClass} />} label={t('detail.established')} value={format.number(u.establishedYear, { useGrouping: false })} />
    ),
    founded && (
      <SourcedFact
        key="founded"
        icon={<Landmark aria-hidden className={iconClass} />}
        label={t('facts.founded')}
        value={format.number(founded.value, { useGrouping: false })}
        source={founded}
      />
    ),
    students ? (
      <SourcedFact
        key="students"
        icon={<Users aria-hidden className={iconClass} />}
        label={t(students.kind === 'students-fte' ? 'facts.studentsFte' : 'facts.students')}
        value={format.number(students.value)}
        note={oldBadge(students.asOfYear)}
        source={students}
      />
    ) : (
      u.studentCount != null && <Fact key="students" icon={<Users aria-hidden className={iconClass} />} label={t('detail.students')} value={format.number(u.studentCount)} />
    ),
    faculties && (
      <SourcedFact
        key="faculties"
        icon={<Building aria-hidden className={iconClass} />}
        label={t('facts.faculties')}
        value={format.number(faculties.value)}
        note={oldBadge(faculties.asOfYear)}
        source={faculties}
      />
    ),
    range ? (
      <SourcedFact
        key="fees"
        icon={<Wallet aria-hidden className={iconClass} />}
        label={t('fees.range')}
        value={t('fees.perYear', { amount: moneyRange(range.min, range.max, range.currency) })}
        note={oldBadge(range.academicYear)}
        source={range.sourceName ? range : undefined}
        derivedFrom={t('fees.rangeFrom', { year: rangeYear })}
      />
    ) : (
      adminTuition &&
        (u.tuitionSource ? (
          // An administrator's fee range says its academic year and publisher, as every published figure does.
          <SourcedFact
            key="fees"
            icon={<Wallet aria-hidden className={iconClass} />}
            label={t('detail.tuition')}
            value={adminTuition}
            source={editedFigureSource(u.tuitionSource)}
          />
        ) : (
          <Fact key="fees" icon={<Wallet aria-hidden className={iconClass} />} label={t('detail.tuition')} value={adminTuition} />
        ))
    ),
    headline?.nationalRank && (
      <SourcedFact
        key="rank"
        icon={<Trophy aria-hidden className={iconClass} />}
        label={t('rankings.inEgypt', { ranking: t(`rankings.short.${headline.ranking}`), edition: period(headline.edition) })}
        value={rankText(headline.nationalRank)}
        source={headline}
      />
    ),
  ].filter(Boolean);
  const links = figures?.links;

  return (
    <article className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <BackLink />
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex items-center gap-3">
            {logo && <img src={logo.url} alt={t('detail.logoAlt', { name })} className="size-14 rounded-lg bg-white object-contain p-1" data-testid="university-logo" />}
            <BilingualTitle as="h1" className="text-3xl md:text-4xl" english={u.name} arabic={u.nameArabic} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <SaveToggle kind="universityIds" id={u.id} name={name} />
            <CompareToggle kind="universities" id={u.id} name={name} />
            <UniversityTypeBadge type={u.type} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-slate-700 dark:text-slate-300">
          <Rating value={u.rating} />
          {place.length > 0 && (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-4 text-brand-700 dark:text-brand-500" />
              {place.join(arabic ? '، ' : ', ')}
            </span>
          )}
        </div>
      </header>

      {uploadedPhoto ? (
        <figure className="m-0 flex flex-col gap-1">
          <UniversityVisual university={u} name={name} className="aspect-[16/7] w-full rounded-2xl" />
          <figcaption>
            <ImageCredit image={uploadedPhoto} />
          </figcaption>
        </figure>
      ) : (
        photos.length === 0 && <UniversityVisual university={u} name={name} className="aspect-[16/5] w-full rounded-2xl" />
      )}
      {!uploadedPhoto && photos.length > 0 && <PhotoSlider photos={photos} name={name} index={photoIndex} onIndexChange={setPhotoIndex} />}

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="flex flex-col gap-8 lg:col-span-2">
          {about && (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="mb-3 text-xl font-bold">
                {t('detail.about')}
              </h2>
              <p className="leading-relaxed text-slate-800 dark:text-slate-200">{about}</p>
            </section>
          )}
          {figuresQuery.isPending && <p className="text-sm text-slate-600 dark:text-slate-400">{t('figures.loading')}</p>}
          {figuresQuery.isError && (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800 dark:text-red-200">
              {t('figures.error')}
              <Button variant="secondary" onClick={() => void figuresQuery.refetch()}>
                {t('common:state.retry')}
              </Button>
            </div>
          )}
          {figures && <FeesSection figures={figures} />}
          {figures?.admission && <AdmissionSection admission={figures.admission} />}
          {figures && <RankingsSection rankings={figures.rankings} />}
          {u.faculties.length > 0 && (
            <section aria-labelledby="faculties-heading">
              <h2 id="faculties-heading" className="mb-3 text-xl font-bold">
                {t('detail.faculties')}
              </h2>
              <ul className="grid gap-4 md:grid-cols-2">
                {u.faculties.map((faculty, i) => (
                  <li key={`${faculty.key}-${i}`} id={`faculty-${faculty.key}`} className="scroll-mt-24">
                    <FacultyCard
                      faculty={faculty}
                      fees={figures ? feesOfFaculty(figures.fees, faculty.key) : []}
                      footer={
                        <FacultyCutoffHistory
                          universityId={u.id}
                          facultyKey={faculty.key}
                          facultyName={localized(faculty.name, faculty.nameArabic)}
                          initiallyOpen={location.hash === `#faculty-${faculty.key}`}
                        />
                      }
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <PhotoGallery photos={photos} index={photoIndex} onSelect={setPhotoIndex} />
        </div>

        <aside className="flex flex-col gap-6">
          {quickInfo.length > 0 && (
            <AsideCard id="quick-info-heading" title={t('detail.quickInfo')}>
              <dl className="grid gap-3">{quickInfo}</dl>
            </AsideCard>
          )}
          {(u.website || u.applicationLink) && (
            <AsideCard id="links-heading" title={t('detail.links')}>
              <div className="flex flex-col gap-2">
                {u.website && <ExternalLinkButton href={u.website} label={t('detail.website')} newTabHint={t('card.newTab')} />}
                {u.applicationLink && <ExternalLinkButton href={u.applicationLink} label={t('detail.apply')} newTabHint={t('card.newTab')} variant="primary" />}
              </div>
            </AsideCard>
          )}
          {links && (links.wikipediaEn || links.wikipediaAr) && (
            <AsideCard id="encyclopedia-heading" title={t('links.heading')}>
              <div className="flex flex-col gap-2">
                {links.wikipediaEn && <ExternalLinkButton href={links.wikipediaEn} label={t('links.wikipediaEn')} newTabHint={t('card.newTab')} />}
                {links.wikipediaAr && <ExternalLinkButton href={links.wikipediaAr} label={t('links.wikipediaAr')} newTabHint={t('card.newTab')} />}
                <FigureSource source={links} />
              </div>
            </AsideCard>
          )}
          {u.sourceUrls.length > 0 && (
            <section aria-labelledby="sources-heading" className="text-sm">
              <h2 id="sources-heading" className="mb-2 font-bold text-slate-700 dark:text-slate-300">
                {t('detail.sources')}
              </h2>
              <p className="mb-1 text-slate-700 dark:text-slate-300">{t('detail.sourcesExplained')}</p>
              <FigureSource source={u} />
            </section>
          )}
        </aside>
      </div>
    </article>
  );
}
