import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonElementRef } from '../../components/use-paired-focus';

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

/** A button of the list: the file it belongs to and what it does. */
type ButtonKey = `${string}:${'up' | 'down' | 'remove'}`;

/**
 * The chosen files in their order, each with its buttons (plain buttons: keyboard usable). A move
 * re-orders the list, which takes the focus off the pressed button: it is put back on that file's
 * button, or on its other arrow when this one is now off at the end of the list. After a removal
 * the focus goes to the next file's remove button (issue 22: where the focus lands).
 */
export function FileList({ label, files, disabled = false, onMove, onRemove }: FileListProps) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<ButtonKey, HTMLButtonElement>());
  /** The buttons to put the focus on after the next render, the first one that can take it. */
  const refocus = useRef<ButtonKey[] | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    if (wanted === null) {
      return;
    }
    refocus.current = null;
    wanted
      .map((key) => buttons.current.get(key))
      .find((button) => button?.isConnected === true && !button.disabled)
      ?.focus();
  });
  const keep = (key: ButtonKey) => (element: HTMLButtonElement | null) => {
    if (element) {
      buttons.current.set(key, element);
    } else {
      buttons.current.delete(key);
    }
  };
  const move = (index: number, id: string, step: -1 | 1) => {
    onMove?.(index, step);
    refocus.current = step < 0 ? [`${id}:up`, `${id}:down`] : [`${id}:down`, `${id}:up`];
  };
  const remove = (index: number) => {
    onRemove(index);
    const neighbours = [files[index + 1], files[index - 1]].flatMap((entry) =>
      entry ? [`${entry.id}:remove` as const] : [],
    );
    refocus.current = neighbours;
  };
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
                ref={buttonElementRef(keep(`${id}:up`))}
                type="button"
                icon="pi pi-arrow-up"
                text
                rounded
                size="small"
                aria-label={t('utils.moveUp', { name: file.name })}
                disabled={disabled || index === 0}
                onClick={() => move(index, id, -1)}
              />
              <Button
                ref={buttonElementRef(keep(`${id}:down`))}
                type="button"
                icon="pi pi-arrow-down"
                text
                rounded
                size="small"
                aria-label={t('utils.moveDown', { name: file.name })}
                disabled={disabled || index === files.length - 1}
                onClick={() => move(index, id, 1)}
              />
            </>
          ) : null}
          <Button
            ref={buttonElementRef(keep(`${id}:remove`))}
            type="button"
            icon="pi pi-times"
            text
            rounded
            severity="danger"
            size="small"
            aria-label={t('utils.remove', { name: file.name })}
            disabled={disabled}
            onClick={() => remove(index)}
          />
        </li>
      ))}
    </ol>
  );
}
