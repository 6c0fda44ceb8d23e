// Plain-text results (issue #6): per document its name, state, header fields as `name: value`,
// then its lines numbered, each `name: value | name: value`; each value followed by the mark of
// where it came from (`121 [T]`, issue 16), the marks explained under the title.
import { fillLabel, provenanceLegend } from './export-labels';
import { markedText, type ExportSource } from './export-model';

const RULE = '='.repeat(72);
const THIN_RULE = '-'.repeat(72);

/** A value on one line: line breaks inside it (a two-line description) become ` / `. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/gu, ' / ');

/** The text, chunk by chunk: a title, then one block per document. */
export async function* writeTxt(source: ExportSource): AsyncGenerator<string> {
  const { columns, labels } = source;
  yield `${fillLabel(labels.title, { configuration: source.configName })}\n${provenanceLegend(labels)}\n${RULE}\n`;
  const width = Math.max(labels.state.length, ...columns.headers.map((name) => name.length));
  const pad = (name: string) => `${name}:`.padEnd(width + 2);
  for await (const document of source.documents) {
    const lines = [
      '',
      `${labels.document}: ${document.fileName}`,
      `  ${pad(labels.state)}${labels.states[document.state]}`,
      ...columns.headers.map(
        (name) => `  ${pad(name)}${oneLine(markedText(document.headers[name], labels))}`,
      ),
    ];
    if (columns.details.length > 0) {
      lines.push(`  ${labels.lines} (${String(document.items.length)}):`);
      if (document.items.length === 0) {
        lines.push(`    ${labels.noLines}`);
      }
      document.items.forEach((item, index) => {
        const cells = columns.details
          .map((name) => `${name}: ${oneLine(markedText(item[name], labels))}`)
          .join(' | ');
        lines.push(`    ${String(index + 1)}. ${cells}`);
      });
    }
    lines.push(THIN_RULE);
    yield `${lines.join('\n')}\n`;
  }
}
