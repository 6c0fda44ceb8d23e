import { useTranslation } from 'react-i18next';

/**
 * Text, CSV and Markdown as plain text (issue 5: "text and Markdown"). Markdown is shown as
 * written rather than rendered: no renderer runs on a user's file, so nothing in it can become
 * markup, and Markdown reads well as it is.
 */
export function TextPreview({ text, isTruncated }: { text: string; isTruncated: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {isTruncated ? <p className="files-sheet-note">{t('files.preview.truncated')}</p> : null}
      <pre className="files-text-preview">{text}</pre>
    </>
  );
}
