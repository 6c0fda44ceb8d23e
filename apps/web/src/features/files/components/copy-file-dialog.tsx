import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form-field';
import { displayName } from '../file-display';
import type { Folder, StoredFile } from '../storage-types';

import { FolderField } from './folder-field';
import { FormDialog } from './form-dialog';

// What a stored file name may not hold (the server's safe-name rule).
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f]/;

/**
 * Copies a file (SPEC §7 copy file) into a folder under a name; a name already there gets
 * ` (1)` from the server.
 */
export function CopyFileDialog({
  file,
  folders,
  onSubmit,
  onClose,
}: {
  file: StoredFile;
  folders: readonly Folder[];
  onSubmit: (topico: string, filename: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const [topico, setTopico] = useState<string | null>(file.topico);
  const [name, setName] = useState(file.filename);
  const trimmed = name.trim();
  const isNameValid = trimmed !== '' && !UNSAFE_NAME.test(trimmed) && !trimmed.startsWith('.');
  return (
    <FormDialog
      title={t('files.copy.title', { name: displayName(file) })}
      submitLabel={t('files.copy.submit')}
      canSubmit={topico !== null && isNameValid}
      onClose={onClose}
      onSubmit={() => (topico === null ? Promise.resolve(false) : onSubmit(topico, trimmed))}
    >
      <FolderField
        label={t('files.copy.destination')}
        folders={folders}
        value={topico}
        onChange={setTopico}
      />
      <TextField
        id={nameId}
        label={t('files.copy.name')}
        value={name}
        maxLength={255}
        error={isNameValid ? undefined : t('errors.fileValidation')}
        onChange={setName}
      />
    </FormDialog>
  );
}
