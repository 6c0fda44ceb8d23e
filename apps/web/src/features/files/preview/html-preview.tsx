import { useTranslation } from 'react-i18next';

// Plain reading styles for the document; nothing of the app's page reaches the frame.
const FRAME_STYLE =
  'body{font-family:system-ui,sans-serif;line-height:1.5;margin:1rem 1.5rem;color:#1f2937}' +
  'img{max-width:100%;height:auto}table{border-collapse:collapse}td,th{border:1px solid #d1d5db;padding:.25rem .5rem}';
// The frame fetches nothing: images are embedded `data:` URLs, the only style is the one above.
const FRAME_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/**
 * A DOCX shown as HTML (issue 5). The server sanitises it with sanitize-html and an allow-list
 * (`apps/middleware/src/storage/preview/sanitize-html.ts`); the browser does not sanitise it
 * again (no DOMPurify) because the HTML never enters the app's page: it is the document of a
 * frame sandboxed with no scripts, no same-origin access, no forms and no navigation of the
 * app, whose own policy forbids any network load. A tag the server let through by mistake could
 * only look wrong there, so a second allow-list to keep in step would buy nothing. HTML put into
 * the page itself (`dangerouslySetInnerHTML`) would need DOMPurify as well.
 */
export function HtmlPreview({ html, name }: { html: string; name: string }) {
  const { t } = useTranslation();
  const document =
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">` +
    `<style>${FRAME_STYLE}</style></head><body>${html}</body></html>`;
  return (
    <iframe
      className="files-html-frame"
      title={t('files.preview.html', { name })}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={document}
    />
  );
}
