import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { BadgeCheck, Building, CalendarClock, Coins, GraduationCap, Globe2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SaveToggle } from '../../../shared/lists/save-toggle.tsx';
import { CompareToggle } from '../../../shared/lists/compare-toggle.tsx';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { useYearsRange } from '../../../shared/i18n/format-range.ts';
import { useLocalizedList } from '../../../shared/i18n/localized-list.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { BilingualTitle, Card } from '../../../shared/ui/card.tsx';
import { ChipList } from '../../../shared/ui/chip-list.tsx';
import { ExternalLinkButton } from '../../../shared/ui/external-link.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';

const MAX_ITEMS = 3;

export function ScholarshipCard({ scholarship: s }: { scholarship: TScholarship }) {
  const { t } = useTranslation('scholarships');
  const localized = useLocalized();
  const format = useFormat();
  const ageRange = useYearsRange();
  const localizedList = useLocalizedList();
  const iconClass = 'size-4 shrink-0 text-brand-700 dark:text-brand-500';
  const description = localized(s.description, s.descriptionArabic);
  const benefits = localizedList(s.benefits, s.benefitsArabic);
  // Figures the source words rather than numbers ("1400 per month", "January or February") are shown as worded.
  const amount = s.amount ? format.money(s.amount, s.currency ?? 'USD') : (s.amountText ?? (s.coverage ? t(`coverage.${s.coverage}`) : undefined));
  const deadline = s.deadline ? format.date(s.deadline, { dateStyle: 'long', timeZone: 'UTC' }) : s.deadlineMonth ? t('card.usualMonth', { month: s.deadlineMonth }) : undefined;
  const more = (n: number) => t('card.more', { n: format.number(n) });

  return (
    <Card data-testid="scholarship-card">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={s.type === 'international' ? 'blue' : s.type === 'domestic' ? 'green' : 'purple'}>{t(`type.${s.type}`)}</Badge>
        {s.country && (
          <Badge>
            <Globe2 aria-hidden className="size-3.5" />
            {s.country}
          </Badge>
        )}
      </div>
      <BilingualTitle english={s.name} arabic={s.nameArabic} />
      <div className="flex flex-wrap gap-2">
        <SaveToggle kind="scholarshipIds" id={s.id} name={localized(s.name, s.nameArabic)} />
        <CompareToggle kind="scholarships" id={s.id} name={localized(s.name, s.nameArabic)} />
      </div>
      {description && <p className="line-clamp-4 text-sm text-slate-700 dark:text-slate-300">{description}</p>}
      <dl className="grid gap-1.5 text-sm">
        <Fact icon={<Building aria-hidden className={iconClass} />} label={t('card.provider')} value={localized(s.provider, s.providerArabic)} />
        <Fact icon={<Coins aria-hidden className={iconClass} />} label={t('card.amount')} value={amount} />
        <Fact
          icon={<CalendarClock aria-hidden className={iconClass} />}
          label={t('card.deadline')}
          value={deadline}
        />
        <Fact
          icon={<GraduationCap aria-hidden className={iconClass} />}
          label={t('card.gpa')}
          value={s.eligibility.gpa ? format.number(s.eligibility.gpa, { minimumFractionDigits: 1, maximumFractionDigits: 2 }) : undefined}
        />
        <Fact icon={<GraduationCap aria-hidden className={iconClass} />} label={t('card.requirements')} value={s.gpaRequirement ?? undefined} />
        <Fact icon={<UserRound aria-hidden className={iconClass} />} label={t('card.age')} value={ageRange(s.eligibility.age.min, s.eligibility.age.max)} />
      </dl>
      {s.level.length > 0 && (
        <div>
          <h3 className="mb-1.5 text-sm font-bold text-slate-700 dark:text-slate-300">{t('card.levels')}</h3>
          <ChipList items={s.level.map((level) => t(`level.${level}`, { defaultValue: level }))} max={s.level.length} moreLabel={more} tone="blue" />
        </div>
      )}
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
                {benefit}
              </li>
            ))}
            {benefits.length > MAX_ITEMS && <li className="font-bold text-brand-700 dark:text-brand-500">{more(benefits.length - MAX_ITEMS)}</li>}
          </ul>
        </div>
      )}
      {s.applicationLink && (
        <div className="mt-auto pt-2">
          <ExternalLinkButton href={s.applicationLink} label={t('card.apply')} newTabHint={t('card.newTab')} variant="primary" />
        </div>
      )}
    </Card>
  );
}
