import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZAdminLoginBody, type TAdminLoginBody } from '@dalil/contracts/auth/administrator';
import { ApiError } from '../../../shared/api/api-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field, inputClasses } from '../../../shared/ui/input.tsx';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useLoginAdmin } from '../api/login-admin.ts';
import { FormAlert } from '../../../shared/ui/states.tsx';

/** The admin panel's sign-in form. No demo credentials are shown: there are none. */
export function AdminLoginForm() {
  const { t } = useTranslation('admin-auth');
  useDocumentMeta(t('login.title'));
  const id = useId();
  const login = useLoginAdmin();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TAdminLoginBody>({ resolver: zodResolver(ZAdminLoginBody), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    login.mutate(values, {
      onError: (error) => {
        // Sign-in paused (Redis away): said in the panel's language rather than the server's English.
        if (error instanceof ApiError && error.status === 503) setFailure(t('login.paused'));
        else if (error instanceof ApiError) setFailure(error.message || t('login.failed'));
        else setFailure(t('login.connectionFailed', { reason: describeNetworkError(error, t) }));
      },
    });
  });

  return (
    <div className="mx-auto max-w-md py-8">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <ShieldCheck aria-hidden className="size-10 text-brand-700 dark:text-brand-500" />
          <h1 className="text-2xl font-bold">{t('login.title')}</h1>
          <p className="text-slate-600 dark:text-slate-300">{t('login.subtitle')}</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-describedby={failure ? `${id}-failure` : undefined}>
          <Field id={`${id}-username`} label={t('login.username')} error={errors.username && t('login.usernameRequired')} required>
            <input
              id={`${id}-username`}
              autoComplete="username"
              aria-invalid={Boolean(errors.username)}
              className={inputClasses(Boolean(errors.username))}
              {...register('username')}
            />
          </Field>
          <Field id={`${id}-password`} label={t('login.password')} error={errors.password && t('login.passwordRequired')} required>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              aria-invalid={Boolean(errors.password)}
              className={inputClasses(Boolean(errors.password))}
              {...register('password')}
            />
          </Field>
          <FormAlert id={`${id}-failure`} message={failure} />
          <Button type="submit" disabled={login.isPending}>
            <LogIn aria-hidden className="size-4 flip-rtl" />
            {login.isPending ? t('login.signingIn') : t('login.submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}

function describeNetworkError(error: unknown, t: (key: string) => string): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return t('login.timedOut');
  return error instanceof Error && error.message ? error.message : t('login.unknownReason');
}
