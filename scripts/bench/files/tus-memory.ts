// The middleware's peak memory while one large file (2 GB by default) uploads through tus
// (issue 5: under 300 MB), with the SDK's uploadLarge streaming it from disk.
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';

// The built SDK (`pnpm build`); tus-js-client resolves from packages/sdk.
import { uploadLarge } from '../../../packages/sdk/dist/index.js';
import { memoryOf, type BenchServer } from './server.ts';

export type TusMemory = {
  ms: number;
  /** Resident memory when the upload starts (PGlite lives in this process unless DATABASE_URL). */
  baselineMb: number;
  /** The peak during the upload: VmHWM, reset to the current RSS just before it starts. */
  peakMb: number;
  sampledMaxMb: number;
};

/** Uploads `path` through tus and watches the server's VmRSS; VmHWM gives the peak. */
export async function uploadThroughTus(server: BenchServer, path: string): Promise<TusMemory> {
  // Linux: `5` resets the high-water mark to the current RSS, so VmHWM afterwards is the peak
  // of the upload, not of start-up (PGlite's first initdb).
  await writeFile(`/proc/${server.pid}/clear_refs`, '5').catch(() => undefined);
  const baseline = await memoryOf(server.pid);
  let sampledMax = baseline.rssMb;
  const timer = setInterval(() => {
    void memoryOf(server.pid).then(
      (memory) => {
        sampledMax = Math.max(sampledMax, memory.rssMb);
      },
      () => undefined,
    );
  }, 100);
  const started = performance.now();
  try {
    await uploadLarge({
      endpoint: `${server.url}/storage/tus`,
      getAccessToken: () => server.token,
      file: createReadStream(path),
      filename: 'grande.zip',
      topico: 'Tus',
    });
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - started;
  const after = await memoryOf(server.pid);
  return { ms, baselineMb: baseline.rssMb, peakMb: after.peakMb, sampledMaxMb: sampledMax };
}
