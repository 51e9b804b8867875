import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROGRAM_LANGUAGES, PROGRAM_TYPES, ZCreateProgram, type TCreateProgram, type TProgram } from '@dalil/contracts/catalogue/program';
import { CURRENCIES } from '@dalil/contracts/catalogue/university';
import { useLocalized } from '../../../shared/i18n/format.ts';
import { ErrorState } from '../../../shared/ui/states.tsx';
import { useAdminList } from '../api/admin-catalogue-resource.ts';
import { contractResolver, toText } from './form-support.ts';
import { Checkbox, Select, TextArea, TextInput, FormActions } from './form-inputs.tsx';
import type { RecordFormProps } from './record-table-page.tsx';

export interface ProgramForm {
  universityId: string;
  type: string;
  duration: string;
  name: string;
  nameArabic: string;
  faculty: string;
  facultyArabic: string;
  specialization: string;
  language: string;
  tuition: { annual: string; currency: string };
  requirements: { gpa: string; degree: string; degreeArabic: string };
  applicationDeadline: string;
  applicationLink: string;
  onlineAvailable: boolean;
  description: string;
  descriptionArabic: string;
  isActive: boolean;
}

function toForm(p?: TProgram): ProgramForm {
  return {
    universityId: p?.universityId ?? '',
    type: p?.type ?? 'masters',
    // The spec's default duration: 2 years.
    duration: toText(p ? p.duration : 2),
    name: p?.name ?? '',
    nameArabic: p?.nameArabic ?? '',
    faculty: p?.faculty ?? '',
    facultyArabic: p?.facultyArabic ?? '',
    specialization: p?.specialization ?? '',
    language: p?.language ?? 'english',
    tuition: { annual: toText(p?.tuition.annual), currency: p?.tuition.currency ?? 'EGP' },
    requirements: { gpa: toText(p?.requirements.gpa), degree: p?.requirements.degree ?? '', degreeArabic: p?.requirements.degreeArabic ?? '' },
    applicationDeadline: p?.applicationDeadline ?? '',
    applicationLink: p?.applicationLink ?? '',
    onlineAvailable: p?.onlineAvailable ?? false,
    description: p?.description ?? '',
    descriptionArabic: p?.descriptionArabic ?? '',
    isActive: p?.isActive ?? true,
  };
}

/** The program form; the chosen university's names are copied by the server. */
export function ProgramFormView({ record, saving, onSave, onCancel }: RecordFormProps<TProgram, TCreateProgram, ProgramForm>) {
  const { t } = useTranslation('admin-catalogue');
  const localized = useLocalized();
  const universities = useAdminList('universities');
  const form = useForm<ProgramForm, unknown, TCreateProgram>({
    resolver: contractResolver<ProgramForm, TCreateProgram>(ZCreateProgram),
    defaultValues: toForm(record),
  });
  if (universities.isError) return <ErrorState message={t('programs.loadDataError')} onRetry={() => void universities.refetch()} />;
  const universityOptions = [
    { value: '', label: universities.isPending ? t('programs.loadingUniversities') : t('programs.chooseUniversity') },
    ...(universities.data ?? []).map((u) => ({ value: u.id, label: localized(u.name, u.nameArabic) })),
  ];
  return (
    <form noValidate className="grid gap-4 md:grid-cols-2" onSubmit={form.handleSubmit((body) => onSave(body, form.setError))}>
      <Select form={form} name="universityId" label={t('programs.fields.university')} required options={universityOptions} className="md:col-span-2" />
      <Select form={form} name="type" label={t('fields.type')} required options={PROGRAM_TYPES.map((value) => ({ value, label: t(`programs.types.${value}`) }))} />
      <TextInput form={form} name="duration" label={t('programs.fields.duration')} type="number" min={1} max={10} step={1} required />
      <TextInput form={form} name="name" label={t('fields.name')} required dir="ltr" />
      <TextInput form={form} name="nameArabic" label={t('fields.nameArabic')} required dir="rtl" />
      <TextInput form={form} name="faculty" label={t('programs.fields.faculty')} required dir="ltr" />
      <TextInput form={form} name="facultyArabic" label={t('programs.fields.facultyArabic')} required dir="rtl" />
      <TextInput form={form} name="specialization" label={t('programs.fields.specialization')} dir="ltr" />
      <Select form={form} name="language" label={t('programs.fields.language')} required options={PROGRAM_LANGUAGES.map((value) => ({ value, label: t(`programs.languages.${value}`) }))} />
      <TextInput form={form} name="tuition.annual" label={t('programs.fields.annualTuition')} type="number" min={0} required />
      <Select form={form} name="tuition.currency" label={t('fields.currency')} required options={CURRENCIES.map((value) => ({ value, label: value }))} />
      <TextInput form={form} name="requirements.gpa" label={t('fields.minGpa')} type="number" min={0} max={4} step={0.1} required />
      <TextInput form={form} name="applicationDeadline" label={t('programs.fields.deadline')} type="date" required dir="ltr" />
      <TextInput form={form} name="requirements.degree" label={t('programs.fields.degree')} required dir="ltr" />
      <TextInput form={form} name="requirements.degreeArabic" label={t('programs.fields.degreeArabic')} required dir="rtl" />
      <TextArea form={form} name="description" label={t('fields.description')} required dir="ltr" />
      <TextArea form={form} name="descriptionArabic" label={t('fields.descriptionArabic')} required dir="rtl" />
      <TextInput form={form} name="applicationLink" label={t('fields.applicationLink')} type="url" placeholder="https://" required className="md:col-span-2" />
      <Checkbox form={form} name="onlineAvailable" label={t('programs.fields.onlineAvailable')} />
      <Checkbox form={form} name="isActive" label={t('fields.isActive')} />
      <FormActions saving={saving} onCancel={onCancel} submitLabel={record ? t('programs.update') : t('programs.create')} className="md:col-span-2" />
    </form>
  );
}
