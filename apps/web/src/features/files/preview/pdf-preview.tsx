import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PdfDocument } from './pdf-document';
import { quoteBoxes, type QuoteBox } from './quote-boxes';

/** The width pages are drawn at, in CSS pixels; the dialog scrolls sideways on small screens. */
const PAGE_WIDTH = 760;

/**
 * A PDF's pages, one at a time with previous and next (issue 5: "PDF pages (pdf.js)"), opening
 * at `initialPage` (a content-search hit's page, a citation's page) with `quote`, when given,
 * highlighted wherever the shown page holds it (issue 10: a chatbot citation).
 */
export function PdfPreview({
  blob,
  initialPage = 1,
  quote,
  onFailed,
}: {
  blob: Blob;
  initialPage?: number;
  quote?: string;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [page, setPage] = useState(initialPage);
  const [highlight, setHighlight] = useState<{ page: number; boxes: QuoteBox[] } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    let opened: PdfDocument | null = null;
    Promise.all([import('./pdf-document'), blob.arrayBuffer()])
      .then(([{ openPdf }, bytes]) => openPdf(bytes))
      .then(
        (document) => {
          opened = document;
          if (isCurrent) {
            setPdf(document);
          } else {
            void document.close();
          }
        },
        (error: unknown) => {
          if (isCurrent) {
            onFailed(error);
          }
        },
      );
    return () => {
      isCurrent = false;
      void opened?.close();
    };
    // onFailed is a notice: a new one must not open the PDF again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blob]);

  const shown = pdf ? Math.min(Math.max(1, page), pdf.pages) : page;
  useEffect(() => {
    if (pdf && canvas.current) {
      pdf.renderPage(shown, canvas.current, PAGE_WIDTH).catch(onFailed);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf, shown]);

  useEffect(() => {
    let isCurrent = true;
    if (pdf && quote) {
      pdf.readText(shown, PAGE_WIDTH).then(
        (runs) => {
          if (isCurrent) {
            setHighlight({ page: shown, boxes: quoteBoxes(runs, quote) });
          }
        },
        // Without the page's text the page still shows, only unmarked.
        () => undefined,
      );
    }
    return () => {
      isCurrent = false;
    };
  }, [pdf, shown, quote]);
  const boxes = highlight?.page === shown ? highlight.boxes : [];

  if (!pdf) {
    return <ProgressSpinner aria-label={t('files.preview.loading')} />;
  }
  const label = t('files.preview.page', { page: shown, pages: pdf.pages });
  return (
    <div className="files-pdf">
      <div className="files-pdf-nav">
        <Button
          type="button"
          icon="pi pi-chevron-left"
          text
          aria-label={t('files.preview.previous')}
          disabled={shown <= 1}
          onClick={() => setPage(shown - 1)}
        />
        <span aria-live="polite">{label}</span>
        <Button
          type="button"
          icon="pi pi-chevron-right"
          text
          aria-label={t('files.preview.next')}
          disabled={shown >= pdf.pages}
          onClick={() => setPage(shown + 1)}
        />
      </div>
      <div className="files-pdf-sheet">
        <canvas ref={canvas} className="files-pdf-page" role="img" aria-label={label} />
        {boxes.map((box, index) => (
          <span
            key={index}
            className="files-pdf-quote"
            data-testid="pdf-quote-highlight"
            style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
          />
        ))}
      </div>
    </div>
  );
}
