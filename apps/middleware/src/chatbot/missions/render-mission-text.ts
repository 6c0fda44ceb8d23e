import {
  fill,
  formatAmount,
  formatDate,
  oneLine,
  placeOf,
  quoted,
  table,
  type AnswerLanguage,
} from './answer-text';
import { MISSION_LABELS, type MissionLabels } from './mission-labels';
import type { Inconsistency, MissionResult, MissionResultOf } from './mission-result';

// An answer lists this many findings; the rest are counted (the structured result has them all).
const MAX_LISTED = 30;
// A cue is shown as the document wrote it, cut short (a layout cue's quote can be a whole row).
const MAX_CUE_CHARS = 40;

type Writer<K extends MissionResult['kind']> = (
  result: MissionResultOf<K>,
  labels: MissionLabels,
  language: AnswerLanguage,
) => string[];

/**
 * A mission result as a short Markdown text for the chat answer's body, in Spanish or English:
 * a heading with the count, then a list or a table of the findings with their file and page.
 */
export function renderMissionText(result: MissionResult, language: AnswerLanguage): string {
  const labels = MISSION_LABELS[language];
  const count = countOf(result);
  if (count === 0) {
    return labels.none[result.kind];
  }
  const heading = `**${fill(labels.heading[result.kind], { count })}**`;
  return [heading, ...bodyOf(result, labels, language)].join('\n\n');
}

function countOf(result: MissionResult): number {
  switch (result.kind) {
    case 'sensitive-data':
    case 'detect-risks':
      return result.findings.length;
    case 'search-clauses':
      return result.hits.length;
    case 'summarize':
      return result.summaries.filter((summary) => summary.summary !== '').length;
    case 'validate-consistency':
      return result.inconsistencies.length;
    case 'classify-documents':
      return result.classifications.length;
  }
}

function bodyOf(result: MissionResult, labels: MissionLabels, language: AnswerLanguage): string[] {
  switch (result.kind) {
    case 'sensitive-data':
      return writeSensitiveData(result, labels, language);
    case 'search-clauses':
      return writeClauses(result, labels, language);
    case 'summarize':
      return writeSummaries(result, labels, language);
    case 'validate-consistency':
      return writeInconsistencies(result, labels, language);
    case 'classify-documents':
      return writeClassifications(result, labels, language);
    case 'detect-risks':
      return writeRisks(result, labels, language);
  }
}

/** The first `MAX_LISTED` items, and a line counting the others. */
function listed<T>(items: readonly T[], labels: MissionLabels): { shown: T[]; rest: string[] } {
  const others = items.length - MAX_LISTED;
  return {
    shown: items.slice(0, MAX_LISTED),
    rest: others > 0 ? [fill(labels.more, { count: others })] : [],
  };
}

const writeSensitiveData: Writer<'sensitive-data'> = (result, labels) => {
  const { shown, rest } = listed(result.findings, labels);
  const { type, value, file, page } = labels.columns;
  const rows = shown.map((finding) => [
    labels.personalData[finding.type],
    finding.value,
    finding.evidence.fileName,
    String(finding.evidence.page),
  ]);
  return [table([type, value, file, page], rows), ...rest];
};

const writeClauses: Writer<'search-clauses'> = (result, labels, language) => {
  const { shown, rest } = listed(result.hits, labels);
  const name = (clause: keyof MissionLabels['clauses'] | null) =>
    clause === null ? (result.query ?? '') : labels.clauses[clause];
  const query = result.query === undefined ? [] : [fill(labels.query, { query: result.query })];
  const lines = shown.map(
    (hit) =>
      `- **${name(hit.clause)}** — ${placeOf(hit.evidence, labels.page)}: ${quoted(hit.evidence.quote, language)}`,
  );
  return [...query, lines.join('\n'), ...rest];
};

const writeSummaries: Writer<'summarize'> = (result) =>
  result.summaries
    .filter((summary) => summary.summary !== '')
    .map((summary) => `### ${summary.fileName}\n\n${summary.summary}`);

const writeInconsistencies: Writer<'validate-consistency'> = (result, labels, language) => {
  const { shown, rest } = listed(result.inconsistencies, labels);
  const lines = shown.map((item) => `- ${describeInconsistency(item, labels, language)}`);
  return [lines.join('\n'), ...rest];
};

function describeInconsistency(
  item: Inconsistency,
  labels: MissionLabels,
  language: AnswerLanguage,
): string {
  const where = [...new Set(item.evidence.map((evidence) => placeOf(evidence, labels.page)))].join(
    '; ',
  );
  switch (item.kind) {
    case 'different-values': {
      const quantity = labels.quantities[item.quantity];
      const values = item.values
        .map((value) => `${value.text} (${placeOf(value.evidence, labels.page)})`)
        .join(' · ');
      return fill(labels.differentValues, {
        quantity: item.qualifier === undefined ? quantity : `${quantity} ${item.qualifier}`,
        scope: labels.scope[item.scope],
        values,
      });
    }
    case 'sum-mismatch':
      return fill(labels.sumMismatch, {
        total: labels.quantities[item.total],
        stated: formatAmount(item.stated, language),
        computed: formatAmount(item.computed, language),
        where,
      });
    case 'end-before-start':
      return fill(labels.endBeforeStart, {
        period: labels.period,
        start: formatDate(item.start, language),
        end: formatDate(item.end, language),
        where,
      });
  }
}

const writeClassifications: Writer<'classify-documents'> = (result, labels) => {
  const { shown, rest } = listed(result.classifications, labels);
  const { file, documentClass, confidence, cues } = labels.classColumns;
  const rows = shown.map((item) => [
    item.fileName,
    labels.classes[item.documentClass],
    `${Math.round(item.confidence * 100)} %`,
    item.cues.map((cue) => oneLine(cue.evidence.quote, MAX_CUE_CHARS)).join(', '),
  ]);
  return [table([file, documentClass, confidence, cues], rows), ...rest];
};

const writeRisks: Writer<'detect-risks'> = (result, labels, language) => {
  const { shown, rest } = listed(result.findings, labels);
  const lines = shown.map(
    (finding) =>
      `- **${labels.risks[finding.risk]}** — ${placeOf(finding.evidence, labels.page)}: ${quoted(finding.evidence.quote, language)}`,
  );
  return [`_${labels.checklistNote}_`, lines.join('\n'), ...rest];
};
