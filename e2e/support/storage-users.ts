// The signed-in users and calls the storage API suites share (SPEC §7 "File storage and
// folders"): users with their own SDK clients, uploads, listings and the blob count that shows a
// refusal left nothing behind.

import {
  COMPANY,
  createFolioClients,
  expectData,
  jsonDataForm,
  userContext,
  type FolioClients,
  type JsonDataFields,
  type MiddlewareComponents,
} from '@folio/sdk';
import { PDFDocument } from 'pdf-lib';
import { inject } from 'vitest';

import { registerVerifiedAccount, TEST_PASSWORD } from './accounts';
import { clientsForRun } from './clients';
import { outboxOf } from './outbox';
import { storedBlobKeys } from './stored-blobs';

export type StoredFile = MiddlewareComponents['schemas']['StoredFile'];

const servers = inject('servers');
const clients = clientsForRun();

/** A signed-in user with SDK clients that send their token. */
export type User = { email: string; api: FolioClients['middleware'] };

let counter = 0;
const newEmail = (name: string) =>
  `storage.${name}.${Date.now().toString(36)}${counter++}@example.com`;

function clientsOf(token: string): FolioClients['middleware'] {
  return createFolioClients({
    middlewareUrl: servers.middlewareUrl,
    serviceUrl: servers.serviceUrl,
    session: { getAccessToken: () => token, refresh: async () => undefined },
  }).middleware;
}

/** A verified user, signed in; with `companyId`, a member of that company. */
export async function signIn(name: string, companyId?: string): Promise<User> {
  const email = newEmail(name);
  if (companyId === undefined) {
    await registerVerifiedAccount(clients, servers.dataDir, email);
  } else {
    const outbox = outboxOf(servers.dataDir);
    const since = await outbox.count();
    await expectData(
      clients.middleware.POST('/auth/register', {
        body: {
          email,
          name: 'Ana',
          lastname: 'García',
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          hash: `key-${email}`,
          belongsToCompany: true,
          companyId,
          language: 'en',
        },
      }),
    );
    const link = await outbox.waitForLink(email, 'verify-account', since);
    await expectData(
      clients.middleware.POST('/auth/verify-account', {
        body: { token: link.searchParams.get('token') ?? '' },
      }),
    );
  }
  const session = await expectData(
    clients.middleware.POST('/auth/login', {
      body: { email, password: TEST_PASSWORD, hash: `key-${email}` },
    }),
  );
  return { email, api: clientsOf(session.access_token) };
}

export const ctx = (user: User) => ({ empresa: COMPANY, user: user.email });

export const file = (name: string, content: Uint8Array | string, type = '') =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type });

export async function makePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page++) {
    pdf.addPage([200, 300]);
  }
  return pdf.save();
}

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

export function upload(user: User, files: File[], fields: JsonDataFields<'uploadFiles'> = {}) {
  return expectData(
    user.api.POST(
      '/storage/upload',
      jsonDataForm('uploadFiles', { ...userContext(user.email), ...fields }, { file: files }),
    ),
  );
}

export const listFiles = (user: User, query: Record<string, string | number> = {}) =>
  expectData(user.api.GET('/storage/files', { params: { query: { ...ctx(user), ...query } } }));

export const listFolders = (user: User) =>
  expectData(user.api.GET('/storage/folders/by-user', { params: { query: ctx(user) } }));

/** Every blob the middleware keeps for files, to check that refusals leave none behind. */
export async function countBlobs(): Promise<number> {
  return (await storedBlobKeys(servers, 'files/')).length;
}

export const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
