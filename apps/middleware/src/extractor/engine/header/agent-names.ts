// A marketplace's invoice for one of its sellers names the marketplace too: `Fulfilled by`,
// `Versand durch`, `Expédié par` (and a carrier after `Shipped by`, `Dispatched by`), with its
// name, address and VAT id again in the footer. That agent is not the issuer: the page labels the
// seller it acts for (`Sold by`, `Verkauft von`, `Vendu par`). The agent's lines are hidden from
// the issuer's search when such a seller label is on the page.
import { foldText } from '@folio/core';

import { type Doc, type DocLine, docOf } from '../document-lines';
import type { LabelIndex } from '../labels/label-index';
import { findLegalName } from './legal-names';

// Folded text; `vendu et expédié par` names the seller itself, so `expédié par` only alone.
const AGENT =
  /(?:^|[^\p{L}])(?:fulfilled|dispatched|shipped|versandt?|expedie)\s+(?:by|durch|par)\s+(.+)/u;
const SOLD_AND = /vendu et expedie par/u;

/** The folded first words of the agents' names the page cites (`shopora eu`). */
export function agentNames(doc: Doc): string[] {
  const names: string[] = [];
  for (const line of doc.lines) {
    const match = AGENT.exec(line.folded);
    if (match === null || SOLD_AND.test(line.folded)) {
      continue;
    }
    const after = match[1] ?? '';
    const name = findLegalName(after)?.name ?? after.split(/\s+[-–·,]\s+|[.;]\s/u)[0] ?? '';
    const core = foldText(name).split(/\s+/u).slice(0, 2).join(' ').trim();
    if (core.length >= 3) {
      names.push(core);
    }
  }
  return names;
}

/**
 * The document with the lines that name an agent blanked (kept in place, so line numbers and
 * labels stay valid), when a seller label tells whom it acts for; else the document itself.
 */
export function withoutAgents(doc: Doc, index: LabelIndex): Doc {
  const names = agentNames(doc);
  if (names.length === 0 || index.labelsFor('issuer').length === 0) {
    return doc;
  }
  const isAgents = (line: DocLine): boolean => names.some((name) => line.folded.includes(name));
  const lines = doc.lines.map((line) =>
    isAgents(line) ? { ...line, text: '', folded: '' } : line,
  );
  return docOf(lines, doc.pageCount);
}
