import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, FileText, MessageCircle, Save, XCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZUpdateServicesConfig, type TUpdateServicesConfig } from '@dalil/contracts/config/services-config';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field, inputClasses } from '../../../shared/ui/input.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useAdminServicesConfig, useSaveServicesConfig } from '../api/admin-services-config.ts';

/** The contract's rules, said in the page's language (the server speaks English). */
const RULE_KEYS: Array<[RegExp, string]> = [
  [/^The form link must be a web address/, 'errors.formLink'],
  [/^The WhatsApp number must start with \+/, 'errors.whatsapp'],
  [/must be at most 500 characters$/, 'errors.formLinkLength'],
  [/must be at most 1000 characters$/, 'errors.messageLength'],
];

const EMPTY: TUpdateServicesConfig = { isAvailable: true, googleFormUrl: '', whatsappNumber: '', message: '', messageArabic: '' };

/** `/admin/services`: availability, form link, WhatsApp number and messages of the services page. */
export function Component() {
  const { t } = useTranslation('admin-services');
  useDocumentMeta(t('title'));
  const config = useAdminServicesConfig();
  const save = useSaveServicesConfig();
  const id = useId();
  const [banner, setBanner] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<TUpdateServicesConfig>({ resolver: zodResolver(ZUpdateServicesConfig), defaultValues: EMPTY });

  useEffect(() => {
    if (config.data) {
      const { isAvailable, googleFormUrl, whatsappNumber, message, messageArabic } = config.data;
      reset({ isAvailable, googleFormUrl, whatsappNumber, message, messageArabic });
    }
  }, [config.data, reset]);

  const onSubmit = handleSubmit((values) => {
    setBanner(null);
    save.mutate(values, {
      onSuccess: () => setBanner({ ok: true, text: t('saved') }),
      onError: () => setBanner({ ok: false, text: t('saveFailed') }),
    });
  });

  const errorText = (message?: string) => {
    if (!message) return undefined;
    const key = RULE_KEYS.find(([pattern]) => pattern.test(message))?.[1];
    return key ? t(key) : message;
  };

  if (config.isPending) return <Spinner />;
  if (config.isError) return <ErrorState message={t('loadFailed')} onRetry={() => void config.refetch()} />;

  return (
    <div>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {banner && (
        <p
          role="status"
          className={`mb-6 flex items-center gap-2 rounded-lg p-3 font-bold ${banner.ok ? 'bg-green-50 text-green-800 dark:bg-green-950/50 dark:text-green-200' : 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200'}`}
        >
          {banner.ok ? <CheckCircle2 aria-hidden className="size-5" /> : <XCircle aria-hidden className="size-5" />}
          {banner.text}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
          <h2 className="text-xl font-bold">{t('form.title')}</h2>
          <label className="flex items-center gap-3 font-bold">
            <input type="checkbox" className="size-5 accent-brand-700" {...register('isAvailable')} />
            {t('form.isAvailable')}
          </label>
          <Field id={`${id}-form`} label={t('form.googleFormUrl')} error={errorText(errors.googleFormUrl?.message)} hint={t('form.googleFormUrlHint')}>
            <input id={`${id}-form`} type="url" dir="ltr" className={inputClasses(Boolean(errors.googleFormUrl))} {...register('googleFormUrl')} />
          </Field>
          <Field id={`${id}-whatsapp`} label={t('form.whatsappNumber')} error={errorText(errors.whatsappNumber?.message)} hint={t('form.whatsappHint')}>
            <input id={`${id}-whatsapp`} type="tel" dir="ltr" placeholder="+20" className={inputClasses(Boolean(errors.whatsappNumber))} {...register('whatsappNumber')} />
          </Field>
          <Field id={`${id}-message`} label={t('form.message')} error={errorText(errors.message?.message)}>
            <textarea id={`${id}-message`} rows={3} dir="ltr" className={inputClasses(Boolean(errors.message))} {...register('message')} />
          </Field>
          <Field id={`${id}-message-ar`} label={t('form.messageArabic')} error={errorText(errors.messageArabic?.message)}>
            <textarea id={`${id}-message-ar`} rows={3} dir="rtl" lang="ar" className={inputClasses(Boolean(errors.messageArabic))} {...register('messageArabic')} />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            <Save aria-hidden className="size-4" />
            {save.isPending ? t('form.saving') : t('form.save')}
          </Button>
        </form>
        <Preview control={control} />
      </div>
    </div>
  );
}

function Preview({ control }: { control: Control<TUpdateServicesConfig> }) {
  const { t, i18n } = useTranslation('admin-services');
  const values = useWatch({ control });
  const message = i18n.language === 'ar' ? values.messageArabic || values.message : values.message || values.messageArabic;
  return (
    <section aria-labelledby="services-preview" className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="services-preview" className="mb-4 text-xl font-bold">
        {t('preview.title')}
      </h2>
      <p
        data-testid="services-preview-state"
        className={`flex items-center gap-2 rounded-lg p-3 font-bold ${values.isAvailable ? 'bg-green-50 text-green-800 dark:bg-green-950/50 dark:text-green-200' : 'bg-amber-50 text-amber-900 dark:bg-amber-950/50 dark:text-amber-200'}`}
      >
        {values.isAvailable ? <CheckCircle2 aria-hidden className="size-5" /> : <XCircle aria-hidden className="size-5" />}
        {values.isAvailable ? t('preview.available') : t('preview.unavailable')}
      </p>
      {message && <p className="mt-4 whitespace-pre-line text-slate-700 dark:text-slate-300">{message}</p>}
      <dl className="mt-4 grid gap-2">
        <div className="flex items-center gap-2">
          <MessageCircle aria-hidden className="size-4" />
          <dt className="font-bold">{t('preview.whatsapp')}</dt>
          <dd dir="ltr">{values.whatsappNumber || t('preview.notSet')}</dd>
        </div>
        <div className="flex items-center gap-2">
          <FileText aria-hidden className="size-4" />
          <dt className="font-bold">{t('preview.formLink')}</dt>
          <dd dir="ltr" className="break-all">{values.googleFormUrl || t('preview.notSet')}</dd>
        </div>
      </dl>
    </section>
  );
}
