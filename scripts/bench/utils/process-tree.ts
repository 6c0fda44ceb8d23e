// The memory of a server and every process under it (Chromium, LibreOffice and their helpers),
// read from /proc: one reading, a listing, and a sampler that keeps the peaks.
import { readFile } from 'node:fs/promises';

import { descendantsOf, pssOf, statusOf } from '../proc.ts';

/** Which part of the service a process is, by its name. */
function groupOf(name: string): 'chromium' | 'office' | 'other' {
  if (/chrom|headless/i.test(name)) {
    return 'chromium';
  }
  return /soffice|oosplash|python/i.test(name) ? 'office' : 'other';
}

export type Snapshot = {
  nodeKb: number;
  treeKb: number;
  treePssKb: number;
  processes: number;
  byGroup: Record<string, number>;
};

/**
 * One reading of the service's Node process `pid` and the processes under it (`under`, looked up
 * when not given); PSS only when asked, reading it costs a page-table walk per process.
 */
export async function snapshot(
  pid: number,
  { under, pss = true }: { under?: number[]; pss?: boolean } = {},
): Promise<Snapshot> {
  const pids = [pid, ...(under ?? (await descendantsOf(pid)))];
  const readings = await Promise.all(
    pids.map(async (each) => ({
      status: await statusOf(each),
      pss: pss ? await pssOf(each) : 0,
    })),
  );
  const byGroup: Record<string, number> = { node: 0, chromium: 0, office: 0, other: 0 };
  let treeKb = 0;
  let treePssKb = 0;
  let processes = 0;
  readings.forEach(({ status, pss: pssKb }, index) => {
    if (!status) {
      return;
    }
    processes++;
    treeKb += status.rssKb;
    treePssKb += pssKb;
    const group = index === 0 ? 'node' : groupOf(status.name);
    byGroup[group] = (byGroup[group] ?? 0) + status.rssKb;
  });
  return { nodeKb: readings[0]?.status?.rssKb ?? 0, treeKb, treePssKb, processes, byGroup };
}

/** Every process of the tree, largest first: its pid and kind, VmRSS and PSS in KiB. */
export async function treeRows(
  pid: number,
): Promise<Array<{ label: string; rssKb: number; pssKb: number }>> {
  const rows = await Promise.all(
    [pid, ...(await descendantsOf(pid))].map(async (each) => {
      const args = (await readFile(`/proc/${each}/cmdline`, 'utf8').catch(() => '')).split('\0');
      const type = args.find((arg) => arg.startsWith('--type=') || arg.endsWith('.py'));
      const status = await statusOf(each);
      const kind = `${status?.name ?? '?'} ${type?.split('/').pop() ?? ''}`;
      return {
        label: `${String(each).padStart(8)} ${kind.padEnd(34)}`,
        rssKb: status?.rssKb ?? 0,
        pssKb: await pssOf(each),
      };
    }),
  );
  return rows.sort((a, b) => b.rssKb - a.rssKb);
}

/** How often the sampler looks for new processes in the tree, and reads PSS (costlier than VmRSS). */
const TREE_EVERY_MS = 1_000;
const PSS_EVERY = 10;

/**
 * Samples `pid`'s tree: VmRSS of every process every `sampleMs` (a sample still running skips the
 * next tick), PSS every PSS_EVERY samples, the list of processes every TREE_EVERY_MS (walking
 * every thread's children file is the costly part, and the pools' processes are long-lived).
 */
export async function startSampler(pid: number, sampleMs: number) {
  let under = await descendantsOf(pid);
  let listedAt = performance.now();
  let peakNode: Snapshot | undefined;
  let peakTree: Snapshot | undefined;
  let peakPss: Snapshot | undefined;
  let samples = 0;
  let busy = false;
  const sample = async () => {
    if (performance.now() - listedAt > TREE_EVERY_MS) {
      under = await descendantsOf(pid);
      listedAt = performance.now();
    }
    const withPss = samples % PSS_EVERY === 0;
    const reading = await snapshot(pid, { under, pss: withPss });
    samples++;
    if (!peakNode || reading.nodeKb > peakNode.nodeKb) {
      peakNode = reading;
    }
    if (!peakTree || reading.treeKb > peakTree.treeKb) {
      peakTree = reading;
    }
    if (withPss && (!peakPss || reading.treePssKb > peakPss.treePssKb)) {
      peakPss = reading;
    }
  };
  const started = performance.now();
  const timer = setInterval(() => {
    if (busy) {
      return;
    }
    busy = true;
    void sample()
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, sampleMs);
  return {
    stop: async () => {
      clearInterval(timer);
      // One last reading, so a split shorter than a tick still has one.
      await sample().catch(() => undefined);
      return { peakNode, peakTree, peakPss, samples, ms: performance.now() - started };
    },
  };
}
