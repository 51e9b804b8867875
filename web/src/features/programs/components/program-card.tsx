import type { TProgram } from '@dalil/contracts/catalogue/program';
import { Award, BookOpen, Building2, CalendarClock, Clock, GraduationCap, Languages, Wallet, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SaveToggle } from '../../../shared/lists/save-toggle.tsx';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { BilingualTitle, Card } from '../../../shared/ui/card.tsx';
import { ExternalLinkButton } from '../../../shared/ui/external-link.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import { TranslationMark } from '../../../shared/ui/translation-mark.tsx';

export function ProgramCard({ program: p }: { program: TProgram }) {
  const { t, i18n } = useTranslation('programs');
  const localized = useLocalized();
  const format = useFormat();
  const iconClass = 'size-4 shrink-0 text-brand-700 dark:text-brand-500';
  const description = localized(p.description, p.descriptionArabic);

  return (
    <Card data-testid="program-card">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={p.type === 'phd' ? 'purple' : 'blue'}>
          <GraduationCap aria-hidden className="size-3.5" />
          {t(`type.${p.type}`)}
        </Badge>
        {p.onlineAvailable && (
          <Badge tone="green">
            <Wifi aria-hidden className="size-3.5" />
            {t('card.online')}
          </Badge>
        )}
      </div>
      <BilingualTitle english={p.name} arabic={p.nameArabic} />
      <SaveToggle kind="programIds" id={p.id} name={localized(p.name, p.nameArabic)} />
      {description && <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{description}</p>}
      <dl className="grid gap-1.5 text-sm">
        <Fact icon={<Building2 aria-hidden className={iconClass} />} label={t('card.university')} value={localized(p.universityName, p.universityNameArabic)} />
        <Fact icon={<BookOpen aria-hidden className={iconClass} />} label={t('card.faculty')} value={localized(p.faculty, p.facultyArabic)} />
        <Fact icon={<Award aria-hidden className={iconClass} />} label={t('card.specialization')} value={localized(p.specialization, p.specializationArabic) || undefined} />
        <Fact icon={<Languages aria-hidden className={iconClass} />} label={t('card.language')} value={p.language ? t(`language.${p.language}`) : undefined} />
        <Fact
          icon={<Clock aria-hidden className={iconClass} />}
          label={t('card.duration')}
          value={p.duration ? format.number(p.duration, { style: 'unit', unit: 'year', unitDisplay: 'long' }) : undefined}
        />
        <Fact icon={<Wallet aria-hidden className={iconClass} />} label={t('card.tuition')} value={p.tuition.annual ? format.money(p.tuition.annual, p.tuition.currency || 'EGP') : undefined} />
        <Fact
          icon={<GraduationCap aria-hidden className={iconClass} />}
          label={t('card.gpa')}
          value={p.requirements.gpa ? format.number(p.requirements.gpa, { minimumFractionDigits: 1, maximumFractionDigits: 2 }) : undefined}
        />
        <Fact
          icon={<CalendarClock aria-hidden className={iconClass} />}
          label={t('card.deadline')}
          value={p.applicationDeadline ? format.date(p.applicationDeadline, { dateStyle: 'long', timeZone: 'UTC' }) : localized(p.applicationDeadlineText, p.applicationDeadlineTextArabic) || undefined}
        />
        <Fact icon={<Award aria-hidden className={iconClass} />} label={t('card.degree')} value={localized(p.requirements.degree, p.requirements.degreeArabic)} />
      </dl>
      <TranslationMark shown={i18n.language === 'ar' && p.arabicTranslated} />
      {p.applicationLink && (
        <div className="mt-auto pt-2">
          <ExternalLinkButton href={p.applicationLink} label={t('card.apply')} newTabHint={t('card.newTab')} variant="primary" />
        </div>
      )}
    </Card>
  );
}
