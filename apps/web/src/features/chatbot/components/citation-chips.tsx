import type { Citation } from '@folio/core';
import { useTranslation } from 'react-i18next';

/**
 * An answer's sources as chips `[n] filename p. X` (issue 10); each opens the file at that page
 * with the quote highlighted.
 */
export function CitationChips({
  citations,
  onOpen,
}: {
  citations: readonly Citation[];
  onOpen: (citation: Citation) => void;
}) {
  const { t } = useTranslation();
  if (citations.length === 0) {
    return null;
  }
  return (
    <ul className="chatbot-citations" aria-label={t('chatbot.conversation.citations')}>
      {citations.map((citation) => (
        <li key={`${citation.n}-${citation.file_id}-${citation.page}`}>
          <button
            type="button"
            className="chatbot-citation"
            title={t('chatbot.conversation.citationTitle', {
              file: citation.filename,
              page: citation.page,
            })}
            onClick={() => onOpen(citation)}
          >
            {t('chatbot.conversation.citation', {
              n: citation.n,
              file: citation.filename,
              page: citation.page,
            })}
          </button>
        </li>
      ))}
    </ul>
  );
}
