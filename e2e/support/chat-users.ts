// The users, documents and calls the chatbot API suite shares (SPEC §7 Chatbot; issue 10): users
// with the whole SDK (the streamed answer reads `FolioClients`), PDFs with text the built-in
// engine can quote, a DOCX, an encrypted PDF, and polling with a deadline.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';

import {
  createFolioClients,
  expectData,
  jsonDataForm,
  userContext,
  type FolioClients,
  type MiddlewareComponents,
} from '@folio/sdk';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { inject } from 'vitest';

import { registerVerifiedAccount } from './accounts';

type Schemas = MiddlewareComponents['schemas'];

/** The hosts a user talks to: this run's, or servers a test started for itself. */
export type ChatHosts = { middlewareUrl: string; serviceUrl: string; dataDir: string };

/** A signed-in user with SDK clients that send their token. */
export type ChatUser = { email: string; clients: FolioClients; api: FolioClients['middleware'] };

/** What a call as a user needs: the e-mail of the user context and the signed-in client. */
export type ChatCaller = Pick<ChatUser, 'email' | 'api'>;

let counter = 0;

/** A verified user, signed in, on `hosts` (this run's servers by default). */
export async function signInChatUser(
  name: string,
  hosts: ChatHosts = inject('servers'),
): Promise<ChatUser> {
  const email = `chat.${name}.${Date.now().toString(36)}${String(counter++)}@example.com`;
  const anonymous = createFolioClients(hosts);
  const account = await registerVerifiedAccount(anonymous, hosts.dataDir, email);
  const session = await expectData(anonymous.middleware.POST('/auth/login', { body: account }));
  const clients = createFolioClients({
    ...hosts,
    session: { getAccessToken: () => session.access_token, refresh: async () => undefined },
  });
  return { email, clients, api: clients.middleware };
}

/** A file to send, under `name`. */
export const asFile = (name: string, content: Uint8Array | string, type = '') =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type });

/** A PDF with one page per list of lines, in Helvetica, that pdf.js reads back as text. */
export async function pdfWithLines(pages: ReadonlyArray<readonly string[]>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 50, y: 780 - index * 18, size: 11, font }),
    );
  }
  return pdf.save();
}

/** A blank PDF of `pages` pages (a page count past a limit costs no text). */
export async function blankPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page++) {
    pdf.addPage([200, 300]);
  }
  return pdf.save();
}

/** A DOCX of one paragraph per string. */
export async function docxWithParagraphs(paragraphs: readonly string[]): Promise<Uint8Array> {
  const children = paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] }));
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

const run = promisify(execFile);

/** `pdf` behind a user password, by qpdf (installed by the bootstrap with poppler). */
export async function encryptPdf(pdf: Uint8Array, password = 'secreto'): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-e2e-pdf-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await run('qpdf', [
      '--encrypt',
      password,
      'owner-secret',
      '256',
      '--',
      join(dir, 'in.pdf'),
      join(dir, 'out.pdf'),
    ]);
    return new Uint8Array(await readFile(join(dir, 'out.pdf')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Calls `read` until `isReady` holds for its answer, every 100 ms, and answers it; throws with
 * the last answer past the deadline. Never a fixed sleep: states are awaited, not guessed.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  isReady: (value: T) => boolean,
  { what, timeoutMs = 60_000 }: { what: string; timeoutMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isReady(value)) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: still ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One topic with its files and latest training (getTopic). */
export const getTopic = (user: ChatCaller, topico: string) =>
  user.api.POST(
    '/chatbot/topics/one',
    jsonDataForm('getTopic', { ...userContext(user.email), topico }),
  );

const isFinished = (detail: Schemas['TopicDetail']) =>
  ['succeeded', 'failed'].includes(detail.topic.training?.status ?? 'queued');

/** The topic once its latest training has finished, and every state seen on the way. */
export async function trainedTopic(
  user: ChatCaller,
  topico: string,
): Promise<Schemas['TopicDetail'] & { seen: Schemas['Training'][] }> {
  const seen: Schemas['Training'][] = [];
  const detail = await pollUntil(
    async () => {
      const answer = await expectData(getTopic(user, topico));
      if (answer.topic.training) {
        seen.push(answer.topic.training);
      }
      return answer;
    },
    isFinished,
    { what: `the training of ${topico}` },
  );
  return { ...detail, seen };
}

/**
 * Counts the stored blobs of the owner of `fileId` (blob keys are `files/<user>/<file>`), so a
 * test can show that a refusal stored nothing for its user while other suites upload in parallel.
 */
export async function countOwnerBlobs(dataDir: string, fileId: string): Promise<number> {
  const root = join(dataDir, 'blobs', 'objects', 'files');
  const paths = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  const owner = paths.find((path) => path.includes(fileId))?.split(sep)[0];
  if (owner === undefined) {
    throw new Error(`no blob of file ${fileId}`);
  }
  return paths.filter((path) => path.split(sep)[0] === owner).length;
}
