import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@dalil/contracts/catalogue/university';
import { Button } from '../../../shared/ui/button.tsx';
import { Select, TextArea, TextInput } from './form-inputs.tsx';
import type { TCreateUniversity } from '@dalil/contracts/catalogue/university';
import { emptyFigureSource, type UniversityForm } from '../utils/university-payload.ts';

/** Stored data in both languages (not interface text), hence constants rather than translations. */
const NEW_FACULTY_DURATION = { en: '4 years', ar: '4 سنوات' };

export function FacultiesEditor({ form }: { form: UseFormReturn<UniversityForm, unknown, TCreateUniversity> }) {
  const { t } = useTranslation('admin-catalogue');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'faculties' });
  const currencyOptions = CURRENCIES.map((value) => ({ value, label: value }));

  // The new-faculty template: EGP, four years; names and the fee are left for the admin to type.
  const addFaculty = () =>
    append(
      {
        name: '',
        nameArabic: '',
        description: '',
        descriptionArabic: '',
        // No fee until one is typed with its year and source: a figure is a fact, never a default.
        tuitionPerSemester: { amount: '', currency: 'EGP' },
        tuitionSource: emptyFigureSource(),
        duration: NEW_FACULTY_DURATION.en,
        durationArabic: NEW_FACULTY_DURATION.ar,
        requirements: '',
        requirementsArabic: '',
        availableDegrees: '',
        availableDegreesArabic: '',
        sourceUrl: '',
        kept: null,
      },
      { shouldFocus: true, focusName: `faculties.${fields.length}.name` },
    );

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 flex w-full items-center gap-3 text-lg font-bold">
        {t('faculties.title', { count: fields.length })}
      </legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-2 dark:border-slate-700" data-testid="faculty-editor">
          <div className="flex items-center md:col-span-2">
            <h3 className="font-bold">{t('faculties.number', { number: index + 1 })}</h3>
            <Button variant="ghost" className="ms-auto text-red-700 dark:text-red-400" onClick={() => remove(index)} aria-label={t('faculties.remove', { number: index + 1 })}>
              <Trash2 aria-hidden className="size-4" />
              {t('faculties.removeShort')}
            </Button>
          </div>
          <TextInput form={form} name={`faculties.${index}.name`} label={t('faculties.name')} placeholder={t('faculties.namePlaceholder')} required dir="ltr" />
          <TextInput form={form} name={`faculties.${index}.nameArabic`} label={t('faculties.nameArabic')} placeholder={t('faculties.namePlaceholderArabic')} dir="rtl" />
          <TextArea form={form} name={`faculties.${index}.description`} label={t('fields.description')} dir="ltr" rows={2} />
          <TextArea form={form} name={`faculties.${index}.descriptionArabic`} label={t('fields.descriptionArabic')} dir="rtl" rows={2} />
          <TextInput form={form} name={`faculties.${index}.tuitionPerSemester.amount`} label={t('faculties.tuition')} type="number" min={0} />
          <Select form={form} name={`faculties.${index}.tuitionPerSemester.currency`} label={t('fields.currency')} options={currencyOptions} />
          <TextInput form={form} name={`faculties.${index}.tuitionSource.year`} label={t('faculties.feeYear')} hint={t('faculties.feeYearHint')} dir="ltr" />
          <TextInput form={form} name={`faculties.${index}.tuitionSource.sourceName`} label={t('faculties.feeSourceName')} hint={t('faculties.feeSourceHint')} />
          <TextInput form={form} name={`faculties.${index}.tuitionSource.sourceUrl`} label={t('faculties.feeSourceUrl')} type="url" placeholder="https://" className="md:col-span-2" />
          <TextInput form={form} name={`faculties.${index}.duration`} label={t('faculties.duration')} dir="ltr" />
          <TextInput form={form} name={`faculties.${index}.durationArabic`} label={t('faculties.durationArabic')} dir="rtl" />
          <TextArea form={form} name={`faculties.${index}.requirements`} label={t('faculties.requirements')} hint={t('hints.onePerLine')} dir="ltr" rows={2} />
          <TextArea form={form} name={`faculties.${index}.requirementsArabic`} label={t('faculties.requirementsArabic')} hint={t('hints.onePerLine')} dir="rtl" rows={2} />
          <TextInput form={form} name={`faculties.${index}.availableDegrees`} label={t('faculties.degrees')} hint={t('hints.commaSeparated')} dir="ltr" />
          <TextInput form={form} name={`faculties.${index}.availableDegreesArabic`} label={t('faculties.degreesArabic')} hint={t('hints.commaSeparated')} dir="rtl" />
        </div>
      ))}
      <Button variant="secondary" onClick={addFaculty} className="justify-self-start">
        <Plus aria-hidden className="size-4" />
        {t('faculties.add')}
      </Button>
    </fieldset>
  );
}
