import { useId } from 'react';

/**
 * A labelled native file picker: the browser's own control is keyboard and screen-reader ready,
 * and `accept` narrows the choice to the types the rules take (the checks still run).
 */
export function FileInput({
  label,
  hint,
  accept,
  isMultiple = false,
  error,
  onChoose,
}: {
  label: string;
  hint?: string;
  accept: string;
  isMultiple?: boolean;
  error?: string | undefined;
  onChoose: (files: File[]) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="folio-field chatbot-file-input">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={isMultiple}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => {
          onChoose([...(event.target.files ?? [])]);
        }}
      />
      {hint ? (
        <small id={hintId} className="chatbot-muted">
          {hint}
        </small>
      ) : null}
      {error !== undefined ? (
        <small id={errorId} className="folio-field__error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
