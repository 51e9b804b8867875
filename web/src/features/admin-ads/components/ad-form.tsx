import { zodResolver } from '@hookform/resolvers/zod';
import { AD_POSITIONS, AD_TYPES, isMarkupType, ZAdInput, type TAd, type TAdValues } from '@dalil/contracts/ads/ad';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../shared/ui/button.tsx';
import { Field, inputClasses } from '../../../shared/ui/input.tsx';
import { MediaPreview } from './media-preview.tsx';
import { SampleUrls } from './sample-urls.tsx';
import { Options } from '../../../shared/ui/select-field.tsx';

type FormValues = z.input<typeof ZAdInput>;

/** New-ad defaults (admin-side section 3): image, homepage-hero, active, priority 5, the rest empty. */
const EMPTY: FormValues = {
  title: '',
  titleArabic: '',
  description: '',
  descriptionArabic: '',
  type: 'image',
  mediaUrl: '',
  markup: '',
  clickUrl: '',
  position: 'homepage-hero',
  priority: 5,
  targetAudience: '',
  isActive: true,
  startDate: '',
  endDate: '',
};

function formValuesOf(ad: TAd | undefined): FormValues {
  if (!ad) return EMPTY;
  return {
    title: ad.title,
    titleArabic: ad.titleArabic,
    description: ad.description,
    descriptionArabic: ad.descriptionArabic,
    type: ad.type,
    mediaUrl: ad.mediaUrl ?? '',
    markup: ad.markup ?? '',
    clickUrl: ad.clickUrl ?? '',
    position: ad.position,
    priority: ad.priority,
    targetAudience: ad.targetAudience.join(', '),
    isActive: ad.isActive,
    startDate: ad.startDate?.slice(0, 10) ?? '',
    endDate: ad.endDate?.slice(0, 10) ?? '',
  };
}

/**
 * 'Add New Ad' / 'Edit Ad' (admin-side section 2), validated by the same schema the service
 * uses; field messages in the reader's language.
 */
export function AdForm({ ad, busy, onSubmit, onCancel }: { ad?: TAd; busy: boolean; onSubmit: (values: TAdValues) => void; onCancel: () => void }) {
  const { t } = useTranslation('admin-ads');
  const form = useForm<FormValues, unknown, TAdValues>({ resolver: zodResolver(ZAdInput), defaultValues: formValuesOf(ad) });
  const { register, handleSubmit, formState, control, setValue, reset } = form;
  const [mediaUrl, type] = useWatch({ control, name: ['mediaUrl', 'type'] });
  const error = (name: keyof FormValues) => (formState.errors[name] ? t(`form.errors.${name}`) : undefined);
  const id = (name: string) => `ad-${name}`;
  const text = (name: 'title' | 'titleArabic' | 'mediaUrl' | 'clickUrl', extra: { dir?: 'ltr' | 'rtl'; required?: boolean; hint?: string } = {}) => (
    <Field id={id(name)} label={t(`form.${name}`)} error={error(name)} required={extra.required} hint={extra.hint}>
      <input id={id(name)} dir={extra.dir} className={inputClasses(Boolean(formState.errors[name]))} aria-invalid={Boolean(formState.errors[name])} {...register(name)} />
    </Field>
  );
  const cancel = () => {
    reset(EMPTY);
    onCancel();
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900 md:grid-cols-2" aria-labelledby="ad-form-title">
      <h2 id="ad-form-title" className="text-xl font-bold md:col-span-2">
        {ad ? t('form.editTitle') : t('form.addTitle')}
      </h2>
      {text('title', { required: true, dir: 'ltr' })}
      {text('titleArabic', { required: true, dir: 'rtl' })}
      <Field id={id('description')} label={t('form.description')} error={error('description')} required>
        <textarea id={id('description')} dir="ltr" rows={3} className={inputClasses(Boolean(formState.errors.description))} {...register('description')} />
      </Field>
      <Field id={id('descriptionArabic')} label={t('form.descriptionArabic')} error={error('descriptionArabic')} required>
        <textarea id={id('descriptionArabic')} dir="rtl" rows={3} className={inputClasses(Boolean(formState.errors.descriptionArabic))} {...register('descriptionArabic')} />
      </Field>
      <Field id={id('type')} label={t('form.type')}>
        <select id={id('type')} className={inputClasses()} {...register('type')}>
          <Options values={AD_TYPES} label={(value) => t(`types.${value}`)} />
        </select>
      </Field>
      <Field id={id('position')} label={t('form.position')} error={error('position')}>
        <select id={id('position')} className={inputClasses()} {...register('position')}>
          <Options values={AD_POSITIONS} label={(value) => t(`positions.${value}`)} />
        </select>
      </Field>
      {isMarkupType(type ?? 'image') ? (
        <Field id={id('markup')} label={t('form.markup')} error={error('markup')} required hint={t('form.markupHint')} className="md:col-span-2">
          <textarea id={id('markup')} dir="ltr" rows={5} className={inputClasses(Boolean(formState.errors.markup), 'font-mono text-sm')} aria-invalid={Boolean(formState.errors.markup)} {...register('markup')} />
        </Field>
      ) : (
      <div className="grid gap-2 md:col-span-2">
        {text('mediaUrl', { required: true, dir: 'ltr', hint: type === 'video' ? t('form.videoHint') : t('form.imageHint') })}
        <MediaPreview key={`${type}:${String(mediaUrl)}`} url={String(mediaUrl ?? '')} type={type === 'video' ? 'video' : 'image'} />
        <SampleUrls
          onPick={(url, kind) => {
            setValue('mediaUrl', url, { shouldValidate: true });
            setValue('type', kind);
          }}
        />
      </div>
      )}
      {text('clickUrl', { dir: 'ltr' })}
      <Field id={id('priority')} label={t('form.priority')} error={error('priority')} hint={t('form.priorityHint')}>
        <input id={id('priority')} type="number" min={1} max={10} step={1} className={inputClasses(Boolean(formState.errors.priority))} {...register('priority')} />
      </Field>
      <Field id={id('targetAudience')} label={t('form.targetAudience')} error={error('targetAudience')} hint={t('form.targetAudienceHint')} className="md:col-span-2">
        <input id={id('targetAudience')} className={inputClasses(Boolean(formState.errors.targetAudience))} {...register('targetAudience')} />
      </Field>
      <Field id={id('startDate')} label={t('form.startDate')} error={error('startDate')}>
        <input id={id('startDate')} type="date" className={inputClasses(Boolean(formState.errors.startDate))} {...register('startDate')} />
      </Field>
      <Field id={id('endDate')} label={t('form.endDate')} error={error('endDate')}>
        <input id={id('endDate')} type="date" className={inputClasses(Boolean(formState.errors.endDate))} {...register('endDate')} />
      </Field>
      <label className="flex items-center gap-2 font-bold md:col-span-2">
        <input type="checkbox" className="size-4" {...register('isActive')} />
        {t('form.isActive')}
      </label>
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" disabled={busy}>
          {ad ? t('form.update') : t('form.create')}
        </Button>
        <Button variant="secondary" onClick={cancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
