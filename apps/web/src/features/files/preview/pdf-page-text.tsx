import { useTranslation } from 'react-i18next';

/**
 * The text of the shown page, line by line (issue 22: the PDF viewer's text alternative): what a
 * screen reader reads instead of the drawn page, and what anyone can read reflowed at any zoom.
 * A page without a text layer (a scan) says so. Kept in the page while hidden, so the toggle's
 * `aria-controls` always names it.
 */
export function PdfPageText({
  id,
  page,
  isHidden,
  lines,
}: {
  id: string;
  page: number;
  isHidden: boolean;
  /** Null while the page's text is read. */
  lines: readonly string[] | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      id={id}
      className="files-pdf-text"
      aria-label={t('files.preview.pageTextOf', { page })}
      hidden={isHidden}
    >
      {isHidden ? null : lines === null ? (
        <p>{t('files.preview.loading')}</p>
      ) : lines.length === 0 ? (
        <p>{t('files.preview.noText')}</p>
      ) : (
        lines.map((line, index) => <p key={index}>{line}</p>)
      )}
    </section>
  );
}
