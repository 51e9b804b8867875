import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import { z } from 'zod';
import { ZChangePasswordBody } from '@dalil/contracts/auth/administrator';
import { ApiError } from '../../../shared/api/api-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/dialog.tsx';
import { Field, inputClasses } from '../../../shared/ui/input.tsx';
import { useChangeAdminPassword } from '../api/change-admin-password.ts';

const ZForm = z.intersection(ZChangePasswordBody, z.object({ confirmPassword: z.string() })).refine((v) => v.newPassword === v.confirmPassword, {
  path: ['confirmPassword'],
  message: 'mismatch',
});
type TForm = z.infer<typeof ZForm>;

const KNOWN_MESSAGES: Record<string, string> = {
  'Current password is required': 'currentRequired',
  'Password is required': 'tooShort',
  'Password must be at least 8 characters': 'tooShort',
  'The new password must differ from the current one': 'mustDiffer',
  mismatch: 'mismatch',
  currentWrong: 'currentWrong',
};

/** An administrator changes their own password (the current one is checked by the server). */
export function ChangePasswordDialog() {
  const { t } = useTranslation('admin-auth');
  const [open, setOpen] = useState(false);
  const id = useId();
  const change = useChangeAdminPassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TForm>({ resolver: zodResolver(ZForm), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t('password.changed'));
          reset();
          setOpen(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.some((e) => e.field === 'currentPassword')) {
            setError('currentPassword', { type: 'server', message: 'currentWrong' });
          } else toast.error(error instanceof ApiError ? error.message : t('password.failed'));
        },
      },
    ),
  );

  // The contract's rules speak English; each known message has its wording in both languages.
  const messageFor = (field: keyof TForm) => {
    const message = errors[field]?.message;
    return message ? t(`password.${KNOWN_MESSAGES[message] ?? 'failed'}`) : undefined;
  };

  return (
    <>
      <Button variant="ghost" className="mt-2 w-full" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden className="size-4" />
        {t('password.open')}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t('password.title')}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {(['currentPassword', 'newPassword', 'confirmPassword'] as const).map((field) => (
            <Field key={field} id={`${id}-${field}`} label={t(`password.${field}`)} error={messageFor(field)} required>
              <input
                id={`${id}-${field}`}
                type="password"
                autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                aria-invalid={Boolean(errors[field])}
                className={inputClasses(Boolean(errors[field]))}
                {...register(field)}
              />
            </Field>
          ))}
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('password.saving') : t('password.save')}
          </Button>
        </form>
      </Modal>
    </>
  );
}
