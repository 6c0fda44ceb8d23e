import type { UploadLimits } from '@folio/core';
import { Button } from 'primereact/button';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { allowedText } from '../upload-hint';

/**
 * The "Upload" button: the browser's file picker, several files at once, of the allowed types,
 * which its tooltip names with the size limit.
 */
export function UploadButton({
  limits,
  onFiles,
}: {
  limits: UploadLimits;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={limits.uploadAllowedTypes.map((type) => `.${type}`).join(',')}
        aria-label={t('files.upload.button')}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) {
            onFiles(files);
          }
        }}
      />
      <Button
        type="button"
        icon="pi pi-upload"
        label={t('files.upload.button')}
        tooltip={allowedText(t, limits)}
        tooltipOptions={{ position: 'bottom' }}
        onClick={() => input.current?.click()}
      />
    </>
  );
}
