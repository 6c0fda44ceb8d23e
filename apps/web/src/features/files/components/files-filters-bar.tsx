import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DEFAULT_ORDER, type FileFilters } from '../file-filters';
import { FILE_KINDS, type FileSort } from '../storage-types';

const SORTS: readonly FileSort[] = ['name', 'date', 'type', 'size'];

type FiltersBarProps = {
  filters: FileFilters;
  onChange: (change: Partial<FileFilters>) => void;
};

/** Name search, category, type filter and sort of the file list (SPEC §2). */
export function FilesFiltersBar({ filters, onChange }: FiltersBarProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const kindId = useId();
  const sortId = useId();
  const categories = [
    { label: t('files.categories.all'), value: 'all' },
    { label: t('files.categories.config'), value: 'config' },
    { label: t('files.categories.chat'), value: 'chat' },
  ];
  const kinds = [
    { label: t('files.kinds.all'), value: 'all' },
    ...FILE_KINDS.map((kind) => ({ label: t(`files.kinds.${kind}`), value: kind })),
  ];
  const sorts = SORTS.map((sort) => ({ label: t(`files.sort.${sort}`), value: sort }));
  const isAscending = filters.order === 'asc';
  return (
    <div className="files-filters">
      {/* Outside the IconField, which hands `iconPosition` to each of its children. */}
      <label htmlFor={nameId} className="folio-visually-hidden">
        {t('files.search.name')}
      </label>
      <IconField iconPosition="left" className="files-name-search">
        <InputIcon className="pi pi-search" />
        <InputText
          id={nameId}
          type="search"
          value={filters.name}
          placeholder={t('files.search.name')}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </IconField>
      <SelectButton
        value={filters.category}
        options={categories}
        allowEmpty={false}
        aria-label={t('files.categories.label')}
        onChange={(event) => onChange({ category: event.value as FileFilters['category'] })}
      />
      <span className="files-filter">
        <label htmlFor={kindId}>{t('files.kinds.label')}</label>
        <Dropdown
          inputId={kindId}
          value={filters.kind}
          options={kinds}
          onChange={(event) => onChange({ kind: event.value as FileFilters['kind'] })}
        />
      </span>
      <span className="files-filter">
        <label htmlFor={sortId}>{t('files.sort.label')}</label>
        <Dropdown
          inputId={sortId}
          value={filters.sort}
          options={sorts}
          onChange={(event) => {
            const sort = event.value as FileSort;
            onChange({ sort, order: DEFAULT_ORDER[sort] });
          }}
        />
        <Button
          type="button"
          icon={isAscending ? 'pi pi-sort-amount-up-alt' : 'pi pi-sort-amount-down'}
          text
          aria-label={`${t('files.sort.order')}: ${t(
            isAscending ? 'files.sort.ascending' : 'files.sort.descending',
          )}`}
          onClick={() => onChange({ order: isAscending ? 'desc' : 'asc' })}
        />
      </span>
    </div>
  );
}
