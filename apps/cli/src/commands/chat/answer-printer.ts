import type { SnapshotFrom } from 'xstate';

import { answerNoticeKey, translate, type conversationMachine } from '@folio/core';

import type { SignedInContext } from '../../context';
import type { Sink } from '../../output';
import { safeText } from '../files/format';

import { formatCitation, safeAnswerText } from './answer-format';
import { tableLines } from './table-lines';
import type { Citation, Conversation, HistoryItem } from './chatbot-calls';

type Snapshot = SnapshotFrom<typeof conversationMachine>;

/** Rows of an accounting answer printed; `--json` has them all (up to the server's 1,000). */
const ANSWER_ROWS_SHOWN = 20;

const DIM = '\u001b[2m';
const UNDIM = '\u001b[22m';

/**
 * Prints an answer from the conversation machine's snapshots: a reasoning model's thinking first,
 * dimmed on a terminal that shows emphasis, under its own heading; then the answer as it grows;
 * once done, an accounting answer's table (issue 12), its citations, its notices (issue 11) and,
 * when personal data was masked, what was.
 * A spinner shows on stderr until the first piece arrives.
 */
export function answerPrinter(context: SignedInContext, stdout: Sink) {
  const { output, language } = context;
  const spinner = output.spinner(translate(language, 'chatbot.conversation.thinking'));
  // Each piece is dimmed on its own, so a stop mid-thought leaves the terminal as it was.
  const dim = (text: string) => (output.hasColor ? `${DIM}${text}${UNDIM}` : text);
  let reasoning = '';
  let answer = '';
  let last = '';
  let streamedCitations: Citation[] = [];
  let isEnded = false;

  const emit = (text: string) => {
    spinner.stop();
    stdout.write(text);
    last = text;
  };

  const writeReasoning = (text: string) => {
    if (reasoning === '') {
      emit(`${dim(translate(language, 'cli.chat.reasoning'))}\n`);
    }
    reasoning += text;
    emit(dim(safeAnswerText(text)));
  };

  const writeAnswer = (text: string) => {
    if (answer === '' && reasoning !== '') {
      // A blank line between the thinking and the answer.
      emit(last.endsWith('\n') ? '\n' : '\n\n');
    }
    answer += text;
    emit(safeAnswerText(text));
  };

  /** Ends the last line written, so what follows starts on its own. */
  const end = () => {
    spinner.stop();
    if (!isEnded && last !== '' && !last.endsWith('\n')) {
      stdout.write('\n');
    }
    isEnded = true;
  };

  const line = (text: string) => stdout.write(`${text}\n`);

  return {
    update(snapshot: Snapshot) {
      if (!snapshot.matches({ answering: 'streaming' })) {
        return;
      }
      const { context: now } = snapshot;
      if (now.reasoning.length > reasoning.length && now.reasoning.startsWith(reasoning)) {
        writeReasoning(now.reasoning.slice(reasoning.length));
      }
      if (now.answer.length > answer.length && now.answer.startsWith(answer)) {
        writeAnswer(now.answer.slice(answer.length));
      }
      if (now.citations.length > 0) {
        streamedCitations = now.citations;
      }
    },
    finish(message: HistoryItem, conversation: Conversation) {
      // A server that answered JSON (or streamed nothing) still shows its thinking and answer.
      if (answer === '') {
        if (reasoning === '' && message.reasoning) {
          writeReasoning(message.reasoning);
        }
        if (message.bot_response !== '') {
          writeAnswer(message.bot_response);
        }
      }
      end();
      if (message.table) {
        const { table } = message;
        tableLines(table.columns, table.rows, ANSWER_ROWS_SHOWN, language).forEach(line);
        if (table.truncated) {
          line(translate(language, 'chatbot.answer.tableTruncated', { count: table.rows.length }));
        }
      }
      const citations = message.citations.length > 0 ? message.citations : streamedCitations;
      citations.forEach((citation) => line(formatCitation(citation, language)));
      for (const notice of message.notices) {
        line(translate(language, answerNoticeKey(notice), { model: message.model ?? '' }));
        if (notice === 'anonymised') {
          conversation.masked.forEach((item) =>
            line(
              translate(language, 'cli.chat.maskedItem', {
                placeholder: safeText(item.placeholder),
                original: safeText(item.original),
                kind: translate(language, `chatbot.masked.kinds.${item.kind}`),
              }),
            ),
          );
        }
      }
    },
    end,
  };
}
