import { useTranslation } from 'react-i18next';

import { displayName, fileIcon } from '../file-display';
import type { SearchHit } from '../storage-types';

import { HighlightedSnippet } from './highlighted-snippet';

/** One content-search result: the file, the folder, the page and the snippet with its matches. */
export function SearchHitItem({
  hit,
  folderName,
  onOpen,
}: {
  hit: SearchHit;
  folderName: string;
  onOpen: (hit: SearchHit) => void;
}) {
  const { t } = useTranslation();
  const name = displayName(hit.file);
  return (
    <li className="files-hit">
      <div className="files-hit-head">
        <i className={`pi ${fileIcon(hit.file)}`} aria-hidden="true" />
        <button
          type="button"
          className="files-name-button"
          aria-label={t('files.search.open', { name, page: hit.page })}
          onClick={() => onOpen(hit)}
        >
          {name}
        </button>
        <small className="files-hit-where">
          {folderName} · {t('files.search.page', { page: hit.page })}
        </small>
      </div>
      <p className="files-hit-snippet">
        <HighlightedSnippet snippet={hit.snippet} />
      </p>
    </li>
  );
}
