import { MAX_PLACEHOLDER_LENGTH } from './placeholders';
import { isWordCharacterAt } from './word-characters';

/** Restores placeholders in an answer that arrives in pieces. */
export type StreamRestorer = {
  /** The restored text that is safe to show now, given the next piece of the answer. */
  push(delta: string): string;
  /** The rest, once the answer is complete. */
  flush(): string;
};

/**
 * Where the unsent text can be cut so that nothing after the cut can still complete a placeholder
 * begun before it: before an unclosed "[" (a bracketed placeholder may be arriving) and before a
 * trailing word (an unbracketed "NAME_1" may be arriving), when either is short enough to be one.
 */
function safeCut(pending: string): number {
  let cut = pending.length;
  const bracket = pending.lastIndexOf('[');
  if (bracket >= 0 && !pending.includes(']', bracket)) {
    if (pending.length - bracket <= MAX_PLACEHOLDER_LENGTH) {
      cut = bracket;
    }
  }
  let wordStart = pending.length;
  while (wordStart > 0 && isWordCharacterAt(pending, wordStart - 1)) {
    wordStart -= 1;
  }
  if (pending.length - wordStart <= MAX_PLACEHOLDER_LENGTH) {
    cut = Math.min(cut, wordStart);
  }
  return cut;
}

/**
 * A restorer whose outputs, concatenated, equal `table.restore` of the whole answer, while
 * holding back at most a placeholder's length of text at any time.
 */
export function createStreamRestorer(table: { restore(text: string): string }): StreamRestorer {
  let pending = '';
  let isAfterWordCharacter: boolean | undefined;

  // Restores one piece as it reads inside the whole answer: what came before matters only as
  // "a word goes on" (an unbracketed placeholder needs a word boundary), so a stand-in character
  // of the same sort is put in front and taken off again. Neither stand-in can begin a
  // placeholder, so restore never touches it.
  function restorePiece(piece: string): string {
    if (piece === '') {
      return '';
    }
    const standIn = isAfterWordCharacter === undefined ? '' : isAfterWordCharacter ? '0' : ' ';
    isAfterWordCharacter = isWordCharacterAt(piece, piece.length - 1);
    return table.restore(standIn + piece).slice(standIn.length);
  }

  return {
    push(delta) {
      pending += delta;
      const cut = safeCut(pending);
      const piece = pending.slice(0, cut);
      pending = pending.slice(cut);
      return restorePiece(piece);
    },
    flush() {
      const piece = pending;
      pending = '';
      return restorePiece(piece);
    },
  };
}
