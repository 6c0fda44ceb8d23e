import { readFile, stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { messageForError, translate } from '@folio/core';
import { expectData, jsonDataForm, userContext } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { CliError, EXIT_FAILURE } from '../../errors';
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
import { collectFolder, zipEntries } from './zip-folder';

/** The flags of `folio extract run` and `folio extract wait`. */
export type WaitOptions = { out?: string; force?: boolean };
export type RunOptions = WaitOptions & { detach?: boolean; wait?: boolean };

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

/** What `--json` prints for a run. */
export type RunReport = { run: Run; output: string | null; interrupted: boolean };

/** The ZIP to send: the file given, or a folder zipped here. */
async function readZip(input: string): Promise<{ name: string; bytes: Uint8Array }> {
  const path = resolve(input);
  const stats = await stat(path).catch(() => undefined);
  if (stats === undefined) {
    throw new CliError('cli.extract.inputMissing', { path });
  }
  if (stats.isDirectory()) {
    const entries = await collectFolder(path);
    if (entries.length === 0) {
      throw new CliError('cli.extract.folderEmpty', { path });
    }
    return { name: `${basename(path)}.zip`, bytes: zipEntries(entries) };
  }
  const bytes = await readFile(path).catch(() => {
    throw new CliError('cli.extract.inputUnreadable', { path });
  });
  return { name: basename(path), bytes: new Uint8Array(bytes) };
}

const getRun = async (context: SignedInContext, runId: string): Promise<Run> =>
  (
    await expectData(
      context.clients.middleware.GET('/extractor/runs/{run_id}', {
        params: { path: { run_id: runId } },
      }),
    )
  ).data;

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
): Promise<number> {
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
    output.data({ run, output: null, interrupted: true } satisfies RunReport);
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
  output.data({ run, output: written, interrupted: false } satisfies RunReport);
  return hasRunFailed(run) ? EXIT_FAILURE : 0;
}

/**
 * `folio extract run CONFIG invoices.zip|folder/ [--detach] [--out results.csv|.json]` (SPEC §7
 * extract entities from ZIP): a folder is zipped here; the server checks the whole ZIP before
 * any work. With `--detach` the run id is printed and the command ends; the run goes on.
 */
export async function runExtract(
  context: SignedInContext,
  configName: string,
  input: string,
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
  const zip = await readZip(input);
  const spinner = output.spinner(
    translate(language, 'cli.extract.sending', { name: safeText(zip.name) }),
  );
  const form = jsonDataForm(
    'extractZip',
    { ...userContext(context.session.current().email), config_name: configName },
    { file: new File([zip.bytes], zip.name, { type: 'application/zip' }) },
  );
  const started = await expectData(
    context.clients.middleware.POST('/extractor/extract', form),
  ).finally(() => spinner.stop());
  const run = started.data;
  output.info(
    translate(language, 'cli.extract.started', {
      runId: run.run_id,
      count: run.total,
      config: safeText(run.config_name),
    }),
  );
  if (options.detach === true) {
    output.info(translate(language, 'cli.extract.waitHint', { runId: run.run_id }));
    output.data({ run, output: null, interrupted: false } satisfies RunReport);
    return 0;
  }
  return watchRun(context, run, options, timing);
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
