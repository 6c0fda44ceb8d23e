import { isControlCharacter } from '../tools/characters';

/** Whether a page's text layer can be used as is, or the page needs OCR. */
export type TextUsability = {
  usable: boolean;
  /** `no-text`: (almost) no letters or digits; `undecodable`: too many characters that mean nothing. */
  reason: 'ok' | 'no-text' | 'undecodable';
  /** Letters and digits found. */
  characters: number;
  /** Share (0-1) of non-space characters that do not decode to text. */
  undecodableShare: number;
};

// Fewer letters and digits than this is a scan with at most a stray page number on top.
const MIN_CHARACTERS = 10;
// Above this share of meaningless characters the layer is garbage (Type-3 fonts without a
// Unicode map, custom encodings): OCR reads the page better.
const MAX_UNDECODABLE_SHARE = 0.1;

// The replacement character and private-use code points (with control characters) are what a
// font without a usable Unicode map decodes to.
const UNDECODABLE = /[\uFFFD\uE000-\uF8FF\u{F0000}-\u{10FFFF}]/gu;
const NOT_ALPHANUMERIC = /[^\p{L}\p{N}]+/gu;
const SPACES = /\s+/gu;

/** Judges a page's extracted text: enough real characters, and not mostly undecodable. */
export function assessTextUsability(text: string): TextUsability {
  const visible = text.replace(SPACES, '');
  const characters = visible.replace(NOT_ALPHANUMERIC, '').length;
  let undecodable = visible.match(UNDECODABLE)?.length ?? 0;
  for (const char of visible) {
    if (isControlCharacter(char)) {
      undecodable += 1;
    }
  }
  const undecodableShare = visible.length === 0 ? 0 : undecodable / visible.length;
  if (undecodableShare > MAX_UNDECODABLE_SHARE) {
    return { usable: false, reason: 'undecodable', characters, undecodableShare };
  }
  if (characters < MIN_CHARACTERS) {
    return { usable: false, reason: 'no-text', characters, undecodableShare };
  }
  return { usable: true, reason: 'ok', characters, undecodableShare };
}
