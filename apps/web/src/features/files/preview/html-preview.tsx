import { useTranslation } from 'react-i18next';

// Plain reading styles for the document; nothing of the app's page reaches the frame.
const FRAME_STYLE =
  'body{font-family:system-ui,sans-serif;line-height:1.5;margin:1rem 1.5rem;color:#1f2937}' +
  'img{max-width:100%;height:auto}table{border-collapse:collapse}td,th{border:1px solid #d1d5db;padding:.25rem .5rem}';

/**
 * A DOCX shown as HTML (issue 5). The server sanitises it; it is still kept out of the page: it
 * is the document of a sandboxed frame with no scripts, no same-origin access, no forms and no
 * navigation of the app.
 */
export function HtmlPreview({ html, name }: { html: string; name: string }) {
  const { t } = useTranslation();
  const document = `<!doctype html><html><head><meta charset="utf-8"><style>${FRAME_STYLE}</style></head><body>${html}</body></html>`;
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
