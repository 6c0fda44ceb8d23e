import { InputText } from 'primereact/inputtext';
import { useId } from 'react';

import { isValidPageRanges } from './page-ranges';

type RangesFieldProps = {
  label: string;
  /** Shown under the field while the ranges are valid. */
  help: string;
  /** Shown under the field, as an error, while they are not. */
  invalid: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
};

/** Page ranges like `1-3,5,8-`, checked as the user types by core's rule (the service's). */
export function RangesField({ label, help, invalid, value, disabled, onChange }: RangesFieldProps) {
  const inputId = useId();
  const isValid = isValidPageRanges(value);
  return (
    <div className="utils-field">
      <label htmlFor={inputId}>{label}</label>
      <InputText
        id={inputId}
        value={value}
        placeholder="1-3,5,8-"
        invalid={!isValid}
        aria-invalid={!isValid}
        aria-describedby={`${inputId}-help`}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id={`${inputId}-help`} className={isValid ? undefined : 'p-error'}>
        {isValid ? help : invalid}
      </small>
    </div>
  );
}
