import { InputText } from 'primereact/inputtext';
import type { InputHTMLAttributes } from 'react';

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field, already translated; marks the input invalid. */
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled text input with its error message announced to screen readers. */
export function TextField({ id, label, value, onChange, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="folio-field">
      <label htmlFor={id}>{label}</label>
      <InputText
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
      />
      {error !== undefined && (
        <small id={errorId} className="folio-field__error">
          {error}
        </small>
      )}
    </div>
  );
}

/** A message for the whole form (a server answer): announced when it appears. */
export function FormMessage({
  severity,
  children,
}: {
  severity: 'error' | 'success';
  children: string;
}) {
  return (
    <p className={`folio-form-message folio-form-message--${severity}`} role="alert">
      <i
        className={`pi ${severity === 'error' ? 'pi-exclamation-circle' : 'pi-check-circle'}`}
        aria-hidden="true"
      />
      {children}
    </p>
  );
}
