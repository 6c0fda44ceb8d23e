import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';

/** How the files are shown (SPEC §1: grid and list views). */
export type FilesView = 'list' | 'grid';

/** The list / grid switch, as two icon buttons with their names for screen readers. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: FilesView;
  onChange: (view: FilesView) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: 'list', icon: 'pi pi-list', label: t('files.views.list') },
    { value: 'grid', icon: 'pi pi-th-large', label: t('files.views.grid') },
  ];
  return (
    <SelectButton
      value={view}
      options={options}
      allowEmpty={false}
      aria-label={t('files.views.label')}
      itemTemplate={(option: (typeof options)[number]) => (
        <i className={option.icon} aria-hidden="true" title={option.label} />
      )}
      onChange={(event) => onChange(event.value as FilesView)}
    />
  );
}
