import { Button } from 'primereact/button';
import { useId, useRef, useState, type DragEvent } from 'react';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * One file, dropped on the area or chosen with the button (the ZIP of a run, the wizard's
 * example). `accept` narrows the picker; the caller still checks what it gets.
 */
export function FileDrop({
  accept,
  label,
  hint,
  chooseLabel,
  isBusy = false,
  onFile,
}: {
  accept: string;
  label: string;
  hint: string;
  chooseLabel: string;
  isBusy?: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isOver, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) {
      onFile(file);
    }
  };
  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) {
      return;
    }
    event.preventDefault();
    setOver(false);
    if (!isBusy) {
      take(event.dataTransfer.files);
    }
  };
  return (
    <div
      className={`extractor-drop${isOver ? ' extractor-drop-active' : ''}`}
      role="group"
      aria-label={label}
      aria-describedby={hintId}
      onDragOver={(event) => {
        if (hasFiles(event)) {
          event.preventDefault();
          setOver(true);
        }
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <i className="pi pi-cloud-upload" aria-hidden="true" />
      <p id={hintId}>{hint}</p>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <Button
        type="button"
        icon="pi pi-upload"
        label={chooseLabel}
        loading={isBusy}
        disabled={isBusy}
        onClick={() => input.current?.click()}
      />
    </div>
  );
}
