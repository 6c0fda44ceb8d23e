// The files bench of issue 5, with the upload targets issue 15 restated, measured in one run
// (build first: `pnpm build`, then `pnpm bench:files` from the repository root):
//   1. upload 200 files (1 GB together) over loopback vs the same requests to a server that only
//      reads and drops them (target 1.5x; `cp` shown beside it: HTTP alone costs 4.6-5.8x `cp`),
//      with the CPU each run took from the whole machine and the floor that puts on the ratio;
//   2. the middleware's memory while a 2 GB file uploads through tus (target: peak < 300 MB on
//      PostgreSQL; on the embedded PGlite, whose engine shares the process, < 100 MB added);
//   3. the first page of a 10,000-file folder, median server time (target < 50 ms).
// Sizes by environment: FOLIO_BENCH_FILES (200), FOLIO_BENCH_UPLOAD_MB (1024),
// FOLIO_BENCH_TUS_MB (2048), FOLIO_BENCH_LIST_FILES (10000). On PGlite by default (its engine
// lives in the middleware's process and memory); FOLIO_TEST_DATABASE_URL=postgres://... runs 1 and
// 2 on a throwaway PostgreSQL database instead. Prints numbers; asserts nothing.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { report } from '../measure.ts';
import { writeBenchFile, writeBenchFiles } from './fixtures.ts';
import { benchListFolder } from './list-folder.ts';
import { machineCores, withCpuSpent, type CpuSpent } from './machine-cpu.ts';
import { startBenchServer } from './server.ts';
import { uploadThroughTus } from './tus-memory.ts';
import { copyAll, deleteFolder, sendToSink, uploadAll, uploadClient } from './upload-throughput.ts';

const MIB = 1024 * 1024;
const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const FILES = numberFrom('FOLIO_BENCH_FILES', 200);
const UPLOAD_MB = numberFrom('FOLIO_BENCH_UPLOAD_MB', 1024);
const TUS_MB = numberFrom('FOLIO_BENCH_TUS_MB', 2048);
const LIST_FILES = numberFrom('FOLIO_BENCH_LIST_FILES', 10_000);
const RUNS = 3;
const TUS_TARGET = process.env['FOLIO_TEST_DATABASE_URL']
  ? 'peak < 300 MB on PostgreSQL'
  : '< 100 MB added on PGlite';

/** The middle value of the runs. */
const medianOf = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The CPU both uploads took from the whole machine (client, kernel and server): on few cores the
 * upload's floor is its CPU spread over every core, however well the server overlaps its work.
 */
function printCpu(oursCpu: CpuSpent[], sinkCpu: CpuSpent[], sinkMs: number): void {
  // Only when every run has its figure (elsewhere than Linux none has).
  const median = (values: (number | undefined)[]) => {
    const known = values.filter((value) => value !== undefined);
    return known.length === values.length ? medianOf(known) : undefined;
  };
  const ours = median(oursCpu.map((cpu) => cpu.machine));
  const server = median(oursCpu.map((cpu) => cpu.process));
  const discard = median(sinkCpu.map((cpu) => cpu.machine));
  if (ours === undefined || server === undefined || discard === undefined) {
    return;
  }
  const floorMs = (ours / machineCores) * 1000;
  console.log(
    `  CPU of the whole machine per run (median): ours ${ours.toFixed(2)} core-s ` +
      `(the middleware ${server.toFixed(2)}) | discard ${discard.toFixed(2)} core-s (its ` +
      `${(discard / (sinkMs / 1000)).toFixed(2)} cores busy)`,
  );
  console.log(
    `  CPU ratio ${(ours / discard).toFixed(2)}x; with all ${machineCores} cores busy throughout, ` +
      `ours could not finish before ${floorMs.toFixed(0)} ms: ` +
      `${(floorMs / sinkMs).toFixed(2)}x the discarding server at best`,
  );
}

