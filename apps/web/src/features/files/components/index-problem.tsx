import { useTranslation } from 'react-i18next';

import { indexProblem } from '../file-display';
import type { StoredFile } from '../storage-types';

type IndexedFile = Pick<StoredFile, 'index_status' | 'index_error'>;

/**
 * The small warning beside the name of a file that could not be indexed (issue 17): an icon with
 * the sentence as its tooltip, and the same sentence for screen readers. Nothing for other files.
 */
export function IndexFailedMarker({ file }: { file: IndexedFile }) {
  const { t } = useTranslation();
  const text = file.index_status === 'failed' ? indexProblem(file, t) : undefined;
  if (text === undefined) {
    return null;
  }
  return (
    <span className="files-index-marker" title={text}>
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span className="folio-visually-hidden">{text}</span>
    </span>
  );
}

/** The same news spelt out in the file's details dialog, when there is any. */
export function IndexProblemNote({ file }: { file: IndexedFile }) {
  const { t } = useTranslation();
  const text = indexProblem(file, t);
  if (text === undefined) {
    return null;
  }
  return (
    <p className="files-index-note" role="note">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
