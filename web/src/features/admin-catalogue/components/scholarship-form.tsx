import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SCHOLARSHIP_COVERAGES,
  SCHOLARSHIP_CURRENCIES,
  ZCreateScholarship,
  type TCreateScholarship,
  type TScholarship,
} from '@dalil/contracts/catalogue/scholarship';
import { contractResolver, toCommaList, toLines, toText } from './form-support.ts';
import { Checkbox, Select, TextArea, TextInput, FormActions } from './form-inputs.tsx';
import type { RecordFormProps } from './record-table-page.tsx';

export interface ScholarshipForm {
  name: string;
  nameArabic: string;
  provider: string;
  providerArabic: string;
  country: string;
  type: string;
  coverage: string;
  amount: string;
  currency: string;
  deadline: string;
  eligibility: { gpa: string; age: { min: string; max: string }; fields: string; nationality: string };
  benefits: string;
  benefitsArabic: string;
  applicationLink: string;
  description: string;
  descriptionArabic: string;
  isActive: boolean;
}

/** The form offers the spec's local/international/mixed; `local` is stored as domestic. */
const FORM_TYPES = ['local', 'international', 'mixed'] as const;

function toForm(s?: TScholarship): ScholarshipForm {
  return {
    name: s?.name ?? '',
    nameArabic: s?.nameArabic ?? '',
    provider: s?.provider ?? '',
    providerArabic: s?.providerArabic ?? '',
    country: s?.country ?? '',
    type: !s || s.type === 'domestic' ? 'local' : s.type,
    coverage: s?.coverage ?? 'full',
    amount: toText(s?.amount),
    currency: s?.currency ?? 'USD',
    deadline: s?.deadline ?? '',
    // The spec's defaults: GPA 3, age 18 to 35, nationality Egyptian.
    eligibility: {
      gpa: toText(s ? s.eligibility.gpa : 3),
      age: { min: toText(s ? s.eligibility.age.min : 18), max: toText(s ? s.eligibility.age.max : 35) },
      fields: toCommaList(s?.eligibility.fields),
      nationality: s ? toCommaList(s.eligibility.nationality) : 'Egyptian',
    },
    benefits: toLines(s?.benefits),
    benefitsArabic: toLines(s?.benefitsArabic),
    applicationLink: s?.applicationLink ?? '',
    description: s?.description ?? '',
    descriptionArabic: s?.descriptionArabic ?? '',
    isActive: s?.isActive ?? true,
  };
}

export function ScholarshipFormView({ record, saving, onSave, onCancel }: RecordFormProps<TScholarship, TCreateScholarship, ScholarshipForm>) {
  const { t } = useTranslation('admin-catalogue');
  const form = useForm<ScholarshipForm, unknown, TCreateScholarship>({
    resolver: contractResolver<ScholarshipForm, TCreateScholarship>(ZCreateScholarship),
    defaultValues: toForm(record),
  });
  return (
    <form noValidate className="grid gap-4 md:grid-cols-2" onSubmit={form.handleSubmit((body) => onSave(body, form.setError))}>
      <TextInput form={form} name="name" label={t('fields.name')} required dir="ltr" />
      <TextInput form={form} name="nameArabic" label={t('fields.nameArabic')} required dir="rtl" />
      <TextInput form={form} name="provider" label={t('scholarships.fields.provider')} required dir="ltr" />
      <TextInput form={form} name="providerArabic" label={t('scholarships.fields.providerArabic')} dir="rtl" />
      <Select form={form} name="type" label={t('fields.type')} required options={FORM_TYPES.map((value) => ({ value, label: t(`scholarships.types.${value}`) }))} />
      <Select
        form={form}
        name="coverage"
        label={t('scholarships.fields.coverage')}
        required
        options={SCHOLARSHIP_COVERAGES.map((value) => ({ value, label: t(`scholarships.coverages.${value}`) }))}
      />
      <TextInput form={form} name="amount" label={t('scholarships.fields.amount')} type="number" min={0} />
      <Select form={form} name="currency" label={t('fields.currency')} required options={SCHOLARSHIP_CURRENCIES.map((value) => ({ value, label: value }))} />
      <TextInput form={form} name="deadline" label={t('scholarships.fields.deadline')} type="date" required dir="ltr" />
      <TextInput form={form} name="country" label={t('scholarships.fields.country')} dir="ltr" />
      <TextInput form={form} name="eligibility.gpa" label={t('fields.minGpa')} type="number" min={0} max={4} step={0.1} required />
      <div className="grid grid-cols-2 gap-4">
        <TextInput form={form} name="eligibility.age.min" label={t('scholarships.fields.ageMin')} type="number" min={0} max={120} />
        <TextInput form={form} name="eligibility.age.max" label={t('scholarships.fields.ageMax')} type="number" min={0} max={120} />
      </div>
      <TextInput form={form} name="eligibility.fields" label={t('scholarships.fields.fields')} hint={t('hints.commaSeparated')} />
      <TextInput form={form} name="eligibility.nationality" label={t('scholarships.fields.nationality')} hint={t('hints.commaSeparated')} />
      <TextArea form={form} name="benefits" label={t('scholarships.fields.benefits')} hint={t('hints.onePerLine')} dir="ltr" />
      <TextArea form={form} name="benefitsArabic" label={t('scholarships.fields.benefitsArabic')} hint={t('hints.onePerLine')} dir="rtl" />
      <TextArea form={form} name="description" label={t('fields.description')} required dir="ltr" />
      <TextArea form={form} name="descriptionArabic" label={t('fields.descriptionArabic')} required dir="rtl" />
      <TextInput form={form} name="applicationLink" label={t('fields.applicationLink')} type="url" placeholder="https://" required className="md:col-span-2" />
      <Checkbox form={form} name="isActive" label={t('fields.isActive')} />
      <FormActions saving={saving} onCancel={onCancel} submitLabel={record ? t('scholarships.update') : t('scholarships.create')} className="md:col-span-2" />
    </form>
  );
}
