import { linesToText, readPdfText } from '@folio/documents';

/** Paper sizes in points: ISO A4 is 595.3 x 841.9, ANSI Letter 612 x 792. */
const PAPERS: Record<string, [number, number]> = {
  a4: [595.3, 841.9],
  'a4 landscape': [841.9, 595.3],
  letter: [612, 792],
  'letter landscape': [792, 612],
};

/**
 * A printed PDF read back: its text (pages joined) and each page's paper by name, within a
 * point (Chromium rounds the paper to whole CSS pixels), or as `width x height` points.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; papers: string[] }> {
  const { pages } = await readPdfText(new Uint8Array(bytes));
  return {
    text: pages.map((page) => linesToText(page.lines)).join('\n'),
    papers: pages.map(({ width, height }) => {
      const name = Object.entries(PAPERS).find(
        ([, [w, h]]) => Math.abs(width - w) <= 1 && Math.abs(height - h) <= 1,
      )?.[0];
      return name ?? `${Math.round(width)} x ${Math.round(height)}`;
    }),
  };
}
