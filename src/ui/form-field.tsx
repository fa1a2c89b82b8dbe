import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import './form-field.css';

type Common = { label: ReactNode; error?: string; registration: UseFormRegisterReturn; required?: boolean };

/** The error under a field, tied to it by aria-describedby so screen readers read it with the field. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}

const star = (required?: boolean) => (required ? <span aria-hidden="true"> *</span> : null);

/** A labelled input of a react-hook-form form; `required` marks the label with * (see docs/accounts.md#validation). */
export function TextField({ label, error, registration, required, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {star(required)}
      </label>
      <input id={id} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...input} {...registration} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  registration,
  required,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {star(required)}
      </label>
      <select id={id} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...select} {...registration}>
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A checkbox with its label beside it (terms consent). */
export function CheckboxField({ label, error, registration }: Common) {
  const id = useId();
  return (
    <div className="field field-checkbox">
      <div>
        <input id={id} type="checkbox" aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...registration} />{' '}
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
