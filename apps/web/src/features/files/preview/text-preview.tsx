import { useTranslation } from 'react-i18next';

/**
 * Text, CSV and Markdown as plain text (issue 5: "text and Markdown"). Markdown is shown as
 * written rather than rendered: no renderer runs on a user's file, so nothing in it can become
 * markup, and Markdown reads well as it is.
 */
export function TextPreview({
  text,
  isTruncated,
  quote,
}: {
  text: string;
  isTruncated: boolean;
  /** A passage to mark (a chatbot citation's quote), found as written. */
  quote?: string;
}) {
  const { t } = useTranslation();
  const at = quote ? text.indexOf(quote) : -1;
  return (
    <>
      {isTruncated ? <p className="files-sheet-note">{t('files.preview.truncated')}</p> : null}
      <pre className="files-text-preview">
        {at < 0 || !quote ? (
          text
        ) : (
          <>
            {text.slice(0, at)}
            <mark>{quote}</mark>
            {text.slice(at + quote.length)}
          </>
        )}
      </pre>
    </>
  );
}
