import { Button } from 'primereact/button';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { acceptAttribute, isAccepted, type Accept } from './utility-files';

type FilePickerProps = {
  /** The card's title, so the picker's name says which utility it feeds. */
  label: string;
  accept: Accept;
  multiple: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
};

/**
 * A drop zone with a "choose files" button: files dropped on it or chosen in the browser's
 * dialog, of the accepted types only (the others are left out, and the user told so).
 */
export function FilePicker({
  label,
  accept,
  multiple,
  disabled = false,
  onFiles,
}: FilePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState(false);

  const take = (files: File[]) => {
    const accepted = files.filter((file) => isAccepted(file, accept));
    setRefused(accepted.length < files.length);
    const chosen = multiple ? accepted : accepted.slice(0, 1);
    if (chosen.length > 0) {
      onFiles(chosen);
    }
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) {
      setDragging(true);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) {
      take(Array.from(event.dataTransfer.files));
    }
  };

  return (
    <div
      className={`utils-drop${dragging ? ' utils-drop-active' : ''}`}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <i className="pi pi-cloud-upload utils-drop-icon" aria-hidden="true" />
      <span>{t('utils.dropHint')}</span>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttribute(accept)}
        multiple={multiple}
        disabled={disabled}
        aria-label={`${label}: ${t('utils.chooseFiles')}`}
        onChange={(event) => {
          take(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <Button
        type="button"
        icon="pi pi-folder-open"
        label={t('utils.chooseFiles')}
        aria-label={`${label}: ${t('utils.chooseFiles')}`}
        outlined
        size="small"
        disabled={disabled}
        onClick={() => input.current?.click()}
      />
      {refused ? (
        <small className="utils-refused" role="alert">
          {t('utils.wrongType')}
        </small>
      ) : null}
    </div>
  );
}
