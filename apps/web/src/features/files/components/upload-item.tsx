import type { UploadEntry } from '@folio/core';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../lib/i18n';
import { errorText } from '../../../lib/error-message';

const SEVERITY = {
  ready: 'secondary',
  uploading: 'info',
  completed: 'success',
  error: 'danger',
  cancelled: 'warning',
} as const;

/**
 * One file of the upload list (SPEC §4 upload states): its name, state, progress while it is
 * sent, the reason when it failed, and its cancel, retry and remove buttons.
 */
export function UploadItem({
  entry,
  onCancel,
  onRetry,
  onRemove,
}: {
  entry: UploadEntry;
  onCancel: () => void;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const snapshot = useSelector(entry.ref, (current) => current);
  // `checking` passes at once; it shows as ready.
  const state = snapshot.value === 'checking' ? 'ready' : snapshot.value;
  const { progress, error, isRefused } = snapshot.context;
  const name = entry.name;
  return (
    <li className={`files-upload files-upload-${state}`} aria-label={name}>
      <span className="files-upload-name" title={name}>
        {name}
      </span>
      {/* A status of its own: each change of state is read out, the percentages are not. */}
      <span role="status">
        <Tag value={t(`files.upload.states.${state}`)} severity={SEVERITY[state]} />
      </span>
      {state === 'uploading' ? (
        <ProgressBar
          className="files-upload-progress"
          mode={progress === null ? 'indeterminate' : 'determinate'}
          value={progress === null ? undefined : Math.round(progress * 100)}
          aria-label={t('files.upload.progress', { name })}
        />
      ) : null}
      {state === 'error' && error ? (
        <small className="files-upload-error" role="alert">
          {errorText(error, language, t('files.failures.upload'))}
        </small>
      ) : null}
      <span className="files-upload-buttons">
        {state === 'ready' || state === 'uploading' ? (
          <Button
            type="button"
            icon="pi pi-times"
            text
            rounded
            size="small"
            aria-label={t('files.upload.cancel', { name })}
            onClick={onCancel}
          />
        ) : null}
        {(state === 'error' && !isRefused) || state === 'cancelled' ? (
          <Button
            type="button"
            icon="pi pi-refresh"
            text
            rounded
            size="small"
            aria-label={t('files.upload.retry', { name })}
            onClick={onRetry}
          />
        ) : null}
        {state === 'completed' || state === 'error' || state === 'cancelled' ? (
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            size="small"
            severity="secondary"
            aria-label={t('files.upload.remove', { name })}
            onClick={onRemove}
          />
        ) : null}
      </span>
    </li>
  );
}
