import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { BadgeCheck, Building, CalendarClock, Coins, GraduationCap, Globe2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CompareToggle } from '../../../shared/lists/compare-toggle.tsx';
import { SaveToggle } from '../../../shared/lists/save-toggle.tsx';
import { useCountryName } from '../../../shared/i18n/country-names.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { useYearsRange } from '../../../shared/i18n/format-range.ts';
import { useLocalizedList } from '../../../shared/i18n/localized-list.ts';
import { useDeadlineText, useLevelName } from '../../../shared/i18n/scholarship-text.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { BidiText } from '../../../shared/ui/bidi-text.tsx';
import { BilingualTitle, Card } from '../../../shared/ui/card.tsx';
import { ChipList } from '../../../shared/ui/chip-list.tsx';
import { ExternalLinkButton } from '../../../shared/ui/external-link.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import { sourceHost } from '../../../shared/ui/source-line.tsx';

const MAX_ITEMS = 3;

export function ScholarshipCard({ scholarship: s }: { scholarship: TScholarship }) {
  const { t } = useTranslation('scholarships');
  const localized = useLocalized();
  const format = useFormat();
  const ageRange = useYearsRange();
  const localizedList = useLocalizedList();
  const countryName = useCountryName();
  const deadlineText = useDeadlineText();
  const levelName = useLevelName();
  const iconClass = 'size-4 shrink-0 text-brand-700 dark:text-brand-500';
  const name = localized(s.name, s.nameArabic);
  const description = localized(s.description, s.descriptionArabic);
  const benefits = localizedList(s.benefits, s.benefitsArabic);
  // Figures the source words rather than numbers ("1400 per month") are shown as worded.
  const amount = s.amount ? format.money(s.amount, s.currency ?? 'USD') : s.amountText ? <BidiText text={s.amountText} /> : s.coverage ? t(`coverage.${s.coverage}`) : undefined;
  const deadline = deadlineText(s);
  const open = deadline.deadline.kind === 'date' && !deadline.deadline.passed;
  const country = countryName(s.country);
  const source = s.sourceUrls[0];
  const more = (n: number) => t('card.more', { n: format.number(n) });

  return (
    <Card data-testid="scholarship-card">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={s.type === 'international' ? 'blue' : s.type === 'domestic' ? 'green' : 'purple'}>{t(`type.${s.type}`)}</Badge>
        {country && (
          <Badge>
            <Globe2 aria-hidden className="size-3.5" />
            <span>
              <BidiText text={country} />
            </span>
          </Badge>
        )}
        {open && <Badge tone="green">{t('common:deadline.open')}</Badge>}
      </div>
      <BilingualTitle english={s.name} arabic={s.nameArabic} />
      <div className="flex flex-wrap gap-2">
        <SaveToggle kind="scholarshipIds" id={s.id} name={name} />
        <CompareToggle kind="scholarships" id={s.id} name={name} />
      </div>
      {/* A description known only in English reads left to right on an Arabic page. */}
      {description && (
        <p dir="auto" className="line-clamp-4 text-sm text-slate-700 dark:text-slate-300">
          {description}
        </p>
      )}
      <dl className="grid gap-1.5 text-sm">
        <Fact icon={<Building aria-hidden className={iconClass} />} label={t('card.provider')} value={<BidiText text={localized(s.provider, s.providerArabic)} />} />
        <Fact icon={<Coins aria-hidden className={iconClass} />} label={t('card.amount')} value={amount} />
        <Fact icon={<CalendarClock aria-hidden className={iconClass} />} label={t('card.deadline')} value={<span data-testid="scholarship-deadline">{deadline.text}</span>} />
        <Fact
          icon={<GraduationCap aria-hidden className={iconClass} />}
          label={t('card.gpa')}
          value={s.eligibility.gpa ? format.number(s.eligibility.gpa, { minimumFractionDigits: 1, maximumFractionDigits: 2 }) : undefined}
        />
        <Fact icon={<GraduationCap aria-hidden className={iconClass} />} label={t('card.requirements')} value={s.gpaRequirement ? <BidiText text={s.gpaRequirement} /> : undefined} />
        <Fact icon={<UserRound aria-hidden className={iconClass} />} label={t('card.age')} value={ageRange(s.eligibility.age.min, s.eligibility.age.max)} />
      </dl>
      <div>
        <h3 className="mb-1.5 text-sm font-bold text-slate-700 dark:text-slate-300">{t('card.levels')}</h3>
        {s.level.length > 0 ? (
          <ChipList items={s.level.map(levelName)} max={s.level.length} moreLabel={more} tone="blue" />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('card.levelsUnknown')}</p>
        )}
      </div>
      {s.eligibility.fields.length > 0 && (
        <div>
          <h3 className="mb-1.5 text-sm font-bold text-slate-700 dark:text-slate-300">{t('card.fields')}</h3>
          <ChipList items={s.eligibility.fields} max={MAX_ITEMS} moreLabel={more} />
        </div>
      )}
      {benefits.length > 0 && (
        <div>
          <h3 className="mb-1.5 text-sm font-bold text-slate-700 dark:text-slate-300">{t('card.benefits')}</h3>
          <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
            {benefits.slice(0, MAX_ITEMS).map((benefit, i) => (
              <li key={`${benefit}-${i}`} className="flex items-start gap-1.5">
                <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" />
                <span dir="auto">{benefit}</span>
              </li>
            ))}
            {benefits.length > MAX_ITEMS && <li className="font-bold text-brand-700 dark:text-brand-500">{more(benefits.length - MAX_ITEMS)}</li>}
          </ul>
        </div>
      )}
      <div className="mt-auto flex flex-col gap-2 pt-2">
        {s.applicationLink ? (
          <ExternalLinkButton href={s.applicationLink} label={t('card.apply')} newTabHint={t('card.newTab')} variant="primary" />
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('card.noOfficialLink')}</p>
            {source && sourceHost(source) && <ExternalLinkButton href={source} label={t('card.source', { site: sourceHost(source) })} newTabHint={t('card.newTab')} />}
          </>
        )}
      </div>
    </Card>
  );
}
