/**
 * The tags a file keeps (updateFileMetadata: "tags are trimmed and deduplicated ignoring case"):
 * each NFC-normalised and trimmed, empty ones dropped, and of those equal ignoring case the first
 * spelling kept, in the order given.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.normalize('NFC').trim();
    const key = tag.toLowerCase();
    if (tag !== '' && !seen.has(key)) {
      seen.add(key);
      kept.push(tag);
    }
  }
  return kept;
}
