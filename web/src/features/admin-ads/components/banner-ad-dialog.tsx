import { zodResolver } from '@hookform/resolvers/zod';
import { BANNER_SLOTS, BANNER_TYPES, ZBannerAdInput, type TBannerAdValues } from '@dalil/contracts/ads/banner-ad';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import type { z } from 'zod';
import { getAdminSession } from '../../../shared/auth/admin-session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/dialog.tsx';
import { Field, inputClasses } from '../../../shared/ui/input.tsx';
import { useCreateBannerAd } from '../api/banner-ads.ts';
import { Options } from '../../../shared/ui/select-field.tsx';

type FormValues = z.input<typeof ZBannerAdInput>;

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A new banner ad: active, from today, for 30 days (admin-side section 3). */
const defaults = (): FormValues => ({
  name: '',
  position: 'top-banner',
  type: 'image',
  content: { imageUrl: '', linkUrl: '', altText: '', htmlContent: '', adsenseCode: '' },
  targeting: { pages: ['all'], userTypes: ['all'] },
  scheduling: { startDate: day(0), endDate: day(30), isActive: true },
});

export function BannerAdDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin-ads');
  const create = useCreateBannerAd();
  const { register, handleSubmit, control, formState, reset } = useForm<FormValues, unknown, TBannerAdValues>({
    resolver: zodResolver(ZBannerAdInput),
    defaultValues: defaults(),
  });
  const type = useWatch({ control, name: 'type' });
  const errors = formState.errors as Record<string, unknown> & { content?: Record<string, unknown>; scheduling?: Record<string, unknown> };
  const message = (has: unknown, key: string) => (has ? t(`banner.errors.${key}`) : undefined);

  const submit = (values: TBannerAdValues) =>
    create.mutate(
      { ...values, createdBy: getAdminSession()?.user.username ?? '' },
      {
        onSuccess: () => {
          toast.success(t('banner.created'));
          reset(defaults());
          onOpenChange(false);
        },
        onError: (error) => toast.error(t('banner.createFailed', { message: error instanceof Error ? error.message : String(error) })),
      },
    );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('banner.dialogTitle')} wide>
      <form onSubmit={handleSubmit(submit)} noValidate className="grid gap-4 md:grid-cols-2">
        <Field id="banner-name" label={t('banner.name')} required error={message(errors.name, 'name')} className="md:col-span-2">
          <input id="banner-name" className={inputClasses(Boolean(errors.name))} {...register('name')} />
        </Field>
        <Field id="banner-position" label={t('banner.position')}>
          <select id="banner-position" className={inputClasses()} {...register('position')}>
            <Options values={BANNER_SLOTS} label={(slot) => t(`slots.${slot}`)} />
          </select>
        </Field>
        <Field id="banner-type" label={t('banner.type')}>
          <select id="banner-type" className={inputClasses()} {...register('type')}>
            <Options values={BANNER_TYPES} label={(value) => t(`bannerTypes.${value}`)} />
          </select>
        </Field>
        {type === 'image' && (
          <>
            <Field id="banner-image" label={t('banner.imageUrl')} required error={message(errors.content?.imageUrl, 'imageUrl')}>
              <input id="banner-image" type="url" dir="ltr" className={inputClasses(Boolean(errors.content?.imageUrl))} {...register('content.imageUrl')} />
            </Field>
            <Field id="banner-alt" label={t('banner.altText')}>
              <input id="banner-alt" className={inputClasses()} {...register('content.altText')} />
            </Field>
          </>
        )}
        {type === 'html' && (
          <Field id="banner-html" label={t('banner.htmlContent')} required hint={t('banner.sandboxHint')} error={message(errors.content?.htmlContent, 'htmlContent')} className="md:col-span-2">
            <textarea id="banner-html" dir="ltr" rows={5} className={inputClasses(Boolean(errors.content?.htmlContent), 'font-mono text-sm')} {...register('content.htmlContent')} />
          </Field>
        )}
        {type === 'adsense' && (
          <Field id="banner-adsense" label={t('banner.adsenseCode')} required hint={t('banner.sandboxHint')} error={message(errors.content?.adsenseCode, 'adsenseCode')} className="md:col-span-2">
            <textarea id="banner-adsense" dir="ltr" rows={5} className={inputClasses(Boolean(errors.content?.adsenseCode), 'font-mono text-sm')} {...register('content.adsenseCode')} />
          </Field>
        )}
        <Field id="banner-link" label={t('banner.linkUrl')} error={message(errors.content?.linkUrl, 'linkUrl')} className="md:col-span-2">
          <input id="banner-link" type="url" dir="ltr" className={inputClasses(Boolean(errors.content?.linkUrl))} {...register('content.linkUrl')} />
        </Field>
        <Field id="banner-start" label={t('banner.startDate')}>
          <input id="banner-start" type="date" className={inputClasses()} {...register('scheduling.startDate')} />
        </Field>
        <Field id="banner-end" label={t('banner.endDate')} error={message(errors.scheduling?.endDate, 'endDate')}>
          <input id="banner-end" type="date" className={inputClasses(Boolean(errors.scheduling?.endDate))} {...register('scheduling.endDate')} />
        </Field>
        <label className="flex items-center gap-2 font-bold md:col-span-2">
          <input type="checkbox" className="size-4" {...register('scheduling.isActive')} />
          {t('banner.isActive')}
        </label>
        <div className="flex gap-2 md:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {t('banner.submit')}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