const work = await mkdtemp(join(tmpdir(), 'folio-bench-files-'));
console.log(
  `load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}\n`,
);
try {
  // 1. Upload speed against cp.
  const sourceDir = join(work, 'source');
  await mkdir(sourceDir);
  const paths = await writeBenchFiles(sourceDir, FILES, UPLOAD_MB * MIB);
  console.log(
    `1. ${FILES} files, ${UPLOAD_MB} MB together; median of ${RUNS} runs after a warm-up; ` +
      `client ${await uploadClient()}`,
  );
  const uploadServer = await startBenchServer({
    FOLIO_UPLOAD_MAX_FILE_BYTES: String(Math.ceil((UPLOAD_MB * MIB) / FILES) + MIB),
  });
  try {
    const options = { perRequest: 20, parallel: 2 };
    await uploadAll(uploadServer, 'warm-up', paths.slice(0, 20), options);
    await deleteFolder(uploadServer, 'warm-up');
    const ours: number[] = [];
    const cp: number[] = [];
    const cpSync: number[] = [];
    const sink: number[] = [];
    const oursCpu: CpuSpent[] = [];
    const sinkCpu: CpuSpent[] = [];
    for (let index = 0; index < RUNS; index++) {
      const upload = await withCpuSpent(
        () => uploadAll(uploadServer, `run-${index}`, paths, options),
        uploadServer.pid,
      );
      ours.push(upload.result);
      oursCpu.push(upload.cpu);
      await deleteFolder(uploadServer, `run-${index}`);
      cp.push(await copyAll(sourceDir, join(work, 'copy'), false));
      cpSync.push(await copyAll(sourceDir, join(work, 'copy'), true));
      const discarded = await withCpuSpent(() => sendToSink(paths, options));
      sink.push(discarded.result);
      sinkCpu.push(discarded.cpu);
    }
    const mbps = (ms: number) => (UPLOAD_MB / (ms / 1000)).toFixed(0);
    report(
      `upload ${FILES} files (${mbps(medianOf(ours))} MB/s)`,
      medianOf(ours),
      medianOf(cp),
      'cp',
    );
    report(`  the same, cp flushed to disk`, medianOf(ours), medianOf(cpSync), 'cp+sync');
    report(`  loopback HTTP alone (a discarding server)`, medianOf(sink), medianOf(cp), 'cp');
    report(
      `upload vs the discarding server (target 1.5x)`,
      medianOf(ours),
      medianOf(sink),
      'discard',
    );
    printCpu(oursCpu, sinkCpu, medianOf(sink));
  } finally {
    await uploadServer.stop();
    await rm(join(work, 'copy'), { recursive: true, force: true });
    await rm(sourceDir, { recursive: true, force: true });
  }

  // 2. Peak memory of the middleware during a large tus upload.
  const bigPath = join(work, 'grande.zip');
  await writeBenchFile(bigPath, TUS_MB * MIB);
  const tusServer = await startBenchServer({
    FOLIO_UPLOAD_MAX_FILE_BYTES: String(TUS_MB * MIB + MIB),
  });
  try {
    const memory = await uploadThroughTus(tusServer, bigPath);
    console.log(
      `\n2. ${TUS_MB} MB through tus in ${(memory.ms / 1000).toFixed(1)} s ` +
        `(${(TUS_MB / (memory.ms / 1000)).toFixed(0)} MB/s, landing included)`,
    );
    console.log(
      `   middleware RSS ${memory.baselineMb.toFixed(0)} MB when it starts, peak during it ` +
        `(VmHWM) ${memory.peakMb.toFixed(0)} MB, highest sampled ${memory.sampledMaxMb.toFixed(0)} MB; ` +
        `the upload added ${(memory.peakMb - memory.baselineMb).toFixed(0)} MB (target: ${TUS_TARGET})`,
    );
  } finally {
    await tusServer.stop();
  }
  await rm(bigPath, { force: true });

  // 3. Listing a large folder.
  console.log(`\n3. first page (50) of a folder of ${LIST_FILES} files, median of 21, server time`);
  const listing = await benchListFolder(LIST_FILES, 21);
  for (const [label, ms] of Object.entries(listing)) {
    console.log(`   ${label.padEnd(24)} ${ms.toFixed(1).padStart(6)} ms (target < 50 ms)`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
