import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Folder } from '../storage-types';

import { FolderField } from './folder-field';
import { FormDialog } from './form-dialog';

/** Moves the chosen files to another folder (issue 5 "bulk move with confirmation"). */
export function MoveFilesDialog({
  folders,
  count,
  onSubmit,
  onClose,
}: {
  folders: readonly Folder[];
  count: number;
  onSubmit: (topico: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [topico, setTopico] = useState<string | null>(null);
  return (
    <FormDialog
      title={`${t('files.move.title')} (${count})`}
      submitLabel={t('files.move.submit')}
      canSubmit={topico !== null}
      onClose={onClose}
      onSubmit={() => (topico === null ? Promise.resolve(false) : onSubmit(topico))}
    >
      <FolderField
        label={t('files.move.destination')}
        folders={folders}
        value={topico}
        onChange={setTopico}
      />
    </FormDialog>
  );
}
