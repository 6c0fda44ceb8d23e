import type { PlacedText } from './quote-boxes';

/**
 * A page's text runs as lines, top to bottom and left to right within a line: the reading text of
 * the page for a screen reader (issue 22, the PDF viewer's text alternative). Runs whose tops are
 * within half a line's height of each other are one line.
 */
export function pageLines(runs: readonly PlacedText[]): string[] {
  const sorted = [...runs].sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
  const lines: PlacedText[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && Math.abs(run.box.top - first.box.top) <= first.box.height / 2) {
      line.push(run);
    } else {
      lines.push([run]);
    }
  }
  return lines
    .map((line) =>
      line
        .sort((a, b) => a.box.left - b.box.left)
        .map((run) => run.text.trim())
        .join(' ')
        .replace(/\s+/g, ' '),
    )
    .filter((line) => line !== '');
}
