import type { MissionDocument } from '../mission-input';
import type { Evidence } from '../mission-result';

/** Whether a piece of evidence quotes its page exactly, as the web highlights it. */
export function quotesItsPage(documents: readonly MissionDocument[], evidence: Evidence): boolean {
  const page = documents
    .find((document) => document.fileId === evidence.fileId)
    ?.pages.find((item) => item.page === evidence.page);
  return (
    page !== undefined &&
    evidence.quote !== '' &&
    page.text.slice(evidence.charStart, evidence.charEnd) === evidence.quote
  );
}
