import { jpegSize, makePng } from '@folio/documents/testing/images';

import {
  createFolioClients,
  expectData,
  FolioError,
  jsonDataForm,
  toDownload,
  userContext,
  type FolioClients,
} from '@folio/sdk';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { registerVerifiedAccount } from '../support/accounts';
import { clientsForRun } from '../support/clients';

const servers = inject('servers');
const clients = clientsForRun();

/** A signed-in user: the username and SDK clients that send their token. */
type User = { email: string; api: FolioClients };

let counter = 0;
async function signIn(name: string): Promise<User> {
  const email = `get-image.${name}.${Date.now().toString(36)}${counter++}@example.com`;
  const account = await registerVerifiedAccount(clients, servers.dataDir, email);
  const session = await expectData(clients.middleware.POST('/auth/login', { body: account }));
  const token = session.access_token;
  return {
    email,
    api: createFolioClients({
      middlewareUrl: servers.middlewareUrl,
      serviceUrl: servers.serviceUrl,
      session: { getAccessToken: () => token, refresh: async () => undefined },
    }),
  };
}

const file = (name: string, content: Uint8Array | string) =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name);

/** Uploads one file as `user`; answers its stored id. */
async function upload(user: User, content: File): Promise<string> {
  const uploaded = await expectData(
    user.api.middleware.POST(
      '/storage/upload',
      jsonDataForm(
        'uploadFiles',
        { ...userContext(user.email), topico: 'Imagenes' },
        {
          file: [content],
        },
      ),
    ),
  );
  const [stored] = uploaded.data.archivos;
  expect(stored).toBeDefined();
  return stored?.id ?? '';
}

type Options = { page?: number; dpi?: number };

/**
 * Get image as `user`, through the SDK: the download (name and bytes). Options left out are left
 * out of the body too, so the server's defaults apply (the SDK types defaulted fields as set).
 */
async function getImage(user: User, fileId: string, options: Options = {}) {
  const body = { ...userContext(user.email), file_id: fileId, ...options };
  const call: Promise<unknown> = user.api.service.POST('/utils/get-image', {
    body: body as typeof body & Required<Options>,
    parseAs: 'blob',
  });
  const download = toDownload((await call) as { data?: Blob; response: Response }, 'archivo');
  return { name: download.fileName, bytes: new Uint8Array(await download.blob.arrayBuffer()) };
}

/** The code a call fails with. */
async function codeOf(call: Promise<unknown>): Promise<string | undefined> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FolioError);
  return (error as FolioError).code;
}

let ana: User;
let bob: User;
const ids = { png: '', pdf: '', txt: '' };

beforeAll(async () => {
  [ana, bob] = await Promise.all([signIn('ana'), signIn('bob')]);
  const pdf = await PDFDocument.create();
  // 144 x 72 and 72 x 144 points: pixels = inches x dpi.
  pdf.addPage([144, 72]);
  pdf.addPage([72, 144]);
  ids.png = await upload(
    ana,
    file(
      'diagrama.png',
      makePng(37, 23, (x, y) => [x * 4, y * 4, 128]),
    ),
  );
  ids.pdf = await upload(ana, file('informe.pdf', await pdf.save()));
  ids.txt = await upload(ana, file('notas.txt', 'just text'));
});

describe('utilities (SPEC §7): get image', () => {
  it('answers a stored PNG as <name>.jpg of the same size', async () => {
    const image = await getImage(ana, ids.png);
    expect(image.name).toBe('diagrama.jpg');
    expect(jpegSize(image.bytes)).toEqual([37, 23]);
  });

  it("renders a PDF's page as a JPEG whose size follows the dpi", async () => {
    const at72 = await getImage(ana, ids.pdf, { page: 2, dpi: 72 });
    expect(at72.name).toBe('informe.jpg');
    expect(jpegSize(at72.bytes)).toEqual([72, 144]);
    const at144 = await getImage(ana, ids.pdf, { page: 2, dpi: 144 });
    expect(jpegSize(at144.bytes)).toEqual([144, 288]);
    const first = await getImage(ana, ids.pdf);
    // Page 1 at the default 150 dpi: 2 x 1 inches.
    expect(jpegSize(first.bytes)).toEqual([300, 150]);
  });

  it("refuses another user's file, a missing page and a text file", async () => {
    expect(await codeOf(getImage(bob, ids.png))).toBe('RESOURCE_NOT_FOUND');
    expect(await codeOf(getImage(ana, ids.pdf, { page: 3 }))).toBe('PDF_PAGE_VALIDATION_ERROR');
    expect(await codeOf(getImage(ana, ids.txt))).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it("refuses a user context that is not the token's", async () => {
    const call = bob.api.service.POST('/utils/get-image', {
      body: { ...userContext(ana.email), file_id: ids.png, page: 1, dpi: 150 },
      parseAs: 'blob',
    });
    expect(await codeOf(call)).toBe('FORBIDDEN');
  });
});
