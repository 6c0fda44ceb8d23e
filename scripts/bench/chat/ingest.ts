// Chat training speed (issue 10: "1,000 text-layer PDF pages searchable at no less than 1/3 of the
// speed of pdftotext on the same files, run side by side"). Starts both hosts as `npm start`
// does (the built apps), trains a topic with ten 100-page text PDFs through the API, and times
// upload to "searchable" (the training batch succeeded, every page a passage source), against
// `pdftotext` reading the same ten files one after the other.
//   pnpm build && node scripts/bench/chat/ingest.ts
// Prints pages per second of both and the ratio; never exits non-zero for a miss. It also prints
// the ratio of pages per CPU second (the server process with its worker threads and the programs
// it ran, pdftotext among them, against pdftotext's own): on a machine others load, wall time swings by several times between runs while
// CPU time barely moves, so that line is what compares two versions of the code.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import '../../../packages/documents/src/workers/source-hooks.ts';

import { cpuSeconds } from '../proc.ts';

const { startServers } = await import('../../../e2e/support/start-servers.ts');
const { signInBenchUser } = await import('../bench-user.ts');
const { expectData, jsonDataForm, userContext } =
  await import('../../../packages/sdk/src/index.ts');
const { makeLongPdf } = await import('../../../packages/documents/src/testing/text-pdf.ts');

const FILES = 10;
const PAGES_PER_FILE = 100;
const TARGET_RATIO = 1 / 3;
const POLL_MS = 100;
const run = promisify(execFile);

const dir = await mkdtemp(join(tmpdir(), 'folio-bench-ingest-'));
const servers = await startServers({ FOLIO_LOG_LEVEL: 'error' });
try {
  const paths: string[] = [];
  const files: File[] = [];
  for (let index = 0; index < FILES; index++) {
    const bytes = await makeLongPdf(PAGES_PER_FILE);
    const path = join(dir, `informe-${index + 1}.pdf`);
    await writeFile(path, bytes);
    paths.push(path);
    files.push(new File([bytes], `informe-${index + 1}.pdf`, { type: 'application/pdf' }));
  }
  const totalPages = FILES * PAGES_PER_FILE;

  const poppler = performance.now();
  const popplerCpuBefore = await cpuSeconds('self', 'children');
  for (const path of paths) {
    await run('pdftotext', [path, '-'], { maxBuffer: 64 * 1024 * 1024 });
  }
  const popplerSeconds = (performance.now() - poppler) / 1000;
  const popplerCpu = (await cpuSeconds('self', 'children')) - popplerCpuBefore;

  const { email, clients } = await signInBenchUser(servers, 'ingest');

  const serverCpu = async () =>
    (await cpuSeconds(servers.pid, 'process')) + (await cpuSeconds(servers.pid, 'children'));

  /** Trains a new topic with `topicFiles` through the API; upload to the batch's end. */
  const trainTopic = async (topico: string, topicFiles: readonly File[]) => {
    const context = { ...userContext(email), topico };
    const started = performance.now();
    const cpuBefore = await serverCpu();
    const [first, ...rest] = topicFiles;
    if (!first) {
      throw new Error('no files');
    }
    await expectData(
      clients.middleware.POST('/chatbot/configure', {
        ...jsonDataForm('configureChatbot', { ...context, descripcion: topico }, { file: first }),
      }),
    );
    if (rest.length > 0) {
      await expectData(
        clients.middleware.POST('/chatbot/train/conversational', {
          ...jsonDataForm('trainConversational', context, { files: rest }),
        }),
      );
    }
    let status = '';
    let pages = 0;
    while (performance.now() - started < 30 * 60 * 1000) {
      const detail = await expectData(
        clients.middleware.POST('/chatbot/topics/one', {
          ...jsonDataForm('getTopic', context, {}),
        }),
      );
      pages = detail.files
        .filter((file) => file.status === 'trained')
        .reduce((sum, file) => sum + (file.pages ?? 0), 0);
      status = detail.topic.training?.status ?? '';
      const settled = detail.files.every(
        (file) => file.status === 'trained' || file.status === 'failed',
      );
      if (settled && status !== 'queued' && status !== 'running') {
        break;
      }
      // Short, so the poll adds little to the time measured; it costs the server one read.
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = (await serverCpu()) - cpuBefore;
    return { seconds, cpu, pages, status };
  };

  // A running server has its reader threads and statements warm: a first small topic warms
  // this fresh one, so the figure is ingestion's and not the server's start.
  await trainTopic('calentamiento', [
    new File([await makeLongPdf(2)], 'calentamiento.pdf', { type: 'application/pdf' }),
  ]);
  const {
    seconds: oursSeconds,
    cpu: oursCpu,
    pages: trainedPages,
    status,
  } = await trainTopic('informes', files);

  const oursRate = trainedPages / oursSeconds;
  const popplerRate = totalPages / popplerSeconds;
  const ratio = oursRate / popplerRate;
  console.log(
    `${FILES} text PDFs of ${PAGES_PER_FILE} pages (pdf-lib, Helvetica), ${totalPages} pages`,
  );
  console.log(
    `Folio, upload to searchable: ${trainedPages} pages in ${oursSeconds.toFixed(1)} s = ${oursRate.toFixed(1)} pages/s (last training ${status})`,
  );
  console.log(
    `pdftotext, the same files:   ${totalPages} pages in ${popplerSeconds.toFixed(1)} s = ${popplerRate.toFixed(1)} pages/s`,
  );
  console.log(
    `${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}  ratio ${ratio.toFixed(2)} (target at least ${TARGET_RATIO.toFixed(2)})`,
  );
  const cpuRatio = trainedPages / oursCpu / (totalPages / popplerCpu);
  console.log(
    `CPU time (information): Folio ${oursCpu.toFixed(1)} s, pdftotext ${popplerCpu.toFixed(1)} s; pages per CPU second ratio ${cpuRatio.toFixed(2)}`,
  );
} finally {
  await servers.stop();
  await rm(dir, { recursive: true, force: true });
}
