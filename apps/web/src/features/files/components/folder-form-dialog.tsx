import { checkFolderName } from '@folio/core';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form-field';
import { FOLDER_NAME_MESSAGES } from '../folder-name-messages';
import type { Folder } from '../storage-types';
import type { FolderDraft } from '../use-folder-actions';

import { ColorField } from './color-field';
import { FormDialog } from './form-dialog';

type FolderFormDialogProps = {
  /** The folder edited; absent to create one. */
  folder?: Folder;
  existingNames: readonly string[];
  onSubmit: (draft: FolderDraft) => Promise<boolean>;
  onClose: () => void;
};

/**
 * Creates a folder (name, description, colour) or edits one's description and colour (SPEC §3).
 * The name is checked as the server will (SPEC §5) before it is sent.
 */
export function FolderFormDialog({
  folder,
  existingNames,
  onSubmit,
  onClose,
}: FolderFormDialogProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const descriptionId = useId();
  const [name, setName] = useState(folder?.topico ?? '');
  const [description, setDescription] = useState(folder?.descripcion ?? '');
  const [color, setColor] = useState<Folder['color']>(folder?.color ?? 'blue');
  const [isTouched, setTouched] = useState(false);
  const check = folder ? ({ ok: true, name } as const) : checkFolderName(name, existingNames);
  const nameError = !check.ok && isTouched ? t(FOLDER_NAME_MESSAGES[check.problem]) : undefined;

  return (
    <FormDialog
      title={
        folder ? t('files.folders.editTitle', { name: folder.topico }) : t('files.folders.create')
      }
      submitLabel={t('common.save')}
      canSubmit={check.ok}
      onClose={onClose}
      onSubmit={() =>
        check.ok
          ? onSubmit({ name: check.name, description: description.trim(), color })
          : Promise.resolve(false)
      }
    >
      {folder ? null : (
        <TextField
          id={nameId}
          label={t('files.folders.name')}
          value={name}
          error={nameError}
          autoFocus
          maxLength={100}
          onChange={(value) => {
            setName(value);
            setTouched(true);
          }}
        />
      )}
      <div className="folio-field">
        <label htmlFor={descriptionId}>{t('files.folders.description')}</label>
        <InputTextarea
          id={descriptionId}
          value={description}
          rows={3}
          maxLength={500}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <ColorField value={color} onChange={setColor} />
    </FormDialog>
  );
}
