import type { AnswerNotice, Citation } from '@folio/core';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import type { AnswerTable } from '../table-values';

import { AnswerMarkdown } from './answer-markdown';
import { AnswerNotices } from './answer-notices';
import { AnswerTableView } from './answer-table';
import { CitationChips } from './citation-chips';
import { ReasoningDisclosure } from './reasoning-disclosure';

/** What an answer card shows: the answer so far or stored, and how it was made. */
export type AnswerView = {
  /** The question it answers (names its result table). */
  question: string;
  text: string;
  engine: string | null;
  citations: readonly Citation[];
  /** A reasoning model's thinking, shown collapsed above the answer. */
  reasoning: string;
  notices: readonly AnswerNotice[];
  /** The model the question asked for. */
  model: string | null;
  /** An accounting answer's result (issue 12); the text is then its one-line summary. */
  table: AnswerTable | null;
};

/**
 * One answer: who answered ('Built-in engine' when `engine` is `builtin`), the reasoning behind
 * it, its Markdown with its citation markers, an accounting answer's table, chart and SQL, its
 * notices, its sources, and a copy button.
 * `note` says when it was stopped or failed.
 */
export function AnswerCard({
  answer,
  note,
  onOpenCitation,
  onShowMasked,
}: {
  answer: AnswerView;
  note?: string | undefined;
  onOpenCitation: (citation: Citation) => void;
  onShowMasked: () => void;
}) {
  const { t } = useTranslation();
  const { isCopied, copy } = useCopyToClipboard();
  const { text, engine, citations } = answer;
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
      <ReasoningDisclosure text={answer.reasoning} />
      <AnswerMarkdown text={text} citations={citations} onOpenCitation={onOpenCitation} />
      {answer.table ? <AnswerTableView table={answer.table} question={answer.question} /> : null}
      {note ? <p className="chatbot-muted">{note}</p> : null}
      <AnswerNotices notices={answer.notices} model={answer.model} onShowMasked={onShowMasked} />
      <CitationChips citations={citations} onOpen={onOpenCitation} />
    </div>
  );
}
