import { translate, type Language } from '@folio/core';

import { safeText } from '../files/format';

import type { Citation } from './chatbot-calls';

// Control characters but the line break and the tab: an answer is Markdown over several lines.
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Answer text made safe for a terminal: its lines are kept, but an escape sequence a document
 * carried into a quote (the answers quote the user's files) cannot move the cursor or rewrite
 * the screen; each such character shows as `?`.
 */
export function safeAnswerText(text: string): string {
  return text.replace(CONTROL_BUT_LINES, '?');
}

/** A citation as one line: `[1] contrato.pdf p. 3: "El plazo es de 30 días."`. */
export function formatCitation(citation: Citation, language: Language): string {
  return translate(language, 'cli.chat.citation', {
    n: citation.n,
    file: safeText(citation.filename),
    page: citation.page,
    quote: safeText(citation.quote.replace(/\s+/g, ' ').trim()),
  });
}
