import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, UNIVERSITY_TYPES, ZCreateUniversity, missingFigureSources, type TCreateUniversity, type TUniversity } from '@dalil/contracts/catalogue/university';
import { FacultiesEditor } from './faculties-editor.tsx';
import { contractResolver } from './form-support.ts';
import { universityBody, universityToForm, type UniversityForm } from '../utils/university-payload.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Select, TextArea, TextInput, FormActions } from './form-inputs.tsx';

const MIN_FORM_YEAR = 1800;

/** The form's sections, one tab each, and the fields each holds (to point at the one with an error). */
const SECTIONS = {
  basics: ['name', 'nameArabic', 'type', 'establishedYear', 'studentCount', 'website', 'applicationLink', 'description', 'descriptionArabic'],
  location: ['location'],
  fees: ['tuitionRange', 'tuitionSource'],
  rankings: ['rank', 'rankSources', 'rating'],
  photos: ['photos'],
  faculties: ['faculties'],
} as const;
type Section = keyof typeof SECTIONS;
const SECTION_IDS = Object.keys(SECTIONS) as Section[];

const sectionsWithErrors = (errors: FieldErrors<UniversityForm>) =>
  SECTION_IDS.filter((section) => SECTIONS[section].some((field) => field in errors));

const UNIVERSITY_FORM_ID = 'university-form';

/**
 * The university form in six tabs (basics, location, fees, rankings, photos, faculties), so no
 * field sits under the footer. Every tab stays mounted, so one submit validates them all and
 * goes to the first tab with a problem. `photosExtra` (the image upload, a form of its own)
 * shows on the photos tab; `onDelete` puts delete, behind its confirmation, in the footer.
 */
