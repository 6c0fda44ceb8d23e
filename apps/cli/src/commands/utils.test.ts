import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { CliDefaults } from '../config';
import { credentialsFile } from '../config-file';
import { createProgram } from '../program';
import {
  ACCOUNT,
  captureStreams,
  fakeMiddleware,
  MIDDLEWARE_URL,
  SERVICE_URL,
  tempConfigDir,
} from '../testing/fake-middleware';

type Received = {
  path: string;
  authorization: string | null;
  jsonData: Record<string, unknown>;
  files: Array<{ name: string; type: string; text: string }>;
};

let dir: string;
let middleware: ReturnType<typeof fakeMiddleware>;
let received: Received[];
/** What the fake service answers next. */
let answer: () => Response;

beforeEach(async () => {
  dir = await tempConfigDir();
  middleware = fakeMiddleware();
  received = [];
  answer = () =>
    new Response('%PDF-result', {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="documento.pdf"',
      },
    });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The middleware's auth calls, and the service's utilities recording what they were sent. */
async function fetch(request: Request): Promise<Response> {
  if (!request.url.startsWith(SERVICE_URL)) {
    return middleware.fetch(request);
  }
  if (request.headers.get('content-type')?.startsWith('application/json')) {
    received.push({
      path: new URL(request.url).pathname.replace(/^\/api/, ''),
      authorization: request.headers.get('authorization'),
      jsonData: (await request.json()) as Record<string, unknown>,
      files: [],
    });
    return answer();
  }
  const form = await request.formData();
  const files = await Promise.all(
    form.getAll('file').map(async (part) => {
      const file = part as File;
      return { name: file.name, type: file.type, text: await file.text() };
    }),
  );
  received.push({
    path: new URL(request.url).pathname.replace(/^\/api/, ''),
    authorization: request.headers.get('authorization'),
    jsonData: JSON.parse(form.get('json_data') as string) as Record<string, unknown>,
    files,
  });
  return answer();
}

async function signIn() {
  const pair = middleware.login();
  await credentialsFile(join(dir, 'config')).write({
    middlewareUrl: MIDDLEWARE_URL,
    serviceUrl: SERVICE_URL,
    email: ACCOUNT.email,
    access_token: pair.access_token,
    refresh_token: pair.refresh_token,
  });
  return pair.access_token;
}

async function folio(args: string[], stdin = '') {
  const { streams, stdout, stderr } = captureStreams();
  const defaults: CliDefaults = {
    middlewareUrl: MIDDLEWARE_URL,
    serviceUrl: SERVICE_URL,
    hostsFromEnvironment: { middleware: false, service: false },
    language: 'en',
    isDebug: false,
    configDir: join(dir, 'config'),
    login: {},
  };
  let exitCode: number | undefined;
  const argv = ['node', 'folio', ...args];
  const program = createProgram(
    {
      version: '1.0.0',
      defaults,
      streams,
      setExitCode: (code) => (exitCode = code),
      fetch,
      terminal: { canPrompt: false, readStdin: async () => stdin },
    },
    argv,
  );
  program.exitOverride();
  await program.parseAsync(argv);
  return { exitCode, stdout: stdout(), stderr: stderr() };
}

const at = (name: string) => join(dir, name);

describe('folio utils', () => {
  beforeEach(async () => {
    await writeFile(at('a.pdf'), '%PDF-a');
    await writeFile(at('b.pdf'), '%PDF-b');
  });

  it('merges the PDFs in the order given as the signed-in user and writes the result', async () => {
    const token = await signIn();
    const result = await folio(['utils', 'merge', at('b.pdf'), at('a.pdf'), '-o', at('out.pdf')]);

    expect(result).toEqual({
      exitCode: 0,
      stdout: `Wrote ${at('out.pdf')} (11 bytes)\n`,
      stderr: '',
    });
    expect(await readFile(at('out.pdf'), 'utf8')).toBe('%PDF-result');
    expect(received).toEqual([
      {
        path: '/utils/combine-pdfs',
        authorization: `Bearer ${token}`,
        jsonData: expect.objectContaining({ user: ACCOUNT.email }) as unknown,
        files: [
          { name: 'b.pdf', type: 'application/pdf', text: '%PDF-b' },
          { name: 'a.pdf', type: 'application/pdf', text: '%PDF-a' },
        ],
      },
    ]);
    // Nothing but the inputs and the output is left in the folder: the temp file is gone.
    expect((await readdir(dir)).sort()).toEqual(['a.pdf', 'b.pdf', 'config', 'out.pdf']);
  });

  it('prints { output, bytes, fileName } with --json', async () => {
    await signIn();
    answer = () =>
      new Response('PK-zip', {
        headers: { 'content-disposition': 'attachment; filename="archivos.zip"' },
      });
    const result = await folio([
      '--json',
      'utils',
      'split',
      at('a.pdf'),
      '--ranges',
      '1-3,5,8-',
      '-o',
      at('parts.zip'),
    ]);

    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      output: at('parts.zip'),
      bytes: 6,
      fileName: 'archivos.zip',
    });
    expect(received[0]).toMatchObject({
      path: '/utils/split-pdf',
      jsonData: { ranges: '1-3,5,8-', user: ACCOUNT.email },
    });
  });

  it('sends the page size and the image types for images-to-pdf', async () => {
    await signIn();
    await writeFile(at('photo.JPG'), 'jpeg');
    await writeFile(at('scan.png'), 'png');
    const result = await folio([
      'utils',
      'images-to-pdf',
      at('photo.JPG'),
      at('scan.png'),
      '--page-size',
      'a4',
      '-o',
      at('imagen.pdf'),
    ]);

    expect(result.exitCode).toBe(0);
    expect(received[0]).toMatchObject({
      path: '/utils/images-to-pdf',
      jsonData: { pageSize: 'a4' },
      files: [
        { name: 'photo.JPG', type: 'image/jpeg' },
        { name: 'scan.png', type: 'image/png' },
      ],
    });
  });

  it('refuses to replace an existing output unless --force', async () => {
    await signIn();
    await writeFile(at('out.pdf'), 'keep me');
    const refused = await folio(['utils', 'merge', at('a.pdf'), '-o', at('out.pdf')]);

    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toBe(`${at('out.pdf')} already exists: use --force to replace it\n`);
    expect(received).toHaveLength(0);
    expect(await readFile(at('out.pdf'), 'utf8')).toBe('keep me');

    const forced = await folio(['utils', 'merge', at('a.pdf'), '-o', at('out.pdf'), '--force']);
    expect(forced.exitCode).toBe(0);
    expect(await readFile(at('out.pdf'), 'utf8')).toBe('%PDF-result');
  });

  it('names a missing input file and calls nothing', async () => {
    await signIn();
    const result = await folio(['utils', 'merge', at('a.pdf'), at('nope.pdf'), '-o', at('o.pdf')]);

    expect(result).toEqual({
      exitCode: 1,
      stdout: '',
      stderr: `Input file not found: ${at('nope.pdf')}\n`,
    });
    expect(received).toHaveLength(0);
  });

  it("reports the server's error translated, exit 1, and writes nothing", async () => {
    await signIn();
    answer = () =>
      Response.json(
        {
          errorCode: 'PDF_PROCESSING_ERROR',
          errorMessage: 'corrupt',
          detail: { file: 'a.pdf', reason: 'corrupt' },
        },
        { status: 422 },
      );
    const result = await folio([
      '--lang',
      'sp',
      'utils',
      'merge',
      at('a.pdf'),
      '-o',
      at('out.pdf'),
    ]);

    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('No se pudo procesar el PDF.');
    expect((await readdir(dir)).sort()).toEqual(['a.pdf', 'b.pdf', 'config']);
  });

  it('asks for a login first when nobody is signed in', async () => {
    const result = await folio(['utils', 'merge', at('a.pdf'), '-o', at('out.pdf')]);

    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('You are not signed in. Run folio login first.\n');
  });
});

