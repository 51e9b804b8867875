import { useMemo } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, UNIVERSITY_TYPES, ZCreateUniversity, type TCreateUniversity, type TUniversity } from '@dalil/contracts/catalogue/university';
import { FacultiesEditor, facultyToForm, type FacultyForm } from './faculties-editor.tsx';
import { contractResolver, toLines, toText } from './form-support.ts';
import { Select, TextArea, TextInput, FormActions } from './form-inputs.tsx';

export interface UniversityForm {
  name: string;
  nameArabic: string;
  type: string;
  location: { city: string; cityArabic: string; governorate: string; governorateArabic: string };
  rating: string;
  rank: { local: string; global: string };
  establishedYear: string;
  studentCount: string;
  tuitionRange: { min: string; max: string; currency: string };
  faculties: FacultyForm[];
  photos: { gallery: string };
  website: string;
  applicationLink: string;
  description: string;
  descriptionArabic: string;
}

const MIN_FORM_YEAR = 1800;

export function universityToForm(u?: TUniversity): UniversityForm {
  return {
    name: u?.name ?? '',
    nameArabic: u?.nameArabic ?? '',
    type: u?.type ?? 'public',
    location: {
      city: u?.location.city ?? '',
      cityArabic: u?.location.cityArabic ?? '',
      governorate: u?.location.governorate ?? '',
      governorateArabic: u?.location.governorateArabic ?? '',
    },
    rating: toText(u?.rating),
    rank: { local: toText(u?.rank.local), global: toText(u?.rank.global) },
    establishedYear: toText(u?.establishedYear),
    studentCount: toText(u?.studentCount),
    tuitionRange: { min: toText(u?.tuitionRange.min), max: toText(u?.tuitionRange.max), currency: u?.tuitionRange.currency ?? 'EGP' },
    faculties: (u?.faculties ?? []).map(facultyToForm),
    photos: { gallery: toLines(u?.photos.gallery) },
    website: u?.website ?? '',
    applicationLink: u?.applicationLink ?? '',
    description: u?.description ?? '',
    descriptionArabic: u?.descriptionArabic ?? '',
  };
}

/**
 * The form's own rule on top of the contract: the thumbnail is the first photo. A blank rank or
 * fee stays blank: a figure is a fact from a source, never a default.
 */
function prepare(values: Record<string, unknown>) {
  const v = values as { photos?: { gallery?: unknown } };
  const gallery = typeof v.photos?.gallery === 'string' ? v.photos.gallery.split(/\r?\n/).map((s) => s.trim()).filter(Boolean) : [];
  return {
    ...values,
    photos: { gallery, thumbnail: gallery[0] ?? null },
  };
}

export function UniversityFormView({
  university,
  saving,
  onSave,
  onCancel,
}: {
  university?: TUniversity;
  saving: boolean;
  onSave: (body: TCreateUniversity, setError: UseFormSetError<UniversityForm>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-catalogue');
  const currentYear = new Date().getFullYear();
  // The form keeps the spec's 1800 lower bound for new values; a stored older year (Al-Azhar, 972) may stay.
  const schema = useMemo(
    () =>
      ZCreateUniversity.superRefine((u, ctx) => {
        if (u.establishedYear != null && u.establishedYear < MIN_FORM_YEAR && u.establishedYear !== university?.establishedYear) {
          ctx.addIssue({ code: 'custom', path: ['establishedYear'], message: `Established year must be between ${MIN_FORM_YEAR} and ${currentYear}` });
        }
      }),
    [university?.establishedYear, currentYear],
  );
  const form = useForm<UniversityForm, unknown, TCreateUniversity>({
    resolver: contractResolver<UniversityForm, TCreateUniversity>(schema, prepare),
    defaultValues: universityToForm(university),
  });
  const typeOptions = UNIVERSITY_TYPES.map((value) => ({ value, label: t(`universities.types.${value}`) }));
  const currencyOptions = CURRENCIES.map((value) => ({ value, label: value }));

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={form.handleSubmit((body) => onSave(body, form.setError))}
      aria-label={university ? t('universities.editTitle') : t('universities.addTitle')}
    >
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">{t('universities.sections.basics')}</legend>
        <TextInput form={form} name="name" label={t('fields.name')} required dir="ltr" />
        <TextInput form={form} name="nameArabic" label={t('fields.nameArabic')} required dir="rtl" />
        <Select form={form} name="type" label={t('fields.type')} options={typeOptions} required />
        <TextInput form={form} name="establishedYear" label={t('universities.fields.establishedYear')} type="number" min={MIN_FORM_YEAR} max={currentYear} step={1} />
        <TextInput form={form} name="rank.local" label={t('universities.fields.localRank')} type="number" min={1} step={1} />
        <TextInput form={form} name="rank.global" label={t('universities.fields.globalRank')} type="number" min={1} step={1} />
        <TextInput form={form} name="rating" label={t('universities.fields.rating')} type="number" min={0} max={5} step={0.1} />
        <TextInput form={form} name="studentCount" label={t('universities.fields.studentCount')} type="number" min={0} step={1} />
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">{t('universities.sections.location')}</legend>
        <TextInput form={form} name="location.city" label={t('universities.fields.city')} dir="ltr" />
        <TextInput form={form} name="location.cityArabic" label={t('universities.fields.cityArabic')} dir="rtl" />
        <TextInput form={form} name="location.governorate" label={t('universities.fields.governorate')} dir="ltr" />
        <TextInput form={form} name="location.governorateArabic" label={t('universities.fields.governorateArabic')} dir="rtl" />
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-lg font-bold">{t('universities.sections.tuition')}</legend>
        <TextInput form={form} name="tuitionRange.min" label={t('universities.fields.tuitionMin')} type="number" min={0} />
        <TextInput form={form} name="tuitionRange.max" label={t('universities.fields.tuitionMax')} type="number" min={0} hint={t('universities.fields.tuitionMaxHint')} />
        <Select form={form} name="tuitionRange.currency" label={t('fields.currency')} options={currencyOptions} />
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">{t('universities.sections.links')}</legend>
        <TextInput form={form} name="website" label={t('universities.fields.website')} type="url" placeholder="https://" />
        <TextInput form={form} name="applicationLink" label={t('fields.applicationLink')} type="url" placeholder="https://" />
        <TextArea form={form} name="description" label={t('fields.description')} dir="ltr" />
        <TextArea form={form} name="descriptionArabic" label={t('fields.descriptionArabic')} dir="rtl" />
        <TextArea
          form={form}
          name="photos.gallery"
          label={t('universities.fields.gallery')}
          hint={t('universities.fields.galleryHint')}
          dir="ltr"
          rows={4}
          className="md:col-span-2"
        />
      </fieldset>

      <FacultiesEditor form={form} />

      <FormActions saving={saving} onCancel={onCancel} submitLabel={university ? t('universities.update') : t('universities.create')} className="sticky bottom-0 -mb-4 border-t border-slate-200 bg-white py-4 dark:border-slate-700 dark:bg-slate-900" />
    </form>
  );
}

