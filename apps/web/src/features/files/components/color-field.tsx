import { FOLDER_COLORS, FOLDER_COLOR_HEX, type FolderColor } from '@folio/core';
import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The folder colour choice (SPEC §3: eight colours), each shown with its swatch. */
export function ColorField({
  value,
  onChange,
}: {
  value: FolderColor;
  onChange: (color: FolderColor) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = FOLDER_COLORS.map((color) => ({
    value: color,
    label: t(`files.folders.colors.${color}`),
  }));
  const swatch = (option: (typeof options)[number] | null) =>
    option ? (
      <span className="files-color-option">
        <span
          className="files-color-swatch"
          style={{ background: FOLDER_COLOR_HEX[option.value] }}
          aria-hidden="true"
        />
        {option.label}
      </span>
    ) : null;
  return (
    <div className="folio-field">
      <label htmlFor={id}>{t('files.folders.color')}</label>
      <Dropdown
        inputId={id}
        value={value}
        options={options}
        itemTemplate={swatch}
        valueTemplate={swatch}
        onChange={(event) => onChange(event.value as FolderColor)}
      />
    </div>
  );
}
