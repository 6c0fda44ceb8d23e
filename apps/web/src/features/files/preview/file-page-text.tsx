import { useCallback, useEffect, useState } from 'react';

// Shown outside the files screen (the verify screen), so it brings the page text's styles along.
import '../files.css';
import { useNotices } from '../../../components/notices/notices-context';
import { useLoader } from '../../../lib/use-loader';
import { useStorageApi } from '../use-storage-api';

import { pageLines } from './page-lines';
import type { PdfDocument } from './pdf-document';
import { PdfPageText } from './pdf-page-text';

/** Any width: the lines of a page do not depend on the scale its runs are placed at. */
const READING_WIDTH = 1000;

/**
 * The text of page `page` of the PDF file `fileId`, line by line, read with pdf.js as the Files
 * preview reads it (issue 22: the text alternative of a page shown as an image elsewhere, such as
 * the verify screen's). The file is fetched and opened the first time the text is shown.
 */
export function FilePageText({
  id,
  fileId,
  page,
  isHidden,
}: {
  id: string;
  fileId: string;
  page: number;
  isHidden: boolean;
}) {
  // Read from the first time it is shown on, so a hidden text costs no download.
  const [isWanted, setWanted] = useState(!isHidden);
  if (!isHidden && !isWanted) {
    setWanted(true);
  }
  const pdf = useOpenPdf(isWanted ? fileId : null);
  const lines = usePageLines(pdf, page);
  return <PdfPageText id={id} page={page} isHidden={isHidden} lines={lines} />;
}

/** The file `fileId` opened with pdf.js (null until then, or without a file), closed when done. */
function useOpenPdf(fileId: string | null): PdfDocument | null {
  const api = useStorageApi();
  const { notifyError } = useNotices();
  const load = useCallback(async (): Promise<PdfDocument | null> => {
    if (fileId === null) {
      return null;
    }
    const file = await api.findFile(fileId);
    const [{ openPdf }, download] = await Promise.all([
      import('./pdf-document'),
      api.downloadFile(file, true),
    ]);
    return openPdf(await download.blob.arrayBuffer());
  }, [api, fileId]);
  const onError = useCallback(
    (error: unknown) => notifyError(error, 'files.failures.preview'),
    [notifyError],
  );
  const { data: pdf } = useLoader(load, null, onError);
  useEffect(
    () => () => {
      void pdf?.close();
    },
    [pdf],
  );
  return pdf;
}

/** The lines of `page` of `pdf`; null while read. A page whose text cannot be read has none. */
function usePageLines(pdf: PdfDocument | null, page: number): string[] | null {
  const [read, setRead] = useState<{ page: number; lines: string[] } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    pdf?.readText(page, READING_WIDTH).then(
      (runs) => isCurrent && setRead({ page, lines: pageLines(runs) }),
      () => isCurrent && setRead({ page, lines: [] }),
    );
    return () => {
      isCurrent = false;
    };
  }, [pdf, page]);
  return read?.page === page ? read.lines : null;
}
