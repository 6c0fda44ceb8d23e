import type { CitationView } from '../conversations/conversation-view';
import type { Language } from '../engine/words';
import { claimOf, quoteForClaim } from '../prompting/model-quotes';
import type { RetrievedPassage } from '../retrieval/passages.queries';

/**
 * The citations of a model's answer: citation n is the n-th passage the answer cited (the
 * markers were renumbered so), quoted at the sentence that best supports the claim citing it.
 */
export function modelCitations(
  answer: string,
  citedPassages: readonly RetrievedPassage[],
  language: Language,
): CitationView[] {
  return citedPassages.map((passage, index) => {
    const quote = quoteForClaim(passage.text, claimOf(answer, index + 1), language);
    return {
      n: index + 1,
      file_id: passage.fileId,
      filename: passage.fileName,
      page: passage.page,
      quote: quote.quote,
      char_start: passage.charStart + quote.start,
      char_end: passage.charStart + quote.end,
    };
  });
}
