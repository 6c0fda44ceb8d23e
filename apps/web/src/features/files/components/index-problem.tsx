import { indexProblem } from '@folio/core';

import { useLanguage } from '../../../lib/i18n';
import type { StoredFile } from '../storage-types';

type IndexedFile = Pick<StoredFile, 'index_status' | 'index_error'>;

/** The core's sentence about a file without content search, in the user's language. */
function useIndexProblem(file: IndexedFile): string | undefined {
  const [language] = useLanguage();
  return indexProblem(file, language);
}

/**
 * The small warning beside the name of a file that could not be indexed (issue 17): an icon with
 * the sentence as its tooltip, and the same sentence for screen readers. Nothing for other files.
 */
export function IndexFailedMarker({ file }: { file: IndexedFile }) {
  const problem = useIndexProblem(file);
  const text = file.index_status === 'failed' ? problem : undefined;
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
  const text = useIndexProblem(file);
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
