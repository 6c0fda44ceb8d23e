import { useTranslation } from 'react-i18next';

/** What an empty list says: nothing matches the filters, or the folder has no files yet. */
export function FilesEmpty({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="files-empty">
      <i className={`pi ${isFiltered ? 'pi-filter-slash' : 'pi-inbox'}`} aria-hidden="true" />
      <p>{isFiltered ? t('files.empty.filtered') : t('files.empty.folder')}</p>
      {isFiltered ? null : <small>{t('files.empty.hint')}</small>}
    </div>
  );
}
