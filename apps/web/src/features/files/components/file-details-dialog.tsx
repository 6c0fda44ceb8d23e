import { Chips } from 'primereact/chips';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { displayName } from '../file-display';
import type { StoredFile } from '../storage-types';

import { FormDialog } from './form-dialog';
import { IndexProblemNote } from './index-problem';

/**
 * Edits a file's tags and description (SPEC §3 File; SPEC §7 update metadata), and says why the
 * file has no content search when the index could not read it (issue 17).
 */
export function FileDetailsDialog({
  file,
  onSubmit,
  onClose,
}: {
  file: StoredFile;
  onSubmit: (details: { tags: string[]; description: string }) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tagsId = useId();
  const descriptionId = useId();
  const [tags, setTags] = useState<string[]>(file.tags);
  const [description, setDescription] = useState(file.description ?? '');
  return (
    <FormDialog
      title={t('files.details.title', { name: displayName(file) })}
      submitLabel={t('common.save')}
      canSubmit
      onClose={onClose}
      onSubmit={() => onSubmit({ tags, description: description.trim() })}
    >
      <IndexProblemNote file={file} />
      <div className="folio-field">
        <label htmlFor={tagsId}>{t('files.details.tags')}</label>
        <Chips
          inputId={tagsId}
          value={tags}
          max={50}
          allowDuplicate={false}
          separator=","
          aria-describedby={`${tagsId}-help`}
          onChange={(event) =>
            setTags((event.value ?? []).map((tag) => tag.trim().slice(0, 50)).filter(Boolean))
          }
        />
        <small id={`${tagsId}-help`}>{t('files.details.tagsHelp')}</small>
      </div>
      <div className="folio-field">
        <label htmlFor={descriptionId}>{t('files.details.description')}</label>
        <InputTextarea
          id={descriptionId}
          value={description}
          rows={4}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
    </FormDialog>
  );
}
