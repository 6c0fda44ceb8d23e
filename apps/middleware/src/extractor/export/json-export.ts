// JSON of results (issue 21: "export CSV/XLSX/JSON"): for scripts, the documents with their
// values as stored types (numbers stay numbers) and, beside them, where each came from. Streamed
// document by document, so a large set is never held whole.
import { provenanceOf, type Provenance } from '@folio/core';

import { storedValue, type ExportDocument, type ExportSource } from './export-model';

/** The values of the named fields, and where each known one came from. */
function fieldsOf(names: readonly string[], cells: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  const sources: Record<string, Provenance> = {};
  for (const name of names) {
    values[name] = storedValue(cells[name]) ?? null;
    const provenance = provenanceOf(cells[name]);
    if (provenance !== undefined && values[name] !== null) {
      sources[name] = provenance;
    }
  }
  return { values, sources };
}

function documentJson(source: ExportSource, document: ExportDocument): string {
  const headers = fieldsOf(source.columns.headers, document.headers);
  const items = document.items.map((item) => fieldsOf(source.columns.details, item));
  return JSON.stringify({
    file_name: document.fileName,
    state: document.state,
    headers: headers.values,
    items: items.map((item) => item.values),
    sources: { headers: headers.sources, items: items.map((item) => item.sources) },
  });
}

/**
 * `{ "configuration", "columns": { "headers", "details" }, "documents": [...] }`, chunk by chunk.
 * A document's `sources` name where each value came from (`e_invoice`, `text`, `ocr`, `manual`),
 * for the values where that is known.
 */
export async function* writeJson(source: ExportSource): AsyncGenerator<string> {
  yield `{"configuration":${JSON.stringify(source.configName)},"columns":${JSON.stringify(
    source.columns,
  )},"documents":[`;
  let separator = '';
  for await (const document of source.documents) {
    yield `${separator}\n${documentJson(source, document)}`;
    separator = ',';
  }
  yield '\n]}\n';
}