describe('folio utils, the document utilities of issue 4', () => {
  it('sends the pages and the resolution of pdf-to-images', async () => {
    await signIn();
    await writeFile(at('a.pdf'), '%PDF-a');
    const result = await folio([
      'utils',
      'pdf-to-images',
      at('a.pdf'),
      '--ranges',
      '2-3',
      '--dpi',
      '72',
      '-o',
      at('pages.zip'),
    ]);

    expect(result.exitCode).toBe(0);
    expect(received[0]).toMatchObject({
      path: '/utils/pdf-to-images',
      jsonData: { ranges: '2-3', dpi: 72, user: ACCOUNT.email },
      files: [{ name: 'a.pdf', type: 'application/pdf' }],
    });
  });

  it('converts several files with to-pdf, each typed by its extension', async () => {
    await signIn();
    await writeFile(at('carta.docx'), 'docx');
    await writeFile(at('notas.md'), '# notas');
    const result = await folio([
      'utils',
      'to-pdf',
      at('carta.docx'),
      at('notas.md'),
      '-o',
      at('o'),
    ]);

    expect(result.exitCode).toBe(0);
    expect(received[0]).toMatchObject({
      path: '/utils/convert-to-pdf',
      files: [
        {
          name: 'carta.docx',
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
        { name: 'notas.md', type: 'text/markdown' },
      ],
    });
  });

  it.each([
    ['split-docx', 'libro.docx', '/utils/split-docx'],
    ['split-xlsx', 'libro.xlsx', '/utils/split-xlsx'],
  ])('sends %s to its utility', async (command, name, path) => {
    await signIn();
    await writeFile(at(name), 'PK');
    const result = await folio(['utils', command, at(name), '-o', at('parts.zip')]);

    expect(result.exitCode).toBe(0);
    expect(received.map((request) => request.path)).toEqual([path]);
  });

  it('prints typed HTML as JSON with the user context, A4 portrait by default', async () => {
    const token = await signIn();
    const result = await folio([
      'utils',
      'html-to-pdf',
      '--html',
      '<p>Hola</p>',
      '-o',
      at('h.pdf'),
    ]);

    expect(result.exitCode).toBe(0);
    expect(received).toEqual([
      {
        path: '/utils/html-to-pdf',
        authorization: `Bearer ${token}`,
        jsonData: expect.objectContaining({
          user: ACCOUNT.email,
          empresa: 'demo',
          html: '<p>Hola</p>',
          pageSize: 'a4',
          landscape: false,
        }) as unknown,
        files: [],
      },
    ]);
    expect(received[0]?.jsonData).not.toHaveProperty('name');
  });

  it('prints an HTML file under its own name, and HTML from stdin with -', async () => {
    await signIn();
    await writeFile(at('informe.html'), '<h1>Informe</h1>');
    const fromFile = await folio([
      'utils',
      'html-to-pdf',
      at('informe.html'),
      '--page-size',
      'letter',
      '--landscape',
      '-o',
      at('a.pdf'),
    ]);
    const fromStdin = await folio(['utils', 'html-to-pdf', '-', '-o', at('b.pdf')], '<p>x</p>');

    expect([fromFile.exitCode, fromStdin.exitCode]).toEqual([0, 0]);
    expect(received[0]?.jsonData).toMatchObject({
      html: '<h1>Informe</h1>',
      name: 'informe',
      pageSize: 'letter',
      landscape: true,
    });
    expect(received[1]?.jsonData).toMatchObject({ html: '<p>x</p>' });
  });

  it('needs exactly one source of HTML that is not blank (SPEC §5), and calls nothing', async () => {
    await signIn();
    await writeFile(at('x.html'), '<p>x</p>');
    const none = await folio(['utils', 'html-to-pdf', '-o', at('h.pdf')]);
    const two = await folio(['utils', 'html-to-pdf', at('x.html'), '--html', '<p/>', '-o', 'h']);
    const blank = await folio(['utils', 'html-to-pdf', '-', '-o', at('h.pdf')], '  \n');

    const source =
      'Give the HTML one way: a file path, - to read it from stdin, or --html "<p>...</p>"\n';
    expect(none).toEqual({ exitCode: 1, stdout: '', stderr: source });
    expect(two).toEqual({ exitCode: 1, stdout: '', stderr: source });
    expect(blank.stderr).toBe('The HTML is empty: there is nothing to print\n');
    expect(received).toHaveLength(0);
  });
});
