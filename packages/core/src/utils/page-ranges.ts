/** A run of pages as written, 1-based and inclusive; `to` undefined runs to the last page. */
export type WrittenPageRange = { from: number; to: number | undefined; text: string };

/** Why a page-range list was refused, and the item that was wrong. */
export type PageRangeProblem = {
  reason: 'malformed' | 'outside' | 'backwards';
  item: string;
};

export type PageRangeList =
  { ok: true; ranges: WrittenPageRange[] } | { ok: false; problem: PageRangeProblem };

const ITEM = /^(\d*)(-?)(\d*)$/;

/**
 * Reads the page ranges of the split utility (SPEC §7, issue 4: `1-3,5,8-`): `5` is one page,
 * `1-3` a run, `8-` runs to the last page and `-3` from the first; spaces are ignored. An empty
 * list means every page on its own. The web checks what the user types with it and the service
 * applies it to a PDF's page count, so both hosts of the rule agree.
 */
export function parsePageRanges(text: string | undefined): PageRangeList {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') {
    return { ok: true, ranges: [] };
  }
  const ranges: WrittenPageRange[] = [];
  for (const raw of trimmed.split(',')) {
    const item = raw.replace(/\s+/g, '');
    const match = ITEM.exec(item);
    if (!match || item === '' || item === '-') {
      return { ok: false, problem: { reason: 'malformed', item } };
    }
    const [, first = '', dash = '', last = ''] = match;
    const from = first === '' ? 1 : Number(first);
    const to = dash === '' ? from : last === '' ? undefined : Number(last);
    if (from < 1 || to === 0) {
      return { ok: false, problem: { reason: 'outside', item } };
    }
    if (to !== undefined && to < from) {
      return { ok: false, problem: { reason: 'backwards', item } };
    }
    ranges.push({ from, to, text: item });
  }
  return { ok: true, ranges };
}
