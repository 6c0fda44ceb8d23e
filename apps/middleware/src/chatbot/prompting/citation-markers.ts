// A marker the model writes: [3] or [1, 4]. A bracket that may still become one is held back
// until it closes or cannot be one any more.
const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/gu;
const OPEN_TAIL = /\[[\d,\s]{0,24}$/u;

/**
 * Checks and renumbers a streamed answer's source markers. A marker of a given source becomes
 * `[c]`, where c counts the sources in the order the answer first cites them (the numbers of the
 * citations shown under the answer); a marker of a source that was not given is dropped, so an
 * invented citation is never shown. `cited()` is the cited sources (0-based) in citation order.
 */
export function createCitationMarkers(sourceCount: number) {
  const cited: number[] = [];
  let pending = '';

  function citationNumber(source: number): number | undefined {
    if (source < 1 || source > sourceCount) {
      return undefined;
    }
    const known = cited.indexOf(source - 1);
    if (known >= 0) {
      return known + 1;
    }
    cited.push(source - 1);
    return cited.length;
  }

  function rewrite(text: string): string {
    return text.replace(MARKER, (_marker, inner: string) =>
      inner
        .split(',')
        .map((number) => citationNumber(Number(number.trim())))
        .filter((number) => number !== undefined)
        .map((number) => `[${String(number)}]`)
        .join(''),
    );
  }

  return {
    /** The text that is safe to show now. */
    push(delta: string): string {
      pending += delta;
      const tail = OPEN_TAIL.exec(pending);
      const ready = tail ? pending.slice(0, tail.index) : pending;
      pending = tail ? pending.slice(tail.index) : '';
      return rewrite(ready);
    },
    /** The rest, at the end of the answer. */
    flush(): string {
      const rest = rewrite(pending);
      pending = '';
      return rest;
    },
    cited: (): readonly number[] => cited,
  };
}
