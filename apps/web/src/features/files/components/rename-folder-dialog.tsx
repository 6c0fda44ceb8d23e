import { checkFolderName } from '@folio/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form-field';
import { FOLDER_NAME_MESSAGES } from '../folder-name-messages';
import type { Folder } from '../storage-types';

import { FormDialog } from './form-dialog';

/** Renames a folder (SPEC §7), checking the new name as the server will (SPEC §5). */
export function RenameFolderDialog({
  folder,
  existingNames,
  onSubmit,
  onClose,
}: {
  folder: Folder;
  existingNames: readonly string[];
  onSubmit: (name: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(folder.topico);
  const check = checkFolderName(name, existingNames, folder.topico);
  const isUnchanged = check.ok && check.name === folder.topico;
  return (
    <FormDialog
      title={t('files.folders.renameTitle', { name: folder.topico })}
      submitLabel={t('files.folders.rename')}
      canSubmit={check.ok && !isUnchanged}
      onClose={onClose}
      onSubmit={() => (check.ok ? onSubmit(check.name) : Promise.resolve(false))}
    >
      <TextField
        id={id}
        label={t('files.folders.name')}
        value={name}
        error={check.ok ? undefined : t(FOLDER_NAME_MESSAGES[check.problem])}
        autoFocus
        maxLength={100}
        onChange={setName}
      />
    </FormDialog>
  );
}
