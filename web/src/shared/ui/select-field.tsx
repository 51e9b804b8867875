import { useId } from 'react';
import { FormField } from './form-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

/** The `<option>`s of a native select: one per value, with its label. */
export function Options<T extends string | number>({ values, label }: { values: readonly T[]; label: (value: T) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

/** A filter's options: "all" (the empty value) first, then each value with its label. */
export function withAllOption<T extends string>(allLabel: string, values: readonly T[], labelOf: (value: T) => string): SelectOption[] {
  return [{ value: '', label: allLabel }, ...values.map((value) => ({ value, label: labelOf(value) }))];
}

/** A labelled native select: keyboard, screen readers and mobile pickers work out of the box. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  className,
  name,
}: {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  className?: string;
  name?: string;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} className={className}>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A list filter kept in the URL: the select sets the parameter it is named after (blank: no filter). */
export function FilterSelect<K extends string>({
  name,
  label,
  value,
  setParams,
  options,
}: {
  name: K;
  label: string;
  value: string | undefined;
  setParams: (patch: Partial<Record<K, string>>) => void;
  options: SelectOption[];
}) {
  return <SelectField label={label} name={name} value={value ?? ''} onChange={(next) => setParams({ [name]: next } as Partial<Record<K, string>>)} options={options} />;
}
