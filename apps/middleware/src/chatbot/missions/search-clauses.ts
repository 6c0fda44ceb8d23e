import { fold, foldWithOffsets } from '../engine/fold';
import { detectLanguage } from '../engine/language';
import { readWords, type Language } from '../engine/words';
import { headingRange, withFirstSentence } from './clause-headings';
import {
  CLAUSE_IDS,
  CLAUSE_PHRASES,
  CLAUSE_QUERY_FILLER,
  type ClauseId,
} from './clause-vocabulary';
import { documentPages, evidenceOf, indexSentences, type DocumentPage } from './evidence';
import { compilePhrases } from './find-phrases';
import type { MissionDocument, MissionInput } from './mission-input';
import type { ClauseHit, MissionResultOf } from './mission-result';

// A clause named only in passing (no heading) is quoted at its first few sentences per document.
const MAX_SENTENCE_HITS = 3;
// A user's words may match many sentences; the first ones per document are enough to go to.
const MAX_QUERY_HITS_PER_DOCUMENT = 10;

const CLAUSE_OF_PHRASE = new Map<string, ClauseId>(
  CLAUSE_IDS.flatMap((clause) => CLAUSE_PHRASES[clause].map((phrase) => [phrase, clause])),
);
const findClausePhrases = compilePhrases([...CLAUSE_OF_PHRASE.keys()]);
const FILLER = new Set(CLAUSE_QUERY_FILLER);

type Candidate = { clause: ClauseId | null; isHeading: boolean; start: number; end: number };

/**
 * The clauses of the documents: those a query names (by the built-in clause words, in either
 * language, or else by all of its own content words), or without a query every usual contract
 * clause. A clause is quoted at its headings ('5. Confidencialidad', with the clause's first
 * sentence); a clause with no heading in a document at the first sentences that name it.
 */
export function searchClauses(input: MissionInput): MissionResultOf<'search-clauses'> {
  const query = input.query?.trim() ?? '';
  const named = new Set(findClausePhrases(query).flatMap(({ phrase }) => clauseOf(phrase)));
  const words = query === '' || named.size > 0 ? [] : queryWords(query);
  const hits = input.documents.flatMap((document) => {
    const pages = documentPages({ documents: [document] });
    if (words.length > 0) {
      return findQueryWords(pages, words, languageOf(document));
    }
    const clauses = named.size > 0 ? named : new Set(CLAUSE_IDS);
    return findClauses(pages, clauses);
  });
  return query === '' ? { kind: 'search-clauses', hits } : { kind: 'search-clauses', query, hits };
}

function clauseOf(phrase: string): ClauseId[] {
  const clause = CLAUSE_OF_PHRASE.get(phrase);
  return clause === undefined ? [] : [clause];
}

/** The folded words of a query that say what to look for. */
function queryWords(query: string): string[] {
  return [...fold(query).matchAll(/[\p{L}\p{N}]+/gu)]
    .map((match) => match[0])
    .filter((word) => !FILLER.has(word));
}

function languageOf(document: MissionDocument): Language {
  return detectLanguage(document.pages.map((page) => page.text).join('\n'));
}

function findClauses(pages: readonly DocumentPage[], clauses: ReadonlySet<ClauseId>): ClauseHit[] {
  const found = pages.map((page) => ({ page, candidates: clauseCandidates(page, clauses) }));
  const headed = new Set(
    found.flatMap(({ candidates }) =>
      candidates.filter((item) => item.isHeading).map((item) => item.clause),
    ),
  );
  const sentenceHits = new Map<ClauseId | null, number>();
  return found.flatMap(({ page, candidates }) =>
    candidates
      .filter((candidate) => {
        if (headed.has(candidate.clause)) {
          return candidate.isHeading;
        }
        const count = sentenceHits.get(candidate.clause) ?? 0;
        sentenceHits.set(candidate.clause, count + 1);
        return count < MAX_SENTENCE_HITS;
      })
      .map((candidate) => toHit(page, candidate)),
  );
}

/** Every sentence of a page naming one of `clauses`, once per clause and sentence. */
function clauseCandidates(page: DocumentPage, clauses: ReadonlySet<ClauseId>): Candidate[] {
  const index = indexSentences(page.text);
  const candidates: Candidate[] = [];
  for (const match of findClausePhrases(foldWithOffsets(page.text))) {
    const clause = CLAUSE_OF_PHRASE.get(match.phrase);
    const sentence = index.sentences.find((item) => item.end > match.start);
    if (clause === undefined || !clauses.has(clause) || sentence === undefined) {
      continue;
    }
    const heading = headingRange(page.text, sentence);
    const range = heading
      ? withFirstSentence(heading, index.sentences)
      : index.around(match.start, match.end);
    const candidate = { clause, isHeading: heading !== undefined, ...range };
    if (!candidates.some((other) => other.clause === clause && other.start === range.start)) {
      candidates.push(candidate);
    }
  }
  return candidates;
}

/** Sentences holding every content word of a query (compared by stem, in the document's language). */
function findQueryWords(
  pages: readonly DocumentPage[],
  words: readonly string[],
  language: Language,
): ClauseHit[] {
  const wanted = new Set(
    readWords(words.join(' '), language)
      .filter((word) => !word.isStopWord)
      .map((word) => word.stem),
  );
  if (wanted.size === 0) {
    return [];
  }
  const hits: ClauseHit[] = [];
  for (const page of pages) {
    for (const sentence of indexSentences(page.text).sentences) {
      const stems = new Set(readWords(sentence.text, language).map((word) => word.stem));
      if ([...wanted].every((stem) => stems.has(stem))) {
        const isHeading = headingRange(page.text, sentence) !== undefined;
        hits.push(toHit(page, { clause: null, isHeading, ...sentence }));
      }
      if (hits.length >= MAX_QUERY_HITS_PER_DOCUMENT) {
        return hits;
      }
    }
  }
  return hits;
}

function toHit(page: DocumentPage, candidate: Candidate): ClauseHit {
  return {
    clause: candidate.clause,
    isHeading: candidate.isHeading,
    evidence: evidenceOf(page, candidate.start, candidate.end),
  };
}
