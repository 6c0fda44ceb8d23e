import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { pageLines } from './page-lines';
import type { PdfDocument } from './pdf-document';
import { PdfPageText } from './pdf-page-text';
import { PdfToolbar, ZOOM_LEVELS } from './pdf-toolbar';
import { quoteBoxes, type PlacedText, type QuoteBox } from './quote-boxes';

/** The width pages are drawn at at 100 %, in CSS pixels; the page scrolls in its own frame. */
const PAGE_WIDTH = 760;
/** 100 % among ZOOM_LEVELS. */
const USUAL_ZOOM = ZOOM_LEVELS.indexOf(1);

/**
 * A PDF's pages, one at a time with previous and next (issue 5: "PDF pages (pdf.js)"), opening
 * at `initialPage` (a content-search hit's page, a citation's page) with `quote`, when given,
 * highlighted wherever the shown page holds it (issue 10: a chatbot citation). The page can be
 * zoomed, and its text shown as lines beside it (issue 22: the text alternative of the drawing).
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
  const [zoom, setZoom] = useState(USUAL_ZOOM);
  const [isTextShown, setTextShown] = useState(false);
  const textId = useId();
  const [text, setText] = useState<{ key: string; runs: PlacedText[] } | null>(null);
  const width = PAGE_WIDTH * (ZOOM_LEVELS[zoom] ?? 1);

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
      pdf.renderPage(shown, canvas.current, width).catch(onFailed);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf, shown, width]);

  // The page's text, placed as drawn: for the quote's highlight and for the page text.
  const textKey = `${String(shown)}@${String(width)}`;
  const isTextWanted = Boolean(quote) || isTextShown;
  useEffect(() => {
    let isCurrent = true;
    if (pdf && isTextWanted) {
      pdf.readText(shown, width).then(
        (runs) => {
          if (isCurrent) {
            setText({ key: textKey, runs });
          }
        },
        // Without the page's text the page still shows, only unmarked and without its lines.
        () => {
          if (isCurrent) {
            setText({ key: textKey, runs: [] });
          }
        },
      );
    }
    return () => {
      isCurrent = false;
    };
  }, [pdf, shown, width, textKey, isTextWanted]);
  const runs = text?.key === textKey ? text.runs : null;
  const boxes: QuoteBox[] = quote && runs ? quoteBoxes(runs, quote) : [];

  if (!pdf) {
    return <ProgressSpinner aria-label={t('files.preview.loading')} />;
  }
  const label = t('files.preview.page', { page: shown, pages: pdf.pages });
  return (
    <div className="files-pdf">
      <PdfToolbar
        page={shown}
        pages={pdf.pages}
        zoom={zoom}
        isTextShown={isTextShown}
        textId={textId}
        onPage={setPage}
        onZoom={setZoom}
        onToggleText={() => setTextShown((shownNow) => !shownNow)}
      />
      <PdfPageText
        id={textId}
        page={shown}
        isHidden={!isTextShown}
        lines={isTextShown && runs ? pageLines(runs) : null}
      />
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
