import type { Word } from '../layout/types';

const WORD_LEVEL = '5';

/**
 * Reads Tesseract's TSV output into words (level-5 rows), with boxes multiplied by `scale`
 * (72 / dpi turns the pixels of a rendered PDF page into points).
 */
export function parseTesseractTsv(tsv: string, scale = 1): Word[] {
  return parseTesseractLines(tsv, scale).flat();
}

/**
 * The words of Tesseract's TSV output by the line Tesseract found them on (its page, block,
 * paragraph and line numbers), in its order: a line follows the page's turn, so the slope of its
 * words measures a turned scan (`deskew-words.ts`).
 */
export function parseTesseractLines(tsv: string, scale = 1): Word[][] {
  const lines = new Map<string, Word[]>();
  for (const row of tsv.split('\n').slice(1)) {
    const columns = row.split('\t');
    if (columns[0] !== WORD_LEVEL || columns.length < 12) {
      continue;
    }
    const text = columns.slice(11).join('\t').trim();
    const [left, top, width, height, confidence] = columns.slice(6, 11).map(Number);
    if (
      text === '' ||
      left === undefined ||
      top === undefined ||
      width === undefined ||
      height === undefined ||
      confidence === undefined
    ) {
      continue;
    }
    const key = columns.slice(1, 5).join('/');
    const line = lines.get(key) ?? [];
    line.push({
      text,
      box: { x: left * scale, y: top * scale, width: width * scale, height: height * scale },
      confidence: Math.round(confidence * 10) / 10,
    });
    lines.set(key, line);
  }
  return [...lines.values()];
}
