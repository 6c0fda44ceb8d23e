// The paths a hostile file can take into Folio, each as a user would call it through the SDK.
import type { HostileInput, HostileKind } from './corpus.ts';

import { expectData, jsonDataForm, userContext } from '../../../packages/sdk/src/index.ts';
import type { BenchUser } from '../bench-user.ts';

export type { BenchUser };

/** What a path answered: `ok`, the index's final state, or the refusal's status and code. */
export type PathAnswer = { outcome: string; isRefusal: boolean };

export type HostilePath = {
  label: string;
  kinds: readonly HostileKind[];
  /** The request kind's time budget (issue 17); an answer may take it plus 2 s. */
  budgetMs: number;
  send: (user: BenchUser, input: HostileInput) => Promise<PathAnswer>;
};

const CONVERSION_BUDGET_MS = 30_000;
// The index is a job: each parse has the toolkit's 60 s and a failing file up to three attempts.
const INDEX_BUDGET_MS = 180_000;

const fileOf = (input: HostileInput) => new File([input.bytes], input.name);

/** The multipart utilities of the service a hostile file is sent to, with their operations. */
const UTILITIES = {
  '/utils/convert-to-pdf': 'convertToPdf',
  '/utils/split-docx': 'splitDocx',
  '/utils/split-xlsx': 'splitXlsx',
  '/utils/split-pdf': 'splitPdf',
} as const;

/** A multipart utility of the service, answered as a file. */
function serviceUtility(path: keyof typeof UTILITIES) {
  return async (user: BenchUser, input: HostileInput): Promise<PathAnswer> => {
    await expectData(
      user.clients.service.POST(path, {
        ...jsonDataForm(UTILITIES[path], userContext(user.email), { file: [fileOf(input)] }),
        parseAs: 'blob',
      }),
    );
    return { outcome: 'ok', isRefusal: false };
  };
}

async function htmlToPdf(user: BenchUser, input: HostileInput): Promise<PathAnswer> {
  await expectData(
    user.clients.service.POST('/utils/html-to-pdf', {
      body: { ...userContext(user.email), html: new TextDecoder().decode(input.bytes) },
      parseAs: 'blob',
    }),
  );
  return { outcome: 'ok', isRefusal: false };
}

/** Uploads the file to storage, then waits for its index job's final state. */
async function uploadAndIndex(user: BenchUser, input: HostileInput): Promise<PathAnswer> {
  const { middleware } = user.clients;
  await expectData(
    middleware.POST(
      '/storage/upload',
      jsonDataForm(
        'uploadFiles',
        { ...userContext(user.email), topico: 'hostil', replace: true },
        { file: [fileOf(input)] },
      ),
    ),
  );
  const deadline = Date.now() + INDEX_BUDGET_MS + 60_000;
  for (;;) {
    const info = await expectData(
      middleware.GET('/storage/files/info', {
        params: { query: { empresa: 'demo', blob_name: `hostil/${input.name}` } },
      }),
    );
    const state = info.data.index_status;
    if (!['pending', 'indexing'].includes(state) || Date.now() > deadline) {
      return { outcome: state, isRefusal: state !== 'indexed' };
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

/** Previews the file stored by `uploadAndIndex`. */
async function preview(user: BenchUser, input: HostileInput): Promise<PathAnswer> {
  await expectData(
    user.clients.middleware.POST('/storage/files/preview', {
      body: { empresa: 'demo', user: user.email, nombre_archivo: `hostil/${input.name}` },
    }),
  );
  return { outcome: 'ok', isRefusal: false };
}

/** Every path, in the order the bench sends files to them (preview after the upload). */
export const HOSTILE_PATHS: readonly HostilePath[] = [
  {
    label: 'convert-to-pdf',
    kinds: ['docx', 'xlsx', 'pdf', 'html'],
    budgetMs: CONVERSION_BUDGET_MS,
    send: serviceUtility('/utils/convert-to-pdf'),
  },
  {
    label: 'split-docx',
    kinds: ['docx'],
    budgetMs: CONVERSION_BUDGET_MS,
    send: serviceUtility('/utils/split-docx'),
  },
  {
    label: 'split-xlsx',
    kinds: ['xlsx'],
    budgetMs: CONVERSION_BUDGET_MS,
    send: serviceUtility('/utils/split-xlsx'),
  },
  {
    label: 'split-pdf',
    kinds: ['pdf'],
    budgetMs: CONVERSION_BUDGET_MS,
    send: serviceUtility('/utils/split-pdf'),
  },
  { label: 'html-to-pdf', kinds: ['html'], budgetMs: CONVERSION_BUDGET_MS, send: htmlToPdf },
  {
    label: 'storage index',
    kinds: ['docx', 'xlsx', 'pdf', 'html'],
    budgetMs: INDEX_BUDGET_MS,
    send: uploadAndIndex,
  },
  {
    label: 'storage preview',
    kinds: ['docx', 'xlsx', 'pdf', 'html'],
    budgetMs: CONVERSION_BUDGET_MS,
    send: preview,
  },
];
