import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { RESUMABLE_UPLOAD_MIN_BYTES } from '@folio/core';
import { FolioError } from '@folio/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { filesHarness } from '../../testing/files-harness';
import type { Terminal } from '../../terminal';

import type { ResumableRequest, ResumableSender } from './large-upload';
import { runUpload, type UploadReport } from './upload';

let dir: string;
let harness: Awaited<ReturnType<typeof filesHarness>>;
const at = (name: string) => join(dir, name);
const LARGE = RESUMABLE_UPLOAD_MIN_BYTES + 1024;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folio-upload-test-'));
  harness = await filesHarness(dir);
  harness.storage.limits.uploadMaxFileBytes = 64 * 1024 * 1024;
  // A sparse file: large on the file system, nothing written.
  await writeFile(at('big.pdf'), '');
  await truncate(at('big.pdf'), LARGE);
  await writeFile(at('small.txt'), 'small');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A resumable sender that stores the file in the fake storage and records each request. */
function fakeSender(sent: ResumableRequest[]): ResumableSender {
  return async (_context, request) => {
    sent.push(request);
    request.onProgress(LARGE / 2, LARGE);
    request.onProgress(LARGE, LARGE);
    return harness.storage.seed(request.topico, request.file.name, 'large');
  };
}

/** A terminal whose Ctrl-C the test presses. */
function terminalWithCtrlC() {
  let press: (() => void) | undefined;
  const terminal: Terminal = {
    canPrompt: false,
    readStdin: async () => '',
    onInterrupt: (handler) => {
      press = handler;
      return () => {
        press = undefined;
      };
    },
  };
  return { terminal, pressCtrlC: () => press?.() };
}

describe('runUpload', () => {
  it('sends a large file through the resumable sender with the folder and the URL storage', async () => {
    const sent: ResumableRequest[] = [];
    const { context, stdout } = await harness.signedIn({ json: true });
    const code = await runUpload(
      context,
      [at('big.pdf'), at('small.txt')],
      { replace: true },
      { sendResumable: fakeSender(sent) },
    );

    expect(code).toBe(0);
    expect(sent).toMatchObject([
      {
        file: { path: at('big.pdf'), name: 'big.pdf', size: LARGE },
        topico: 'uploads',
        replace: true,
      },
    ]);
    const report = JSON.parse(stdout()) as UploadReport;
    expect(report.uploaded.map(({ blobName, resumable }) => ({ blobName, resumable }))).toEqual([
      { blobName: 'uploads/big.pdf', resumable: true },
      { blobName: 'uploads/small.txt', resumable: false },
    ]);
  });

  it('stops at Ctrl-C, reports what is left and exits 130', async () => {
    const { terminal, pressCtrlC } = terminalWithCtrlC();
    const { context, stdout, stderr } = await harness.signedIn({ json: true, terminal });
    const sender: ResumableSender = (_context, request) =>
      new Promise((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(new Error('aborted')));
        pressCtrlC();
      });
    const code = await runUpload(context, [at('big.pdf')], {}, { sendResumable: sender });

    expect(code).toBe(130);
    expect(JSON.parse(stdout())).toMatchObject({ interrupted: true, uploaded: [], failed: [] });
    expect(stderr()).toContain('Interrupted. Run the same command again');
  });

  it('gives up at once when the session is over, so runSignedIn can end it', async () => {
    const { context } = await harness.signedIn();
    const sender: ResumableSender = async () => {
      throw new FolioError('SESSION_EXPIRED', 'over', { status: 401 });
    };

    await expect(
      runUpload(context, [at('big.pdf'), at('small.txt')], {}, { sendResumable: sender }),
    ).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('reports a failed large file with its code and exits 1', async () => {
    const { context, stdout } = await harness.signedIn({ json: true });
    const sender: ResumableSender = async () => {
      throw new FolioError('NETWORK_ERROR', 'offline');
    };
    const code = await runUpload(context, [at('big.pdf')], {}, { sendResumable: sender });

    expect(code).toBe(1);
    expect(JSON.parse(stdout())).toMatchObject({
      failed: [{ path: at('big.pdf'), errorCode: 'NETWORK_ERROR' }],
    });
  });

  it('refuses to upload into the view of every file', async () => {
    const { context } = await harness.signedIn();

    await expect(runUpload(context, [at('small.txt')], { to: 'all' })).rejects.toMatchObject({
      messageKey: 'cli.files.upload.notIntoAll',
    });
  });
});
