import type { Citation } from '@folio/core';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';

import { AnswerMarkdown } from './answer-markdown';
import { CitationChips } from './citation-chips';

/**
 * One answer: its Markdown, who answered ('Built-in engine' when `engine` is `builtin`), its
 * sources, and a copy button. `note` says when it was stopped or failed.
 */
export function AnswerCard({
  text,
  engine,
  citations,
  note,
  onOpenCitation,
}: {
  text: string;
  engine: string | null;
  citations: readonly Citation[];
  note?: string | undefined;
  onOpenCitation: (citation: Citation) => void;
}) {
  const { t } = useTranslation();
  const { isCopied, copy } = useCopyToClipboard();
  return (
    <div className="chatbot-answer">
      <div className="chatbot-answer-head">
        <strong>{t('chatbot.conversation.assistant')}</strong>
        {engine === 'builtin' ? (
          <Tag value={t('chatbot.conversation.builtinEngine')} severity="info" />
        ) : engine ? (
          <span className="chatbot-muted">{t('chatbot.conversation.engine', { engine })}</span>
        ) : null}
        {text === '' ? null : (
          <Button
            type="button"
            icon={isCopied ? 'pi pi-check' : 'pi pi-copy'}
            text
            rounded
            aria-label={t('chatbot.conversation.copy')}
            onClick={() => copy(text)}
          />
        )}
      </div>
      <AnswerMarkdown text={text} />
      {note ? <p className="chatbot-muted">{note}</p> : null}
      <CitationChips citations={citations} onOpen={onOpenCitation} />
    </div>
  );
}
