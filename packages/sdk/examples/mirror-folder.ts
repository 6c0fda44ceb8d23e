/* eslint-disable no-console, no-restricted-imports -- an integrator's script: it imports the
   published package by name and prints what it did. */
// Mirrors a local folder into a Files folder: new and changed files are uploaded, files gone
// from the local folder are deleted from Files. Subfolders and hidden files are left out.
//   node mirror-folder.ts ./contracts contratos
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { FolioError } from '@folio/sdk';
import { fileFromPath } from '@folio/sdk/node';

import { argumentsOr, connect } from './connect.ts';

const [local = '', remote = ''] = argumentsOr('mirror-folder.ts <local folder> <Files folder>', 2);
const folio = await connect();
await folio.folders.create(remote).catch((error: unknown) => {
  if (!(error instanceof FolioError && error.code === 'FOLDER_NAME_EXISTS')) {
    throw error;
  }
});

const stored = new Map<string, string | undefined>();
for await (const file of folio.files.list({ topico: remote })) {
  stored.set(file.filename, file.sha256);
}
const names = (await readdir(local, { withFileTypes: true }))
  .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
  .map((entry) => entry.name);

let sent = 0;
for (const name of names) {
  const path = join(local, name);
  const sha256 = createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
  if (stored.get(name) !== sha256) {
    await folio.files.upload(await fileFromPath(path), { folder: remote, replace: true });
    sent++;
  }
}
const gone = [...stored.keys()].filter((name) => !names.includes(name));
if (gone.length > 0) {
  await folio.files.delete(gone.map((name) => ({ blob_name: `${remote}/${name}` })));
}
console.log(
  `${String(sent)} uploaded, ${String(gone.length)} deleted, ${String(names.length)} in ${remote}`,
);
