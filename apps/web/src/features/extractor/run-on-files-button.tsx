import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RunOnFilesDialog } from './run/run-on-files-dialog';

/**
 * "Run a configuration on these files" (issue 14): PDFs already in Files, by id. The app places
 * it on the finished cloud import and on the Files toolbar (the selected files).
 */
export function RunOnFilesButton({ fileIds }: { fileIds: readonly string[] }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-play"
        outlined
        label={t('extractor.runOnFiles.button')}
        disabled={fileIds.length === 0}
        onClick={() => setOpen(true)}
      />
      {isOpen ? <RunOnFilesDialog fileIds={fileIds} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
