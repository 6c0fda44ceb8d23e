import type { MissionId } from '@folio/core';

// What each mission asks of a model, added to the system prompt; the user's prompt adds to it.
// Every instruction keeps the rules of the system prompt: sources only, each finding cited.
const INSTRUCTIONS: Record<MissionId, string> = {
  audit:
    'Mission: audit the documents. List the findings (errors, omissions, irregularities, missing approvals or signatures), each with its severity (high, medium, low), a short quote and its citation.',
  compare:
    'Mission: compare the documents. Answer with a Markdown table of the points they share and where they differ (one row per point, one column per document), then a short conclusion. Cite every cell you fill.',
  summarize:
    'Mission: summarise each document in at most 200 words: its purpose, parties, key figures and dates, each cited.',
  translate:
    'Mission: translate the relevant passages into the language the user asks for (or the answer language), keeping figures, names and formatting. Cite the passage each translation comes from.',
  'detect-risks':
    'Mission: detect risks in the documents (legal, financial, operational): list each risk with why it matters, a quote and its citation.',
  'classify-documents':
    'Mission: classify each document (invoice, receipt, contract, delivery note, purchase order, payslip, bank statement, CV, report, letter, other) with the evidence that decided, cited.',
  'validate-consistency':
    'Mission: check that figures, totals and dates agree within and across the documents. List each inconsistency with the conflicting values, each cited.',
  'search-clauses':
    'Mission: find the clauses the user asks about (or the usual contract clauses when none is named). For each: its name, a quote and its citation.',
  'detect-sensitive-data':
    'Mission: list the personal or sensitive data found in the documents (type, where), each cited. Do not repeat full identifiers: name their type and page.',
  'excel-analysis':
    'Mission: analyse the tables in the sources: totals, trends, outliers and anything the user asks, with the figures cited.',
  'political-speeches':
    'Mission: analyse the speeches: main messages, promises, figures given, tone and rhetorical devices, each cited.',
};

/** The instruction a mission adds to the system prompt of a model's answer. */
export function missionInstruction(id: MissionId): string {
  return INSTRUCTIONS[id];
}
