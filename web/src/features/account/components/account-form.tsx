import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZRegisterVisitorBody, ZVisitorLoginBody } from '@dalil/contracts/auth/visitor';
import { ApiError } from '../../../shared/api/api-client.ts';
import { apiClient } from '../../../shared/api/contract-client.ts';
import { paths } from '../../../shared/config/paths.ts';
import { setVisitorSession } from '../../../shared/auth/visitor-session.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { formatWait } from '../../../shared/i18n/format-wait.ts';
import { pullLists } from '../../../shared/lists/list-sync.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field, inputClasses } from '../../../shared/ui/input.tsx';
import { FormAlert } from '../../../shared/ui/states.tsx';

type Mode = 'sign-in' | 'register';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the form's shape, named for its type
const ZForm = z.object({ name: z.string().optional(), email: z.string(), password: z.string() });
type FormValues = z.infer<typeof ZForm>;

/** Where to go after signing in: a path of this site only (never another origin). */
function nextPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : paths.myLists;
}

/**
 * Visitor sign-in and registration. The contract's schemas check the form; the answers'
 * messages are shown in the page's language, and a failed sign-in never says which of the
 * email or password was wrong.
 */
export function AccountForm({ mode }: { mode: Mode }) {
  const { t } = useTranslation('account');
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const format = useFormat();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const schema = mode === 'register' ? ZRegisterVisitorBody : ZVisitorLoginBody;
  const {
    register,
    handleSubmit,
    formState: { errors },
    // Both contract schemas read (a subset of) these three text fields; the resolver is typed by one shape.
  } = useForm<FormValues>({ resolver: zodResolver(schema as unknown as typeof ZForm), defaultValues: { name: '', email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setPending(true);
    try {
      const credentials = { email: values.email, password: values.password };
      // Registration answers the same whether or not the e-mail already has an account (so it
      // tells nobody which e-mails are registered); signing in with the same details follows.
      if (mode === 'register') await apiClient.post('/api/auth/register', { body: { name: values.name || undefined, ...credentials } });
      const session = await apiClient.post('/api/auth/login', { body: credentials });
      setVisitorSession({ token: session.data.token, user: session.data.user });
      await pullLists().catch(() => undefined);
      await navigate(nextPath(searchParams.get('next')));
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // A refusal for too many attempts says how long the server asked to wait (Retry-After), in words.
      const wait = error instanceof ApiError && status === 429 && error.retryAfterSeconds ? formatWait(error.retryAfterSeconds, format.locale) : undefined;
      setFailure(
        wait
          ? t('errors.throttledFor', { wait })
          : t(status === 401 ? (mode === 'register' ? 'errors.taken' : 'errors.wrong') : status === 429 ? 'errors.throttled' : status === 503 ? 'errors.paused' : 'errors.failed'),
      );
    } finally {
      setPending(false);
    }
  });

  const other = mode === 'register' ? { to: paths.signIn, label: t('signIn.link') } : { to: paths.register, label: t('register.link') };
  const next = searchParams.get('next');
  return (
    <div className="mx-auto max-w-md py-8">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <h1 className="mb-2 text-2xl font-bold">{t(`${mode === 'register' ? 'register' : 'signIn'}.title`)}</h1>
        <p className="mb-6 text-slate-600 dark:text-slate-300">{t(`${mode === 'register' ? 'register' : 'signIn'}.subtitle`)}</p>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-describedby={failure ? `${id}-failure` : undefined}>
          {mode === 'register' && (
            <Field id={`${id}-name`} label={t('fields.name')} hint={t('fields.nameHint')} error={errors.name && t('errors.name')}>
              <input id={`${id}-name`} autoComplete="name" className={inputClasses(Boolean(errors.name))} {...register('name')} />
            </Field>
          )}
          <Field id={`${id}-email`} label={t('fields.email')} error={errors.email && t('errors.email')} required>
            <input
              id={`${id}-email`}
              type="email"
              dir="ltr"
              autoComplete="email"
              aria-invalid={Boolean(errors.email)}
              className={inputClasses(Boolean(errors.email), 'text-start')}
              {...register('email')}
            />
          </Field>
          <Field
            id={`${id}-password`}
            label={t('fields.password')}
            hint={mode === 'register' ? t('fields.passwordHint') : undefined}
            error={errors.password && t(mode === 'register' ? 'errors.newPassword' : 'errors.password')}
            required
          >
            <input
              id={`${id}-password`}
              type="password"
              dir="ltr"
              autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
              aria-invalid={Boolean(errors.password)}
              className={inputClasses(Boolean(errors.password), 'text-start')}
              {...register('password')}
            />
          </Field>
          <FormAlert id={`${id}-failure`} message={failure} />
          <Button type="submit" disabled={pending}>
            {mode === 'register' ? <UserPlus aria-hidden className="size-4" /> : <LogIn aria-hidden className="flip-rtl size-4" />}
            {t(`${mode === 'register' ? 'register' : 'signIn'}.submit`)}
          </Button>
        </form>
        <p className="mt-6 text-sm">
          <Link to={next ? `${other.to}?next=${encodeURIComponent(next)}` : other.to} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
            {other.label}
          </Link>
        </p>
      </div>
    </div>
  );
}
