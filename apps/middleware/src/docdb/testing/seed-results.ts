// Results written straight into the database for tests of exports and the document database,
// so they do not wait on a real extraction run.
import type { ExtractionState } from '../../db/schema';
import type { StorageTestApp, TestUser } from '../../storage/testing/storage-test-app';
import { makePdf } from '../../storage/testing/fixtures';

const ATTRIBUTES = [
  { name: 'invoice_number', type: 'simple', placement: 'header', required: false },
  { name: 'total', type: 'number', placement: 'header', required: false },
  { name: 'description', type: 'text', placement: 'detail', required: false },
  { name: 'amount', type: 'number', placement: 'detail', required: false },
];

/** A value as documents store it (openapi FieldValue). */
export const cell = (value: string | number | null) => ({
  value,
  raw: value === null ? null : String(value),
  page: 1,
  box: [10, 10, 50, 20],
  confidence: 0.9,
});

export type SeededDocument = {
  fileName: string;
  state?: ExtractionState;
  headers: Record<string, unknown>;
  items: Record<string, unknown>[];
  extraHeaders?: string[];
  /** Upload a PDF as the document's file (default true). */
  withPdf?: boolean;
};

/** The default documents: F-1 with two lines, F-2 without lines. */
export const INVOICES: SeededDocument[] = [
  {
    fileName: 'f1.pdf',
    state: 'verified',
    headers: { invoice_number: cell('F-1'), total: cell(121) },
    items: [
      { description: cell('Consultoría'), amount: cell(100) },
      { description: cell('=cmd|calc'), amount: cell(21) },
    ],
  },
  {
    fileName: 'f2.pdf',
    state: 'requires_verification',
    headers: { invoice_number: cell('F-2'), total: cell(null) },
    items: [],
  },
];

/**
 * A configuration `name` of `user` with `documents` as finished results (the first is the
 * newest), each with its PDF uploaded as a file of the user. Answers the ids.
 */
export async function seedResults(
  test: StorageTestApp,
  user: TestUser,
  name = 'Facturas',
  documents: readonly SeededDocument[] = INVOICES,
): Promise<{ configurationId: string; documentIds: string[]; fileIds: (string | null)[] }> {
  const configuration = await test.db
    .insertInto('configurations')
    .values({
      user_id: user.id,
      name,
      document_type: 'invoice',
      attributes: JSON.stringify(ATTRIBUTES),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const documentIds: string[] = [];
  const fileIds: (string | null)[] = [];
  for (const [index, document] of documents.entries()) {
    let fileId: string | null = null;
    if (document.withPdf !== false) {
      const upload = await test.upload(user, [
        { name: document.fileName, bytes: await makePdf(1), type: 'application/pdf' },
      ]);
      fileId = upload.json<{ data: { archivos: { id: string }[] } }>().data.archivos[0]?.id ?? null;
    }
    const row = await test.db
      .insertInto('extracted_documents')
      .values({
        user_id: user.id,
        configuration_id: configuration.id,
        file_id: fileId,
        file_name: document.fileName,
        status: 'done',
        state: document.state ?? 'not_verified',
        headers: JSON.stringify(document.headers),
        items: JSON.stringify(document.items),
        available_fields: JSON.stringify({
          headers: ['invoice_number', 'total', ...(document.extraHeaders ?? [])],
          details: ['description', 'amount'],
        }),
        // Newest first in results order: the first document is the latest.
        created_at: new Date(Date.UTC(2025, 0, 1, 12, 0, 0) - index * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    documentIds.push(row.id);
    fileIds.push(fileId);
  }
  return { configurationId: configuration.id, documentIds, fileIds };
}
