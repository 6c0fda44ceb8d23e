// What every bench shares: timing an action by its median, and printing ours against the reference
// tool measured in the same run (benchmarks report ratios; no test asserts a time).

/** The median wall time of `runs` calls of `action`, in milliseconds. */
export async function median(runs: number, action: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await action();
    times.push(performance.now() - started);
  }
  return middleOf(times);
}

/** The middle value of some measurements (the upper one of an even count); NaN for none. */
export function middleOf(values: number[]): number {
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** One line of a bench's table: our time, the reference tool's, and the ratio. */
export function report(
  label: string,
  ours: number,
  reference: number,
  referenceName: string,
): void {
  const ratio = (ours / reference).toFixed(2);
  console.log(
    `${label.padEnd(44)} ours ${ours.toFixed(0).padStart(6)} ms | ${referenceName} ${reference.toFixed(0).padStart(6)} ms | ratio ${ratio}x`,
  );
}
