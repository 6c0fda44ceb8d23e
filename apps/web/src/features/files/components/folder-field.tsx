import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { folderLabel } from '../file-display';
import type { Folder } from '../storage-types';

/** A choice of destination folder; the all-files view is not one (it holds nothing itself). */
export function FolderField({
  label,
  folders,
  value,
  onChange,
}: {
  label: string;
  folders: readonly Folder[];
  value: string | null;
  onChange: (topico: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = folders
    .filter((folder) => folder.system_kind !== 'all')
    .map((folder) => ({ value: folder.topico, label: folderLabel(folder, t) }));
  return (
    <div className="folio-field">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        value={value}
        options={options}
        onChange={(event) => onChange(event.value as string)}
      />
    </div>
  );
}
