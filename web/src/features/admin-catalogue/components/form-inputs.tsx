import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field, inputClasses } from '../../../shared/ui/input.tsx';
import { localizeValidationMessage } from './validation-message.ts';

interface Common<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
  dir?: 'ltr' | 'rtl';
}

function useFieldState<T extends FieldValues>(form: Common<T>['form'], name: Path<T>) {
  const id = useId();
  const { t, i18n } = useTranslation('admin-catalogue');
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { id, error: error?.message && localizeValidationMessage(error.message, i18n.language, t), invalid: Boolean(error) };
}

/** A labelled input bound to a react-hook-form field, with its validation message. */
export function TextInput<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  className,
  dir,
  ...input
}: Common<T> & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max' | 'step' | 'placeholder' | 'inputMode'>) {
  const { id, error, invalid } = useFieldState(form, name);
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        id={id}
        dir={dir ?? (input.type === 'url' || input.type === 'number' ? 'ltr' : undefined)}
        aria-invalid={invalid}
        aria-required={required}
        className={inputClasses(invalid)}
        {...input}
        {...form.register(name)}
      />
    </Field>
  );
}

export function TextArea<T extends FieldValues>({ form, name, label, hint, required, className, dir, rows = 3 }: Common<T> & { rows?: number }) {
  const { id, error, invalid } = useFieldState(form, name);
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea id={id} rows={rows} dir={dir} aria-invalid={invalid} aria-required={required} className={inputClasses(invalid)} {...form.register(name)} />
    </Field>
  );
}

export function Select<T extends FieldValues>({ form, name, label, hint, required, className, options }: Common<T> & { options: Array<{ value: string; label: string }> }) {
  const { id, error, invalid } = useFieldState(form, name);
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select id={id} aria-invalid={invalid} aria-required={required} className={inputClasses(invalid)} {...form.register(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function Checkbox<T extends FieldValues>({ form, name, label }: Pick<Common<T>, 'form' | 'name' | 'label'>) {
  return (
    <label className="flex items-center gap-2 font-bold">
      <input type="checkbox" className="size-5 accent-brand-700" {...form.register(name)} />
      {label}
    </label>
  );
}

/** Cancel and submit at the end of every management form; `leading` sits at the start (e.g. delete). */
export function FormActions({
  saving,
  submitLabel,
  onCancel,
  className,
  leading,
  form,
}: {
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
  className?: string;
  leading?: ReactNode;
  /** The id of the form to submit, when the buttons sit outside it. */
  form?: string;
}) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <div className={clsx('flex flex-wrap justify-end gap-2', className)}>
      {leading && <div className="me-auto">{leading}</div>}
      <Button variant="secondary" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" form={form} disabled={saving}>
        {saving ? t('actions.saving') : submitLabel}
      </Button>
    </div>
  );
}
