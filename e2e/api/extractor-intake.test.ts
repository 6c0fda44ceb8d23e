// Issue 16, from the same runs: a ZIP whose entries lie about their sizes is refused as
// ZIP_READ_ERROR and leaves nothing behind; the same PDFs run again are the same stored files.

import { expectData, jsonDataForm, userContext } from '@folio/sdk';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { failure } from '../support/failure';
import {
  makeInvoicePdf,
  saveConfiguration,
  signInNewUser,
  type ResultsUser,
  waitForRun,
} from '../support/results-fixture';
import { ownerBlobCount } from '../support/stored-blobs';

const servers = inject('servers');
const CONFIG = 'Lotes';

const extractZip = (user: ResultsUser, zip: Uint8Array) =>
  expectData(
    user.api.POST(
      '/extractor/extract',
      jsonDataForm(
        'extractZip',
        { ...userContext(user.email), config_name: CONFIG },
        { file: new File([new Uint8Array(zip)], 'lote.zip', { type: 'application/zip' }) },
      ),
    ),
  );

/** The user's files of the `extractor` folder, name to id. */
async function extractorFiles(user: ResultsUser): Promise<Map<string, string>> {
  const listed = await expectData(
    user.api.GET('/storage/files', {
      params: { query: { ...userContext(user.email), topico: 'extractor', limit: 100 } },
    }),
  );
  return new Map(listed.data.items.map((file) => [file.filename, file.id]));
}

/** The run's documents in the ZIP's order: their names and the files they read. */
async function documentFiles(user: ResultsUser, runId: string) {
  const results = await expectData(
    user.api.GET('/extractor/results', {
      params: { query: { ...userContext(user.email), config_name: CONFIG, run_id: runId } },
    }),
  );
  return results.data.items
    .map((document) => ({ file_name: document.file_name, file_id: document.file_id }))
    .sort((a, b) => a.file_name.localeCompare(b.file_name));
}

/**
 * `zip` with the uncompressed size of its entry `index` declared `by` bytes off, in its local
 * header and in the central directory, the data untouched: as a broken archiver writes it.
 */
function lieAboutSize(zip: Uint8Array, index: number, by: number): Uint8Array {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer);
  const end = out.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  let central = view.getUint32(end + 16, true);
  for (let entry = 0; entry < index; entry++) {
    const lengths =
      view.getUint16(central + 28, true) +
      view.getUint16(central + 30, true) +
      view.getUint16(central + 32, true);
    central += 46 + lengths;
  }
  expect(view.getUint32(central, true)).toBe(0x02014b50);
  const local = view.getUint32(central + 42, true);
  expect(view.getUint32(local, true)).toBe(0x04034b50);
  const declared = view.getUint32(central + 24, true) + by;
  view.setUint32(central + 24, declared, true);
  view.setUint32(local + 22, declared, true);
  return out;
}

describe('extractor intake (issue 16)', () => {
  let user: ResultsUser;
  const pdfs: Record<string, Uint8Array> = {};

  beforeAll(async () => {
    user = await signInNewUser('extractor-intake');
    await saveConfiguration(user, CONFIG);
    for (const number of ['A-1', 'A-2', 'A-1-corregida']) {
      pdfs[number] = await makeInvoicePdf(number);
    }
  });

  it('stores PDFs run again once, shared by every run; other bytes of a taken name are name (1)', async () => {
    const a1 = pdfs['A-1'] ?? new Uint8Array();
    const a2 = pdfs['A-2'] ?? new Uint8Array();
    const first = await extractZip(user, zipSync({ 'A-1.pdf': a1, 'A-2.pdf': a2 }));
    expect(await waitForRun(user, first.data.run_id)).toMatchObject({ status: 'succeeded' });
    const stored = await extractorFiles(user);
    expect([...stored.keys()].sort()).toEqual(['A-1.pdf', 'A-2.pdf']);
    const blobs = await ownerBlobCount(servers, stored.get('A-1.pdf') ?? '');

    // The same batch twice more, once from a subfolder of the ZIP.
    const again = await extractZip(user, zipSync({ 'A-1.pdf': a1, 'A-2.pdf': a2 }));
    const third = await extractZip(user, zipSync({ 'marzo/A-1.pdf': a1, 'marzo/A-2.pdf': a2 }));
    for (const run of [again, third]) {
      expect(await waitForRun(user, run.data.run_id)).toMatchObject({
        status: 'succeeded',
        done: 2,
      });
    }
    expect(await extractorFiles(user)).toEqual(stored);
    expect(await ownerBlobCount(servers, stored.get('A-1.pdf') ?? '')).toBe(blobs);
    const shared = [
      { file_name: 'A-1.pdf', file_id: stored.get('A-1.pdf') },
      { file_name: 'A-2.pdf', file_id: stored.get('A-2.pdf') },
    ];
    for (const run of [first, again, third]) {
      expect(await documentFiles(user, run.data.run_id)).toEqual(shared);
    }

    // Other bytes under a name Files has: kept beside it as `A-1 (1).pdf`.
    const corrected = await extractZip(
      user,
      zipSync({ 'A-1.pdf': pdfs['A-1-corregida'] ?? new Uint8Array() }),
    );
    const done = await waitForRun(user, corrected.data.run_id);
    expect(done).toMatchObject({ status: 'succeeded', done: 1 });
    const now = await extractorFiles(user);
    expect([...now.keys()].sort()).toEqual(['A-1 (1).pdf', 'A-1.pdf', 'A-2.pdf']);
    expect(await documentFiles(user, done.run_id)).toEqual([
      { file_name: 'A-1.pdf', file_id: now.get('A-1 (1).pdf') },
    ]);
  });

  it('refuses a ZIP whose entry lies about its size with ZIP_READ_ERROR, leaving nothing behind', async () => {
    const files = await extractorFiles(user);
    const anyFile = [...files.values()][0] ?? '';
    const blobs = await ownerBlobCount(servers, anyFile);
    const runsBefore = await expectData(
      user.api.GET('/extractor/results', {
        params: { query: { ...userContext(user.email), config_name: CONFIG } },
      }),
    );
    const fresh = await makeInvoicePdf('B-1');
    const zip = zipSync({ 'B-1.pdf': fresh, 'B-2.pdf': await makeInvoicePdf('B-2') });

    // Fewer bytes declared than the entry holds ("too many bytes in the stream"), then more.
    for (const by of [-200, 200]) {
      const refused = await failure(extractZip(user, lieAboutSize(zip, 1, by)));
      expect(refused).toMatchObject({
        code: 'ZIP_READ_ERROR',
        status: 422,
        detail: { file: 'B-2.pdf' },
      });
    }

    // B-1.pdf was read and stored before B-2.pdf failed: gone again, and no run was made.
    expect(await extractorFiles(user)).toEqual(files);
    expect(await ownerBlobCount(servers, anyFile)).toBe(blobs);
    const runsAfter = await expectData(
      user.api.GET('/extractor/results', {
        params: { query: { ...userContext(user.email), config_name: CONFIG } },
      }),
    );
    expect(runsAfter.data.total).toBe(runsBefore.data.total);
  });
});
