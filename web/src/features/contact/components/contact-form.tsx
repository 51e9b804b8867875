import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import { CONTACT_SUBJECTS, ZContactMessageInput, type TContactMessageInput } from '@dalil/contracts/config/contact-message';
import { ApiError } from '../../../shared/api/api-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { Options } from '../../../shared/ui/select-field.tsx';

type Field = 'name' | 'email' | 'subject' | 'message';
const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];

const inputClass = (invalid: boolean) =>
  `w-full rounded-lg border bg-white px-3 py-2 text-slate-900 dark:bg-slate-800 dark:text-slate-100 ${invalid ? 'border-red-700 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`;

/**
 * The message form: validated with the same schema the config service uses; the messages shown
 * are this page's translations (one per field), never the schema's English text.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TContactMessageInput>({
    resolver: zodResolver(ZContactMessageInput),
    defaultValues: { name: '', email: '', subject: 'general', message: '', website: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(t('form.success'));
      reset();
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) toast.error(t('form.rateLimited'));
      else if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length) {
        for (const e of error.fieldErrors) if (FIELDS.includes(e.field as Field)) setError(e.field as Field, { message: e.message });
      } else toast.error(t('form.failed'));
    }
  });

  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `contact-${field}-error` } : {});
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="text-sm text-red-700 dark:text-red-300">
        {t(`form.errors.${field}`)}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-xl font-bold">
        {t('form.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="contact-name" className="text-sm font-bold">{t('form.name')}</label>
          <input id="contact-name" autoComplete="name" required className={inputClass(!!errors.name)} {...described('name')} {...register('name')} />
          {errorText('name')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="contact-email" className="text-sm font-bold">{t('form.email')}</label>
          <input id="contact-email" type="email" dir="ltr" autoComplete="email" required className={inputClass(!!errors.email)} {...described('email')} {...register('email')} />
          {errorText('email')}
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="contact-subject" className="text-sm font-bold">{t('form.subject')}</label>
        <select id="contact-subject" required className={inputClass(!!errors.subject)} {...described('subject')} {...register('subject')}>
          <Options values={CONTACT_SUBJECTS} label={(subject) => t(`form.subjects.${subject}`)} />
        </select>
        {errorText('subject')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="contact-message" className="text-sm font-bold">{t('form.message')}</label>
        <textarea id="contact-message" rows={6} required className={inputClass(!!errors.message)} {...described('message')} {...register('message')} />
        {errorText('message')}
      </div>
      {/* Honeypot: invisible to people and to assistive technology; bots that fill every field are dropped. */}
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('form.honeypot')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <Button type="submit" disabled={send.isPending} className="justify-self-start">
        <Send aria-hidden className="flip-rtl size-4" />
        {send.isPending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
