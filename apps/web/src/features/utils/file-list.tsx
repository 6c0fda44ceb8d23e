import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

import type { ChosenFile } from './utility-files';

type FileListProps = {
  label: string;
  files: readonly ChosenFile[];
  disabled?: boolean;
  /** Given, each file gets up and down buttons that move it by one place. */
  onMove?: (index: number, step: -1 | 1) => void;
  onRemove: (index: number) => void;
};

/** Kilobytes or megabytes, for the list. */
function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The chosen files in their order, each with its buttons (plain buttons: keyboard usable). */
export function FileList({ label, files, disabled = false, onMove, onRemove }: FileListProps) {
  const { t } = useTranslation();
  if (files.length === 0) {
    return <p className="utils-empty">{t('utils.noFiles')}</p>;
  }
  return (
    <ol className="utils-files" aria-label={`${label}: ${t('utils.files')}`}>
      {files.map(({ id, file }, index) => (
        <li key={id} className="utils-file">
          <i className="pi pi-file" aria-hidden="true" />
          <span className="utils-file-name" title={file.name}>
            {file.name}
          </span>
          <span className="utils-file-size">{size(file.size)}</span>
          {onMove ? (
            <>
              <Button
                type="button"
                icon="pi pi-arrow-up"
                text
                rounded
                size="small"
                aria-label={t('utils.moveUp', { name: file.name })}
                disabled={disabled || index === 0}
                onClick={() => onMove(index, -1)}
              />
              <Button
                type="button"
                icon="pi pi-arrow-down"
                text
                rounded
                size="small"
                aria-label={t('utils.moveDown', { name: file.name })}
                disabled={disabled || index === files.length - 1}
                onClick={() => onMove(index, 1)}
              />
            </>
          ) : null}
          <Button
            type="button"
            icon="pi pi-times"
            text
            rounded
            severity="danger"
            size="small"
            aria-label={t('utils.remove', { name: file.name })}
            disabled={disabled}
            onClick={() => onRemove(index)}
          />
        </li>
      ))}
    </ol>
  );
}
