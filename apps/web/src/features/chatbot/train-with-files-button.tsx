import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TrainWithFilesDialog } from './components/train-with-files-dialog';

/**
 * "Train a topic with these files" (issue 14): files already in Files, by id, trained into a new
 * or existing topic. The app places it on the finished cloud import.
 */
export function TrainWithFilesButton({ fileIds }: { fileIds: readonly string[] }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-comments"
        outlined
        label={t('chatbot.trainWithFiles.button')}
        disabled={fileIds.length === 0}
        onClick={() => setOpen(true)}
      />
      {isOpen ? <TrainWithFilesDialog fileIds={fileIds} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
