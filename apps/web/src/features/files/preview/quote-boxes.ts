/** A highlight over a drawn page, in CSS pixels from its top left corner. */
export type QuoteBox = { left: number; top: number; width: number; height: number };

/** A run of a page's text as pdf.js reads it, with where it is drawn (already in CSS pixels). */
export type PlacedText = { text: string; box: QuoteBox };

/**
 * The boxes of the runs that hold `quote` on a page, so the preview can highlight a cited passage
 * (issue 10: "the page with the quoted text highlighted"). White space and case are ignored on
 * both sides, because pdf.js splits and joins runs differently from the server's reading; a run
 * only partly in the quote is highlighted whole (a line, not a word). None when not found.
 */
export function quoteBoxes(runs: readonly PlacedText[], quote: string): QuoteBox[] {
  const folded: string[] = [];
  const runOf: number[] = [];
  runs.forEach((run, index) => {
    for (const character of run.text.toLowerCase()) {
      if (!/\s/.test(character)) {
        folded.push(character);
        runOf.push(index);
      }
    }
  });
  const wanted = quote.toLowerCase().replace(/\s+/g, '');
  const start = wanted === '' ? -1 : folded.join('').indexOf(wanted);
  if (start < 0) {
    return [];
  }
  const first = runOf[start] ?? 0;
  const last = runOf[start + [...wanted].length - 1] ?? first;
  return runs.slice(first, last + 1).map((run) => run.box);
}
