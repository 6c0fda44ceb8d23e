// What a model is told: the rules of the answer, the user's general instruction, the fields, and
// the document's text in reading order (the lines the built-in engine reads too).
import type { PageText } from '@folio/documents';

import type { ExtractionAttribute } from '../../extractor/engine';
import type { ModelConfiguration } from './model-configuration';

/** Text beyond this is cut: a document of 50 dense pages still fits, a runaway one does not. */
export const MAX_DOCUMENT_CHARS = 120_000;

const RULES = [
  'You read business documents and extract data from them as JSON.',
  'Answer with one JSON object that follows the given schema: "headers" holds the fields written once per document, "items" one object per line item in the order of the document.',
  'Copy each value as it is written in the document. Write dates as YYYY-MM-DD and numbers with a dot for decimals and no thousands separators.',
  'Use null for a value the document does not contain; never guess or invent a value.',
].join('\n');

function fieldList(attributes: readonly ExtractionAttribute[]): string {
  return attributes
    .map((attribute) => {
      const detail = attribute.detail?.trim();
      return `- ${attribute.name} (${attribute.type})${detail ? `: ${detail}` : ''}`;
    })
    .join('\n');
}

/** The document's lines, page by page, cut at {@link MAX_DOCUMENT_CHARS}. */
export function documentText(pages: readonly PageText[]): string {
  const parts: string[] = [];
  let length = 0;
  for (const page of pages) {
    const text = [
      `--- Page ${String(page.pageNumber)} ---`,
      ...page.lines.map((line) => line.text),
    ].join('\n');
    if (length + text.length > MAX_DOCUMENT_CHARS) {
      parts.push(text.slice(0, Math.max(0, MAX_DOCUMENT_CHARS - length)));
      break;
    }
    parts.push(text);
    length += text.length + 1;
  }
  return parts.join('\n');
}

/** The system instructions and the user message of an extraction. */
export function buildExtractionPrompt(
  configuration: ModelConfiguration,
  pages: readonly PageText[],
): { system: string; prompt: string } {
  const instruction = configuration.prompt?.trim();
  const system =
    instruction === undefined || instruction === ''
      ? RULES
      : `${RULES}\n\nThe user's instructions for this kind of document:\n${instruction}`;
  const header = configuration.attributes.filter((attribute) => attribute.placement === 'header');
  const detail = configuration.attributes.filter((attribute) => attribute.placement === 'detail');
  const prompt = [
    ...(configuration.documentType ? [`Document type: ${configuration.documentType}`] : []),
    `Fields (headers):\n${fieldList(header)}`,
    ...(detail.length > 0 ? [`Line item fields (items):\n${fieldList(detail)}`] : []),
    `Document text, in reading order:\n${documentText(pages)}`,
  ].join('\n\n');
  return { system, prompt };
}
