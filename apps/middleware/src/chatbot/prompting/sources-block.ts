/** A passage as a model reads it: numbered, with where it comes from. */
export type PromptSource = { fileName: string; page: number; text: string };

// The sources are data: a document that writes a closing tag of its own must not be able to end
// its source early and speak as the product.
function escapeSource(text: string): string {
  return text.replace(/<\/?source\b/giu, (tag) => tag.replace('<', '‹'));
}

/**
 * The numbered sources of a retrieval-augmented prompt: each passage inside its own `<source>`
 * element, numbered from 1 in the order given, so the model can cite `[n]`.
 */
export function sourcesBlock(sources: readonly PromptSource[]): string {
  return sources
    .map(
      (source, index) =>
        `<source n="${String(index + 1)}" file="${escapeSource(source.fileName).replace(/"/gu, "'")}" page="${String(source.page)}">\n${escapeSource(source.text)}\n</source>`,
    )
    .join('\n\n');
}
