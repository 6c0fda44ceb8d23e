import type { UploadLimits } from '@folio/core';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { allowedText } from '../upload-hint';
import type { UploadsRef } from '../use-uploads';

import { UploadItem } from './upload-item';

/**
 * The uploads of this visit, one row per file, with "cancel all" while some are under way and
 * "clear finished"; nothing until a file is added.
 */
export function UploadPanel({ uploads, limits }: { uploads: UploadsRef; limits: UploadLimits }) {
  const { t } = useTranslation();
  const titleId = useId();
  const entries = useSelector(uploads, (snapshot) => snapshot.context.entries);
  if (entries.length === 0) {
    return null;
  }
  const hasPending = entries.some(
    (entry) => entry.status === 'waiting' || entry.status === 'sending',
  );
  return (
    <section className="files-uploads" aria-labelledby={titleId}>
      <header className="files-uploads-header">
        <h2 id={titleId}>{t('files.upload.label')}</h2>
        <small>{allowedText(t, limits)}</small>
        <span className="files-uploads-actions">
          {hasPending ? (
            <Button
              type="button"
              label={t('files.upload.cancelAll')}
              text
              size="small"
              onClick={() => uploads.send({ type: 'upload.cancelAll' })}
            />
          ) : null}
          <Button
            type="button"
            label={t('files.upload.clear')}
            text
            size="small"
            onClick={() => uploads.send({ type: 'upload.clear' })}
          />
        </span>
      </header>
      <ul className="files-upload-list">
        {entries.map((entry) => (
          <UploadItem
            key={entry.id}
            entry={entry}
            onCancel={() => uploads.send({ type: 'upload.cancel', id: entry.id })}
            onRetry={() => uploads.send({ type: 'upload.retry', id: entry.id })}
            onRemove={() => uploads.send({ type: 'upload.remove', id: entry.id })}
          />
        ))}
      </ul>
    </section>
  );
}
