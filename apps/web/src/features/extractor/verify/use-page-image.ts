import { useEffect, useState } from 'react';

import { useNotices } from '../../../components/notices/notices-context';
import { useExtractorApi } from '../use-extractor-api';

/**
 * A page of a document as an image URL (getDocumentPage: JPEG at 110 dpi), released when the page
 * changes or the screen closes. Null while it loads or when it could not be loaded.
 */
export function usePageImage(documentId: string, page: number): string | null {
  const api = useExtractorApi();
  const { notifyError } = useNotices();
  const key = `${documentId}:${page}`;
  const [image, setImage] = useState<{ key: string; url: string } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    let url: string | undefined;
    api.getDocumentPage(documentId, page).then(
      (blob) => {
        if (isCurrent) {
          url = URL.createObjectURL(blob);
          setImage({ key, url });
        }
      },
      (error: unknown) => {
        if (isCurrent) {
          notifyError(error, 'extractor.verify.pageFailed');
        }
      },
    );
    return () => {
      isCurrent = false;
      if (url) {
        URL.revokeObjectURL(url);
      }
    };
  }, [api, documentId, page, key, notifyError]);

  return image?.key === key ? image.url : null;
}
