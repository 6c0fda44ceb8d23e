/**
 * Search folding: compatibility decomposition, combining marks dropped, lower case. Used on
 * passage text before it is indexed and on questions before they are matched, so 'Educación',
 * 'EDUCACION' and 'educación' meet.
 *
 * NFKD never merges characters, and once marks are dropped each remaining code unit comes from
 * exactly one source character, but a ligature ('ﬁ') or a full-width form can expand to several;
 * callers that need offsets into the original text use `foldWithOffsets`.
 */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

const COMBINING_MARKS = /\p{M}/gu;

/** Folded text with, for each of its UTF-16 units, the offset of the source character it came from. */
export type FoldedText = { text: string; sourceOffsets: number[] };

/** `fold`, keeping the way back to the original offsets (for quoting what a search matched). */
export function foldWithOffsets(text: string): FoldedText {
  let folded = '';
  const sourceOffsets: number[] = [];
  let offset = 0;
  for (const character of text) {
    const piece = fold(character);
    folded += piece;
    for (let unit = 0; unit < piece.length; unit++) {
      sourceOffsets.push(offset);
    }
    offset += character.length;
  }
  sourceOffsets.push(offset);
  return { text: folded, sourceOffsets };
}
