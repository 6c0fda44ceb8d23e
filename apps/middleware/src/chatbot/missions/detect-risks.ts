import { foldWithOffsets } from '../engine/fold';
import { headingRange, withFirstSentence } from './clause-headings';
import { documentPages, evidenceOf, indexSentences, type SentenceIndex } from './evidence';
import { compilePhrases } from './find-phrases';
import type { MissionInput } from './mission-input';
import type { MissionResultOf, RiskFinding } from './mission-result';
import { RISK_CUES, RISK_IDS, type RiskId } from './risk-cues';

const RISK_OF_CUE = new Map<string, RiskId>(
  RISK_IDS.flatMap((risk) => RISK_CUES[risk].map((cue) => [cue, risk])),
);
const findRiskCues = compilePhrases([...RISK_OF_CUE.keys()]);

/**
 * A rule-based checklist of risky clauses: every sentence holding a risk cue word (penalties,
 * unlimited liability, automatic renewal, exclusivity, indemnities, unilateral changes, lock-in,
 * non-compete, waivers, late-payment interest), quoted once per risk. It points at what to read;
 * it does not weigh the clause, nor notice a risk written in other words.
 */
export function detectRisks(input: MissionInput): MissionResultOf<'detect-risks'> {
  const findings: RiskFinding[] = [];
  for (const page of documentPages(input)) {
    const index = indexSentences(page.text);
    const quoted: Array<{ risk: RiskId; start: number; end: number }> = [];
    for (const match of findRiskCues(foldWithOffsets(page.text))) {
      const risk = RISK_OF_CUE.get(match.phrase);
      const range = quoteRange(page.text, index, match);
      const isQuoted = quoted.some(
        (other) => other.risk === risk && other.start < range.end && range.start < other.end,
      );
      if (risk !== undefined && !isQuoted) {
        quoted.push({ risk, ...range });
        findings.push({
          risk,
          cue: match.phrase,
          evidence: evidenceOf(page, range.start, range.end),
        });
      }
    }
  }
  return { kind: 'detect-risks', method: 'rule-checklist', findings };
}

/** The cue's sentence; for a clause heading ('QUINTA.- PENALIZACIONES'), with the clause's first. */
function quoteRange(
  text: string,
  index: SentenceIndex,
  match: { start: number; end: number },
): { start: number; end: number } {
  const sentence = index.sentences.find((item) => item.end > match.start);
  const heading = sentence && headingRange(text, sentence);
  return heading
    ? withFirstSentence(heading, index.sentences)
    : index.around(match.start, match.end);
}
