import type { ChatTurn } from '../../ai';

/** An earlier exchange of the conversation. */
export type PastExchange = { question: string; answer: string };

// About four characters per token in both languages; the budget is the history's share of the
// model's context, leaving room for the sources, the question and the answer.
const CHARS_PER_TOKEN = 4;
const HISTORY_TOKENS = 4_000;

/**
 * The conversation's last answered exchanges as turns, newest kept first, within the history
 * budget: an exchange that does not fit ends the history (an older one never skips a newer one).
 */
export function historyTurns(
  exchanges: readonly PastExchange[],
  budgetTokens = HISTORY_TOKENS,
): ChatTurn[] {
  let left = budgetTokens * CHARS_PER_TOKEN;
  const kept: PastExchange[] = [];
  const answered = exchanges.filter((exchange) => exchange.answer !== '');
  for (const exchange of [...answered].reverse()) {
    const size = exchange.question.length + exchange.answer.length;
    if (size > left) {
      break;
    }
    left -= size;
    kept.unshift(exchange);
  }
  return kept.flatMap((exchange) => [
    { role: 'user' as const, content: exchange.question },
    { role: 'assistant' as const, content: exchange.answer },
  ]);
}
