const encoder = new TextEncoder();

/** Where the next page of a keyset walk starts; undefined for the first page. */
export type Cursor = { createdAt: Date; id: string } | undefined;

/**
 * Walks a table by keyset pages of `pageSize` rows, (created_at, id) order, until a short page:
 * memory holds one page at a time whatever the table's size.
 */
export async function* walkPages<Row extends { created_at: Date; id: string }>(
  fetchPage: (start: Cursor, limit: number) => Promise<Row[]>,
  pageSize = 500,
): AsyncGenerator<Row[]> {
  let start: Cursor;
  for (;;) {
    const rows = await fetchPage(start, pageSize);
    if (rows.length > 0) {
      yield rows;
    }
    const last = rows.at(-1);
    if (rows.length < pageSize || last === undefined) {
      return;
    }
    start = { createdAt: last.created_at, id: last.id };
  }
}

/**
 * A JSON array written as it is read: `[`, each item of each page (two-space indented), `]`. Used
 * for the export's results and conversations, which can be far larger than memory should hold.
 */
export async function* jsonArrayStream(
  pages: AsyncIterable<unknown[]>,
): AsyncGenerator<Uint8Array> {
  yield encoder.encode('[');
  let isFirst = true;
  for await (const page of pages) {
    const parts = page.map((item) => {
      const text = `${isFirst ? '\n' : ',\n'}${JSON.stringify(item, null, 2)}`;
      isFirst = false;
      return text;
    });
    if (parts.length > 0) {
      yield encoder.encode(parts.join(''));
    }
  }
  yield encoder.encode(isFirst ? ']\n' : '\n]\n');
}

/** One small JSON document as the chunks of a ZIP entry. */
export async function* jsonDocument(value: unknown): AsyncGenerator<Uint8Array> {
  yield encoder.encode(`${JSON.stringify(value, null, 2)}\n`);
}

/** A text as the chunks of a ZIP entry. */
export async function* textDocument(text: string): AsyncGenerator<Uint8Array> {
  yield encoder.encode(text);
}
