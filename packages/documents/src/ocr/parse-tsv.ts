import type { Word } from '../layout/types';

const WORD_LEVEL = '5';

/**
 * Reads Tesseract's TSV output into words (level-5 rows), with boxes multiplied by `scale`
 * (72 / dpi turns the pixels of a rendered PDF page into points).
 */
export function parseTesseractTsv(tsv: string, scale = 1): Word[] {
  const words: Word[] = [];
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
    words.push({
      text,
      box: { x: left * scale, y: top * scale, width: width * scale, height: height * scale },
      confidence: Math.round(confidence * 10) / 10,
    });
  }
  return words;
}
