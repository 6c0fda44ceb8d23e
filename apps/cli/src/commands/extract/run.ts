import { readFile, stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { messageForError, translate, type Language } from '@folio/core';

import type { SignedInContext } from '../../context';
import { CliError, EXIT_FAILURE } from '../../errors';
import type { Output } from '../../output';
import { EXIT_INTERRUPTED } from '../../terminal';
import { safeText } from '../files/format';

import { checkOut, listAllResults, writeResults } from './results-out';
import {
  hasRunFailed,
  isRunFinished,
  renderDocument,
  renderRunProgress,
  type Run,
  type RunDocument,
} from './run-format';
import { collectFolder, zipEntries, type SkippedFile } from './zip-folder';

/** The flags of `folio extract run` and `folio extract wait`. */
export type WaitOptions = { out?: string; force?: boolean };
export type RunOptions = WaitOptions & {
  detach?: boolean;
  wait?: boolean;
  /** Ids of PDFs in Files to run on instead of a ZIP. */
  files?: string[];
};

/** How the progress is polled; tests make it instant. */
export type PollTiming = {
  intervalMs: number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
};

/** About once a second (issue 6: the results fill in live). */
export const POLL_TIMING: PollTiming = {
  intervalMs: 1000,
  sleep: async (ms, signal) => {
    await sleep(ms, undefined, { signal }).catch(() => undefined);
  },
};

const FINISHED = {
  succeeded: 'cli.extract.finished.succeeded',
  failed: 'cli.extract.finished.failed',
  cancelled: 'cli.extract.finished.cancelled',
} as const;

/**
 * What `--json` prints for a run; `skipped` (`folio extract run` on a folder) names the files of
 * the folder left out of the ZIP and why.
 */
export type RunReport = {
  run: Run;
  output: string | null;
  interrupted: boolean;
  skipped?: SkippedFile[];
};

/** The ZIP to send, and the files of a folder left out of it. */
type Zip = { name: string; bytes: Uint8Array; skipped: SkippedFile[] };

/** The lines that list the files of a folder left out of its ZIP, and why (issue 16). */
export function renderSkipped(skipped: readonly SkippedFile[], language: Language): string[] {
  if (skipped.length === 0) {
    return [];
  }
  return [
    translate(language, 'cli.extract.skipped', { count: skipped.length }),
    ...skipped.map((file) =>
      translate(language, 'cli.extract.skippedFile', {
        file: safeText(file.path),
        reason: translate(language, `cli.extract.skipReasons.${file.reason}`),
      }),
    ),
  ];
}

/**
 * The ZIP to send: the file given as it is (the server checks it), or the PDFs of a folder, the
 * other files left out and listed. A folder without a PDF is refused here, after listing them.
 */
async function readZip(input: string, output: Output, language: Language): Promise<Zip> {
  const path = resolve(input);
  const stats = await stat(path).catch(() => undefined);
  if (stats === undefined) {
    throw new CliError('cli.extract.inputMissing', { path });
  }
  if (stats.isDirectory()) {
    const { pdfs, skipped } = await collectFolder(path);
    renderSkipped(skipped, language).forEach((line) => output.info(line));
    if (pdfs.length === 0) {
      throw skipped.length === 0
        ? new CliError('cli.extract.folderEmpty', { path })
        : new CliError('cli.extract.folderNoPdf', { path, count: skipped.length });
    }
    return { name: `${basename(path)}.zip`, bytes: zipEntries(pdfs), skipped };
  }
  const bytes = await readFile(path).catch(() => {
    throw new CliError('cli.extract.inputUnreadable', { path });
  });
  return { name: basename(path), bytes: new Uint8Array(bytes), skipped: [] };
}

const getRun = async (context: SignedInContext, runId: string): Promise<Run> =>
  (await context.folio.extractor.runById(runId)).started;

/**
 * Follows a run until it ends (polling getRun about once a second), drawing a bar per document
 * and printing each document as it finishes; then writes `--out` and sums up. Ctrl-C stops
 * watching only: the run is a server job and goes on (`folio extract wait` reattaches). Exit 1
 * when any document failed or the run did not succeed.
 */
export async function watchRun(
  context: SignedInContext,
  started: Run,
  options: WaitOptions,
  timing: PollTiming = POLL_TIMING,
  skipped?: SkippedFile[],
): Promise<number> {
  const extra = skipped === undefined ? {} : { skipped };
  const { output, language } = context;
  const out =
    options.out === undefined ? undefined : await checkOut(options.out, options.force === true);
  const stopping = new AbortController();
  const removeHandler = context.terminal.onInterrupt?.(() => stopping.abort());
  const printed = new Set<string>();
  const printFinished = (documents: readonly RunDocument[]) => {
    for (const document of documents) {
      if (
        (document.status === 'done' || document.status === 'failed') &&
        !printed.has(document.document_id)
      ) {
        printed.add(document.document_id);
        output.info(renderDocument(document, language));
      }
    }
  };
  let run = started;
  const spinner = output.spinner(renderRunProgress(run, language));
  try {
    while (!isRunFinished(run) && !stopping.signal.aborted) {
      printFinished(run.documents);
      spinner.setText(renderRunProgress(run, language));
      await timing.sleep(timing.intervalMs, stopping.signal);
      if (!stopping.signal.aborted) {
        run = await getRun(context, run.run_id);
      }
    }
  } finally {
    spinner.stop();
    removeHandler?.();
  }
  printFinished(run.documents);
  if (!isRunFinished(run)) {
    output.error(translate(language, 'cli.extract.detached', { runId: run.run_id }));
    output.data({ run, output: null, interrupted: true, ...extra } satisfies RunReport);
    return EXIT_INTERRUPTED;
  }
  for (const document of run.documents) {
    if (document.status === 'failed') {
      const code = document.error ?? 'UNKNOWN_ERROR';
      output.error(
        translate(language, 'cli.extract.documentFailed', {
          file: safeText(document.file_name),
          message: messageForError(language, code, code),
        }),
      );
    }
  }
  output.info(
    translate(
      language,
      FINISHED[run.status === 'succeeded' || run.status === 'failed' ? run.status : 'cancelled'],
      {
        runId: run.run_id,
        done: run.done,
        failed: run.failed,
        total: run.total,
      },
    ),
  );
  let written: string | null = null;
  if (out !== undefined) {
    const documents = await listAllResults(context, {
      configName: run.config_name,
      runId: run.run_id,
    });
    const bytes = await writeResults(context, out, run.config_name, documents);
    written = out.target;
    output.info(translate(language, 'cli.utils.written', { path: out.target, bytes }));
  }
  output.data({ run, output: written, interrupted: false, ...extra } satisfies RunReport);
  return hasRunFailed(run) ? EXIT_FAILURE : 0;
}

/** What a run is started on: a ZIP (or a folder, zipped here), or PDFs already in Files. */
type RunInput = { zip: Zip } | { fileIds: string[] };

/** The input of `folio extract run`: a ZIP or folder, or `--files`; exactly one of them. */
async function readRunInput(
  input: string | undefined,
  fileIds: readonly string[] | undefined,
  output: Output,
  language: Language,
): Promise<RunInput> {
  if ((input === undefined) === (fileIds === undefined || fileIds.length === 0)) {
    throw new CliError('cli.extract.inputOrFiles');
  }
  return input === undefined
    ? { fileIds: [...(fileIds ?? [])] }
    : { zip: await readZip(input, output, language) };
}

/**
 * `folio extract run CONFIG invoices.zip|folder/ [--detach] [--out results.csv|.xlsx|.json]` (SPEC §7
 * extract entities from ZIP): a folder's PDFs are zipped here, the other files listed and left
 * out; the server checks the whole ZIP before any work. `--files ID...` runs on PDFs already in
 * Files instead (issue 14: after `folio drive import`). With `--detach` the run id is printed and
 * the command ends; the run goes on.
 */
export async function runExtract(
  context: SignedInContext,
  configName: string,
  input: string | undefined,
  options: RunOptions,
  timing: PollTiming = POLL_TIMING,
): Promise<number> {
  const { output, language } = context;
  if (options.detach === true && options.out !== undefined) {
    throw new CliError('cli.extract.detachWithOut');
  }
  if (options.out !== undefined) {
    await checkOut(options.out, options.force === true);
  }
  const source = await readRunInput(input, options.files, output, language);
  const skipped = 'zip' in source ? source.zip.skipped : [];
  const spinner = output.spinner(
    'zip' in source
      ? translate(language, 'cli.extract.sending', { name: safeText(source.zip.name) })
      : translate(language, 'cli.extract.sendingFiles', { count: source.fileIds.length }),
  );
  const started = await (
    'zip' in source
      ? context.folio.extractor.run(
          configName,
          new File([source.zip.bytes], source.zip.name, { type: 'application/zip' }),
        )
      : context.folio.extractor.runOnFiles(configName, source.fileIds)
  ).finally(() => spinner.stop());
  const run = started.started;
  output.info(
    translate(language, 'cli.extract.started', {
      runId: run.run_id,
      count: run.total,
      config: safeText(run.config_name),
    }),
  );
  if (options.detach === true) {
    output.info(translate(language, 'cli.extract.waitHint', { runId: run.run_id }));
    output.data({ run, output: null, interrupted: false, skipped } satisfies RunReport);
    return 0;
  }
  return watchRun(context, run, options, timing, skipped);
}

/** `folio extract wait RUN_ID [--out ...]`: reattaches to a run started with `--detach`. */
export async function runWait(
  context: SignedInContext,
  runId: string,
  options: WaitOptions,
  timing: PollTiming = POLL_TIMING,
): Promise<number> {
  if (options.out !== undefined) {
    await checkOut(options.out, options.force === true);
  }
  return watchRun(context, await getRun(context, runId), options, timing);
}