export function UniversityFormView({
  university,
  saving,
  onSave,
  onCancel,
  onDelete,
  photosExtra,
}: {
  university?: TUniversity;
  saving: boolean;
  onSave: (body: TCreateUniversity, setError: UseFormSetError<UniversityForm>) => void;
  onCancel: () => void;
  onDelete?: () => void;
  photosExtra?: ReactNode;
}) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const currentYear = new Date().getFullYear();
  const [section, setSection] = useState<Section>('basics');
  // The form keeps the spec's 1800 lower bound for new values; a stored older year (Al-Azhar, 972) may stay.
  const schema = useMemo(
    () =>
      ZCreateUniversity.superRefine((u, ctx) => {
        if (u.establishedYear != null && u.establishedYear < MIN_FORM_YEAR && u.establishedYear !== university?.establishedYear) {
          ctx.addIssue({ code: 'custom', path: ['establishedYear'], message: `Established year must be between ${MIN_FORM_YEAR} and ${currentYear}` });
        }
        // The service's rule, checked here first so the message sits beside the blank field.
        for (const { path, message } of missingFigureSources(u, university)) ctx.addIssue({ code: 'custom', path, message });
      }),
    [university, currentYear],
  );
  const form = useForm<UniversityForm, unknown, TCreateUniversity>({
    resolver: contractResolver<UniversityForm, TCreateUniversity>(schema, (values) => universityBody(values, university)),
    defaultValues: universityToForm(university),
  });
  const typeOptions = UNIVERSITY_TYPES.map((value) => ({ value, label: t(`common:universityType.${value}`) }));
  const currencyOptions = CURRENCIES.map((value) => ({ value, label: value }));
  const withErrors = sectionsWithErrors(form.formState.errors);
  const onInvalid = (errors: FieldErrors<UniversityForm>) => {
    const first = sectionsWithErrors(errors)[0];
    if (first) setSection(first);
  };
  const panel = 'grid gap-4 md:grid-cols-2 data-[state=inactive]:hidden focus-visible:outline-2 focus-visible:outline-brand-600';

  return (
    <Tabs.Root value={section} onValueChange={(value) => setSection(value as Section)} dir={i18n.dir()} className="grid gap-4">
      <Tabs.List aria-label={t('universities.sections.label')} className="flex flex-wrap gap-1 border-b border-slate-200 pb-2 dark:border-slate-700">
        {SECTION_IDS.map((id) => (
          <Tabs.Trigger
            key={id}
            value={id}
            className={clsx(
              'flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-bold hover:bg-slate-100 dark:hover:bg-slate-800',
              'data-[state=active]:bg-brand-700 data-[state=active]:text-white',
            )}
          >
            {t(`universities.sections.${id}`)}
            {withErrors.includes(id) && (
              <span className="rounded-full bg-red-600 px-1.5 text-xs text-white" aria-label={t('universities.sections.hasErrors')} role="img">
                !
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <form
        id={UNIVERSITY_FORM_ID}
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((body) => onSave(body, form.setError), onInvalid)}
        aria-label={university ? t('universities.editTitle') : t('universities.addTitle')}
      >
        <Tabs.Content value="basics" forceMount className={panel}>
          <TextInput form={form} name="name" label={t('fields.name')} required dir="ltr" />
          <TextInput form={form} name="nameArabic" label={t('fields.nameArabic')} required dir="rtl" />
          <Select form={form} name="type" label={t('fields.type')} options={typeOptions} required />
          <TextInput form={form} name="establishedYear" label={t('universities.fields.establishedYear')} type="number" min={MIN_FORM_YEAR} max={currentYear} step={1} />
          <TextInput form={form} name="studentCount" label={t('universities.fields.studentCount')} type="number" min={0} step={1} />
          <TextInput form={form} name="website" label={t('universities.fields.website')} type="url" placeholder="https://" />
          <TextInput form={form} name="applicationLink" label={t('fields.applicationLink')} type="url" placeholder="https://" />
          <TextArea form={form} name="description" label={t('fields.description')} dir="ltr" />
          <TextArea form={form} name="descriptionArabic" label={t('fields.descriptionArabic')} dir="rtl" />
        </Tabs.Content>

        <Tabs.Content value="location" forceMount className={panel}>
          <TextInput form={form} name="location.city" label={t('universities.fields.city')} dir="ltr" />
          <TextInput form={form} name="location.cityArabic" label={t('universities.fields.cityArabic')} dir="rtl" />
          <TextInput form={form} name="location.governorate" label={t('universities.fields.governorate')} dir="ltr" />
          <TextInput form={form} name="location.governorateArabic" label={t('universities.fields.governorateArabic')} dir="rtl" />
        </Tabs.Content>

        <Tabs.Content value="fees" forceMount className={panel}>
          <TextInput form={form} name="tuitionRange.min" label={t('universities.fields.tuitionMin')} type="number" min={0} hint={t('universities.fields.blankStaysEmpty')} />
          <TextInput form={form} name="tuitionRange.max" label={t('universities.fields.tuitionMax')} type="number" min={0} hint={t('universities.fields.blankStaysEmpty')} />
          <Select form={form} name="tuitionRange.currency" label={t('fields.currency')} options={currencyOptions} />
          <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-3">
            <legend className="sr-only">{t('universities.fields.tuitionSourceName')}</legend>
            <TextInput form={form} name="tuitionSource.year" label={t('universities.fields.tuitionYear')} hint={t('faculties.feeYearHint')} dir="ltr" />
            <TextInput form={form} name="tuitionSource.sourceName" label={t('universities.fields.tuitionSourceName')} hint={t('universities.fields.tuitionSourceHint')} />
            <TextInput form={form} name="tuitionSource.sourceUrl" label={t('universities.fields.tuitionSourceUrl')} type="url" placeholder="https://" />
          </fieldset>
        </Tabs.Content>

        <Tabs.Content value="rankings" forceMount className={panel}>
          <TextInput form={form} name="rank.local" label={t('universities.fields.localRank')} type="number" min={1} step={1} hint={t('universities.fields.blankStaysEmpty')} />
          <TextInput form={form} name="rank.global" label={t('universities.fields.globalRank')} type="number" min={1} step={1} hint={t('universities.fields.blankStaysEmpty')} />
          {(['local', 'global'] as const).map((which) => (
            <fieldset key={which} className="grid gap-4 md:col-span-2 md:grid-cols-3">
              <legend className="sr-only">{t(`universities.fields.${which}Rank`)}</legend>
              <TextInput form={form} name={`rankSources.${which}.year`} label={t(`universities.fields.${which}RankYear`)} hint={t('universities.fields.rankYearHint')} dir="ltr" />
              <TextInput form={form} name={`rankSources.${which}.sourceName`} label={t(`universities.fields.${which}RankSourceName`)} hint={t('universities.fields.rankSourceHint')} />
              <TextInput form={form} name={`rankSources.${which}.sourceUrl`} label={t(`universities.fields.${which}RankSourceUrl`)} type="url" placeholder="https://" />
            </fieldset>
          ))}
          <TextInput form={form} name="rating" label={t('universities.fields.rating')} type="number" min={0} max={5} step={0.1} />
        </Tabs.Content>

        <Tabs.Content value="photos" forceMount className={panel}>
          <TextArea
            form={form}
            name="photos.gallery"
            label={t('universities.fields.gallery')}
            hint={t('universities.fields.galleryHint')}
            dir="ltr"
            rows={4}
            className="md:col-span-2"
          />
        </Tabs.Content>

        <Tabs.Content value="faculties" forceMount className="data-[state=inactive]:hidden">
          <FacultiesEditor form={form} />
        </Tabs.Content>
      </form>
      {section === 'photos' && photosExtra}
      <FormActions
        form={UNIVERSITY_FORM_ID}
        saving={saving}
        onCancel={onCancel}
        submitLabel={university ? t('universities.update') : t('universities.create')}
        className="sticky bottom-0 -mb-4 border-t border-slate-200 bg-white py-4 dark:border-slate-700 dark:bg-slate-900"
        leading={
          onDelete && (
            <Button variant="danger" onClick={onDelete} aria-label={t('actions.deleteNamed', { name: university?.name ?? '' })}>
              <Trash2 aria-hidden className="size-4" />
              {t('actions.delete')}
            </Button>
          )
        }
      />
    </Tabs.Root>
  );
}
