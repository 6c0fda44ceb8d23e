// How the missions bench writes its figures: shares, verdicts against a target, per-part lines.
import type { Corpus, Part } from './corpora.ts';

export const PARTS: readonly Part[] = ['tune', 'held-out'];

export const share = (count: number, total: number) => (total === 0 ? Number.NaN : count / total);
export const fixed = (value: number) => (Number.isNaN(value) ? '  -  ' : value.toFixed(3));
export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
/** A quote on one line, as the misses print it. */
export const oneLine = (text: string) => text.replace(/\s+/gu, ' ');

/** A table row: the first cell left-aligned, the others right-aligned to their widths. */
export function row(cells: readonly (string | number)[], widths: readonly number[]): string {
  return cells
    .map((cell, index) =>
      index === 0 ? String(cell).padEnd(widths[0] ?? 0) : String(cell).padStart(widths[index] ?? 0),
    )
    .join(' ');
}

/** The corpora of a part, as the heading of its line says it: 'parsee, zugferd, sroie'. */
export function corporaOf(items: readonly { corpus: Corpus; part: Part }[], part: Part): string {
  return [...new Set(items.filter((item) => item.part === part).map((item) => item.corpus))].join(
    ', ',
  );
}

/**
 * A part's figure; the held-out part is judged against the target (the tuning part is where the
 * rules were looked at, so its figure is information).
 */
export function partLine(
  part: Part,
  label: string,
  value: number,
  target: { ok: (value: number) => boolean; text: string },
): string {
  const judged = part === 'held-out' ? `   ${verdict(target.ok(value))} (${target.text})` : '';
  return `  ${part.padEnd(9)} ${label} ${fixed(value)}${judged}`;
}
