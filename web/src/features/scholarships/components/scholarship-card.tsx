import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { isOpenNow, isUsuallyOpenNow } from '@dalil/contracts/catalogue/scholarship-deadline';
import { Building, CalendarClock, Coins, GraduationCap, Globe2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CompareToggle } from '../../../shared/lists/compare-toggle.tsx';
import { SaveToggle } from '../../../shared/lists/save-toggle.tsx';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { useYearsRange } from '../../../shared/i18n/format-range.ts';
import { useDeadlineText, useLevelName, useScholarshipText } from '../../../shared/i18n/scholarship-text.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { BenefitList } from '../../../shared/ui/benefit-list.tsx';
import { BidiText } from '../../../shared/ui/bidi-text.tsx';
import { BilingualTitle, Card } from '../../../shared/ui/card.tsx';
import { ChipList } from '../../../shared/ui/chip-list.tsx';
import { ExternalLinkButton } from '../../../shared/ui/external-link.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import { SourceLine, sourceHost } from '../../../shared/ui/source-line.tsx';
import { TranslationMark } from '../../../shared/ui/translation-mark.tsx';
import { ScholarshipWindows } from './scholarship-windows.tsx';

const MAX_ITEMS = 3;

export function ScholarshipCard({ scholarship: s }: { scholarship: TScholarship }) {
  const { t } = useTranslation('scholarships');
  const localized = useLocalized();
  const format = useFormat();
  const ageRange = useYearsRange();
  const deadlineText = useDeadlineText();
  const levelName = useLevelName();
  const texts = useScholarshipText()(s);
  const iconClass = 'size-4 shrink-0 text-brand-700 dark:text-brand-500';
  const name = localized(s.name, s.nameArabic);
  // Figures the source words rather than numbers ("1400 per month") are shown as worded.
  const amount = s.amount ? format.money(s.amount, s.currency ?? 'USD') : texts.amountText ? <BidiText text={texts.amountText} /> : s.coverage ? t(`coverage.${s.coverage}`) : undefined;
  const deadline = deadlineText(s);
  const ended = s.status !== 'active';
  const open = !ended && isOpenNow(s);
  const usuallyOpen = !ended && isUsuallyOpenNow(s);
  const source = s.sourceUrls[0];
  const more = (n: number) => t('card.more', { n: format.number(n) });

  return (
    <Card data-testid="scholarship-card">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={s.type === 'international' ? 'blue' : s.type === 'domestic' ? 'green' : 'purple'}>{t(`type.${s.type}`)}</Badge>
        {texts.country && (
          <Badge>
            <Globe2 aria-hidden className="size-3.5" />
            <span>
              <BidiText text={texts.country} />
            </span>
          </Badge>
        )}
        {open && <Badge tone="green">{t('common:deadline.open')}</Badge>}
        {usuallyOpen && <Badge tone="amber">{t('windows.usuallyOpen')}</Badge>}
        {ended && <Badge tone="red">{t(`status.${s.status}`)}</Badge>}
      </div>
      <BilingualTitle english={s.name} arabic={s.nameArabic} />
      <div className="flex flex-wrap gap-2">
        <SaveToggle kind="scholarshipIds" id={s.id} name={name} />
        <CompareToggle kind="scholarships" id={s.id} name={name} />
      </div>
      {s.statusNote && (
        <div role="note" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100" data-testid="scholarship-status">
          <p className="font-bold">
            {t(`status.${s.status}Since`, { since: localized(s.statusNote.since, s.statusNote.sinceArabic) || t('status.sinceUnknown') })}
          </p>
          <p dir="auto">{localized(s.statusNote.note, s.statusNote.noteArabic)}</p>
          <SourceLine url={s.statusNote.sourceUrls[0]} name={localized(s.statusNote.sourceName, s.statusNote.sourceNameArabic)} className="text-xs text-red-900 dark:text-red-200" />
        </div>
      )}
      {/* A description known only in English reads left to right on an Arabic page. */}
      {texts.description && (
        <div>
          <p dir="auto" className="line-clamp-4 text-sm text-slate-700 dark:text-slate-300">
            {texts.description}
          </p>
          <TranslationMark shown={texts.translated} />
        </div>
      )}
      <dl className="grid gap-1.5 text-sm">
        <Fact icon={<Building aria-hidden className={iconClass} />} label={t('card.provider')} value={<BidiText text={localized(s.provider, s.providerArabic)} />} />
        <Fact icon={<Coins aria-hidden className={iconClass} />} label={t('card.amount')} value={amount} />
        {!s.windows.length && <Fact icon={<CalendarClock aria-hidden className={iconClass} />} label={t('card.deadline')} value={<span data-testid="scholarship-deadline">{deadline.text}</span>} />}
        <Fact
          icon={<GraduationCap aria-hidden className={iconClass} />}
          label={t('card.gpa')}
          value={s.eligibility.gpa ? format.number(s.eligibility.gpa, { minimumFractionDigits: 1, maximumFractionDigits: 2 }) : undefined}
        />
        <Fact icon={<GraduationCap aria-hidden className={iconClass} />} label={t('card.requirements')} value={texts.requirements ? <BidiText text={texts.requirements} /> : undefined} />
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
      {texts.fields.length > 0 && (
        <div>
          <h3 className="mb-1.5 text-sm font-bold text-slate-700 dark:text-slate-300">{t('card.fields')}</h3>
          <ChipList items={texts.fields} max={MAX_ITEMS} moreLabel={more} />
        </div>
      )}
      {texts.benefits.length > 0 && (
        <div>
          <h3 className="mb-1.5 text-sm font-bold text-slate-700 dark:text-slate-300">{t('card.benefits')}</h3>
          <BenefitList benefits={texts.benefits.slice(0, MAX_ITEMS)} />
          {texts.benefits.length > MAX_ITEMS && <p className="text-sm font-bold text-brand-700 dark:text-brand-500">{more(texts.benefits.length - MAX_ITEMS)}</p>}
        </div>
      )}
      {s.windows.length > 0 && <ScholarshipWindows windows={s.windows} />}
      <div className="mt-auto flex flex-col gap-2 pt-2">
        {s.applicationLink ? (
          <ExternalLinkButton href={s.applicationLink} label={t('card.apply')} newTabHint={t('card.newTab')} variant="primary" />
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('card.noOfficialLink')}</p>
            {/* The publisher by name (the provider's own page), not the bare web host. */}
            {source && sourceHost(source) && <ExternalLinkButton href={source} label={t('card.source', { site: localized(s.provider, s.providerArabic) || sourceHost(source) })} newTabHint={t('card.newTab')} />}
          </>
        )}
      </div>
    </Card>
  );
}

