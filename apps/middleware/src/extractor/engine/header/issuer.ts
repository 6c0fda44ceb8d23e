// The issuer: a company named after a seller label, a line with a legal form (S.L., GmbH, Ltd,
// B.V., Inc.) named more than once or near a tax id, or the name at the top of the first page;
// never a name from the buyer's block ("Bill to", "Cliente", "Rechnung an", an attention line's).
import { foldText } from '@folio/core';

import {
  boxOfSpan,
  type Doc,
  type DocLine,
  isSameRow,
  overlapX,
  rowOf,
  linesOnPage,
  rightOnRow,
} from '../document-lines';
import type { LabelIndex } from '../labels/label-index';
import type { Candidate } from './candidate';
import { findLegalName, leadingLegalForm } from './legal-names';
import { blockUnder } from './block-under';
import { attentionBlockLines, isInSlip, remittanceSlips } from './letter-parties';
import { findLetterheadName } from './letterhead-name';
import { findReturnAddress } from './return-address';
import { isAmericanPage } from './us-page';

// A receipt's lines under its name: the company's registration and tax registration
// (`(CO. REG: 123456-X)`, `GST ID No:`) and its contact lines (`Tel:`) name no one.
const REGISTRATION =
  /\b(?:co|company|business)\W*(?:reg|no)\b|\breg(?:istration)?\W*(?:no|number)\b|\b(?:gst|sst|vat|abn)\b|\btax\W*(?:id|reg)/u;
const CONTACT = /\b(?:tel|phone|fax|mobile)\b/u;

const TITLE_WORDS =
  /^(invoice|tax invoice|factura|rechnung|factuur|facture|receipt|payment receipt|recibo|quittung|original|copy|copia|kopie|duplicado|page|pagina|seite|summary|details?|invoice summary|retail invoices?\/?bill|bill|statement|credit note|nota de credito|abono|gutschrift)\b/u;

/** The lines of the buyer's blocks: after each buyer label, down its column to a gap. */
export function buyerLines(doc: Doc, index: LabelIndex): Set<number> {
  const lines = attentionBlockLines(doc);
  const slips = remittanceSlips(doc);
  for (const label of index.labelsFor('buyer')) {
    if (isInSlip(slips, label.line)) {
      continue;
    }
    lines.add(label.line.index);
    const block = blockUnder(doc, label.line, {
      count: 7,
      gapAfter: (previous) => Math.max(previous.box.height, 8) * 1.8,
      // Another party's label ends the buyer's block.
      isEnd: (line) =>
        index.startsWithLabel(line) &&
        !index.labelsIn(line).some((other) => other.concepts.has('buyer')),
    });
    for (const line of block) {
      lines.add(line.index);
      for (const value of valuesRightOf(doc, line)) {
        lines.add(value.index);
      }
    }
  }
  return lines;
}

/** How far right of a block's `Nombre:` its value may stand, in points. */
const VALUE_REACH = 150;

/**
 * A block line ending in a colon (`Nombre:`, `NIF:`) is a label whose value stands to its right
 * on the same row: that value is the block's too.
 */
function valuesRightOf(doc: Doc, line: DocLine): DocLine[] {
  if (!/:\s*$/u.test(line.text)) {
    return [];
  }
  const end = line.box.x + line.box.width;
  return rightOnRow(doc, line)
    .filter((other) => other.box.x - end <= VALUE_REACH)
    .slice(0, 1);
}

/** A name without the punctuation around it: `| TeamGantt` -> `TeamGantt`. */
function cleanName(text: string): string {
  return text.trim().replace(/^[\p{P}\p{S}\s]+|[\s:;,|•·–—-]+$/gu, '');
}

/** The next lines under a line, in its column, nearest first. */
function columnBelow(doc: Doc, start: DocLine, count: number): DocLine[] {
  return linesOnPage(doc, start.page)
    .filter(
      (line) =>
        line.box.y > start.box.y + 1 &&
        line.box.y - start.box.y < 60 &&
        overlapX(line.box, start.box) > 0,
    )
    .sort((a, b) => a.box.y - b.box.y)
    .slice(0, count);
}

function isNameLike(text: string): boolean {
  if (/^\(|\b(not|please|thank|gracias|danke|merci)\b/iu.test(text)) {
    return false;
  }
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  const digits = text.replace(/\D/gu, '').length;
  const words = text.split(/\s+/u).length;
  const folded = foldText(text);
  return (
    letters >= 3 &&
    digits <= letters / 4 &&
    words <= 7 &&
    !/@|www\.|https?:|\.com\b/u.test(text) &&
    !TITLE_WORDS.test(folded) &&
    !REGISTRATION.test(folded) &&
    !CONTACT.test(folded) &&
    leadingLegalForm(text) === undefined
  );
}

const OPENING_PART = /^(.*?)(?:\s+[•·|–—-]\s+|\s*[|•·]\s*)/u;

// A company's sender line in the footer over its tax ids (`Name GmbH · street · city` /
// `USt-IdNr. …`) is the seller's: no one prints the buyer's registration in the footer. It
// outranks a name at the top with no label, which under a window-envelope layout is the buyer's
// address block (even with the buyer's own VAT id under it, as intra-EU invoices print it).
const FOOTER_FROM = 0.7;
const FOOTER_SENDER_SCORE = 30;
// The sender's name in a window letter's return address outranks any name at the top.
const RETURN_ADDRESS_SCORE = 30;
// The name printed larger than the page's text at its top: above a company's name in the
// customer's block, below a labelled seller's with its legal form and a return address.
const LETTERHEAD_SCORE = 25;

/** The name opening a line before a separator and its tax-id label, if it reads as a name. */
function nameBeforeTaxId(line: DocLine, index: LabelIndex): string | undefined {
  const taxId = index.labelsIn(line).find((label) => label.concepts.has('taxId'));
  const opening = OPENING_PART.exec(line.text);
  if (taxId === undefined || opening === null || opening[0].length > taxId.start) {
    return undefined;
  }
  const name = cleanName(opening[1] ?? '');
  return /\d/u.test(name) || !isNameLike(name) ? undefined : name;
}

/**
 * The sender line just above a tax-id line in its column (`Name · street · city` over
 * `USt-IdNr. … · St.-Nr. …`, a footer's usual shape): the name that opens it, before a separator
 * and an address with digits.
 */
function senderAbove(doc: Doc, taxIdLine: DocLine, index: LabelIndex): DocLine | undefined {
  const above = linesOnPage(doc, taxIdLine.page)
    .filter(
      (line) =>
        line.box.y < taxIdLine.box.y - 1 &&
        taxIdLine.box.y - line.box.y < Math.max(taxIdLine.box.height, 8) * 2 &&
        Math.abs(line.box.x - taxIdLine.box.x) < 4,
    )
    .sort((a, b) => b.box.y - a.box.y)[0];
  const opening = above === undefined ? null : OPENING_PART.exec(above.text);
  const isAddressAfter =
    above !== undefined && opening !== null && /\d/u.test(above.text.slice(opening[0].length));
  return isAddressAfter && index.labelsIn(above).length === 0 ? above : undefined;
}

/**
 * The legal forms OCR cut off a company name onto the next line to the right on its row
 * (`MAJU MURNI SDN.` | `BHD. CO. REG: 1164680-P`), by the name's line: the name whole again.
 */
function formsCutOff(doc: Doc): Map<number, string> {
  const forms = new Map<number, string>();
  for (const cut of doc.lines) {
    const form = leadingLegalForm(cut.text);
    if (form === undefined) {
      continue;
    }
    const name = doc.lines
      .filter((line) => line.box.x + line.box.width <= cut.box.x + 1 && isSameRow(line, cut))
      .sort((a, b) => b.box.x + b.box.width - (a.box.x + a.box.width))[0];
    if (name !== undefined && cut.box.x - (name.box.x + name.box.width) < name.box.height * 4) {
      forms.set(name.index, form);
    }
  }
  return forms;
}

// A price with its cents, alone or with its sign or a tax code (`£2.60`, `12.50 A`).
const PRICE = /^[^\p{L}\d]{0,2}\d[\d,.]*[.,]\d{2}(?!\d)[^\p{L}\d]*(?:\p{L}{1,2})?$/u;

/** Whether a price stands to the right of `line` on its row, among its page's `lines`. */
function hasPriceOnRow(lines: readonly DocLine[], line: DocLine): boolean {
  return lines.some(
    (other) =>
      other.index !== line.index &&
      other.box.x > line.box.x + line.box.width &&
      isSameRow(other, line) &&
      PRICE.test(other.text.trim()),
  );
}

/**
 * The texts of items: lines with a price on their row (`WASHING UP LIQUID` `£2.60`). An item
 * printed three times is named more often than the shop, and where OCR moved one of its prices
 * to a row of its own the same text is still an item's, never the name at the top. Rows are
 * looked for page by page (quadratic in a page's lines, not the document's).
 */
function itemTexts(doc: Doc): Set<string> {
  const pages = new Map<number, DocLine[]>();
  for (const line of doc.lines) {
    const page = pages.get(line.page);
    if (page === undefined) {
      pages.set(line.page, [line]);
    } else {
      page.push(line);
    }
  }
  return new Set(
    doc.lines
      .filter((line) => hasPriceOnRow(pages.get(line.page) ?? [], line))
      .map((line) => cleanName(line.folded)),
  );
}

/** Picks the issuer among labelled names, company names and the top-of-page name. */
export function findIssuer(doc: Doc, index: LabelIndex): Candidate<string> | undefined {
  const buyers = buyerLines(doc, index);
  // A window letter's return address names the sender; the block under it is the addressee's.
  const returnAddress = findReturnAddress(doc, index, (text) => isNameLike(cleanName(text)));
  for (const line of returnAddress?.addressee ?? []) {
    buyers.add(line.index);
  }
  // The names of the buyer's block, wherever else they are written (the window envelope's
  // address over a bill's `Titular del contrato` box), are no issuer's.
  const buyerNames = new Set(
    [...buyers]
      .map((lineIndex) => doc.lines[lineIndex])
      .flatMap((line) => {
        if (line === undefined) {
          return [];
        }
        const legal = findLegalName(line.text)?.name;
        const whole = cleanName(line.text);
        return [
          ...(legal === undefined ? [] : [foldText(legal)]),
          ...(isNameLike(whole) ? [foldText(whole)] : []),
        ];
      }),
  );
  const taxIdLines = index.labelsFor('taxId').map((label) => label.line);
  const foldedText = doc.lines.map((line) => line.folded).join('\n');
  const candidates: Candidate<string>[] = [];
  const add = (line: DocLine, name: string, start: number, score: number): void => {
    const folded = foldText(name);
    if (buyers.has(line.index) || buyerNames.has(folded)) {
      return;
    }
    const core = folded.split(/\s+/u).slice(0, 2).join(' ');
    const mentions = core.length >= 3 ? foldedText.split(core).length - 1 : 1;
    const nearTaxId = taxIdLines.some(
      (other) =>
        other.page === line.page &&
        Math.abs(other.box.y - line.box.y) < 80 &&
        overlapX(other.box, line.box) > 0,
    );
    const isTop = line.page === 1 && line.box.y < line.pageHeight * 0.3;
    candidates.push({
      value: name,
      text: name,
      source: { page: line.page, box: boxOfSpan(line, start, start + name.length) },
      score:
        score +
        Math.min(mentions - 1, 2) * 2 +
        (nearTaxId ? 2 : 0) +
        (isTop ? 3 : 0) -
        (line.page - 1) * 2,
      method: 'layout',
    });
  };
  const slips = remittanceSlips(doc);
  for (const label of index.labelsFor('issuer')) {
    if (isInSlip(slips, label.line)) {
      continue;
    }
    // After a seller label: a company name among the next lines first, else the first name.
    const sites = [
      ...label.sites,
      ...columnBelow(doc, label.line, 3).map((line) => ({ line, start: 0, text: line.text })),
    ];
    // The name written on the label's own line (`Razón Social: PEREZ JUAN CARLOS`) is the
    // label's, before any company further down (an insurer, the client).
    const inline = label.sites.find(
      (other) => other.kind === 'inline' && isNameLike(cleanName(other.text)),
    );
    const legalSite = sites.find((other) => findLegalName(other.text) !== undefined);
    const site =
      (inline !== undefined && findLegalName(inline.text) === undefined ? inline : undefined) ??
      legalSite ??
      sites.find((other) => isNameLike(cleanName(other.text)));
    if (site !== undefined) {
      const legal = findLegalName(site.text);
      const text = legal?.name ?? cleanName(site.text);
      add(
        site.line,
        text,
        site.start + (legal?.start ?? Math.max(0, site.text.indexOf(text))),
        12 + 4 * label.strength + (legal === undefined ? 0 : 4),
      );
    }
  }
  if (returnAddress !== undefined) {
    const { line, name } = returnAddress;
    add(line, name, line.text.indexOf(name), RETURN_ADDRESS_SCORE);
  }
  const letterhead = findLetterheadName(doc, (text) => {
    const name = cleanName(text);
    return isNameLike(name) ? name : undefined;
  });
  if (letterhead !== undefined) {
    add(letterhead.line, letterhead.name, letterhead.start, LETTERHEAD_SCORE);
  }
  const cutForms = formsCutOff(doc);
  for (const line of doc.lines) {
    const cutForm = cutForms.get(line.index);
    const text = cutForm === undefined ? line.text : `${line.text} ${cutForm}`;
    const legal = findLegalName(text);
    if (legal !== undefined) {
      const isWholeLine = legal.start <= 1 && text.length - legal.end <= 2;
      add(
        line,
        legal.name,
        legal.start,
        18 + (isWholeLine ? 2 : 0) - (text.split(/\s+/u).length > 12 ? 6 : 0),
      );
    }
  }
  // A footer or letterhead line `Name · NIF 12345678Z · address`: the name that opens the line
  // of a tax id is its holder's (a sole trader has no legal form to tell it by).
  for (const line of taxIdLines) {
    const name = nameBeforeTaxId(line, index);
    if (name !== undefined) {
      add(line, name, line.text.indexOf(name), 14);
    }
    const sender = senderAbove(doc, line, index);
    const senderName = cleanName(OPENING_PART.exec(sender?.text ?? '')?.[1] ?? '');
    if (sender !== undefined && !/\d/u.test(senderName) && isNameLike(senderName)) {
      add(
        sender,
        senderName,
        sender.text.indexOf(senderName),
        sender.box.y > sender.pageHeight * FOOTER_FROM && findLegalName(senderName) !== undefined
          ? FOOTER_SENDER_SCORE
          : 14,
      );
    }
  }
  const firstLines = doc.lines
    .filter(
      (line) =>
        line.page === 1 &&
        line.box.y < line.pageHeight * 0.25 &&
        index.labelsIn(line).every((label) => label.start > 1),
    )
    .sort((a, b) => a.box.y - b.box.y);
  // A shop prints its name above its registration numbers: a line under one, in its column,
  // is the address or the till's header, not the name (the name's line lost to OCR).
  const registrations = firstLines.filter((line) => REGISTRATION.test(line.folded));
  const items = itemTexts(doc);
  // Nor is a line under the shop's American address (`DENVER, CO 80202`): the name stands over
  // it, and a grade or item under it is read as the name only when OCR lost the name's line.
  const address = firstLines.find((line) =>
    isAmericanPage(
      rowOf(doc, line)
        .map((other) => other.folded)
        .join(' '),
    ),
  );
  firstLines
    .filter(
      (line) =>
        isNameLike(cleanName(line.text)) &&
        !items.has(cleanName(line.folded)) &&
        (address === undefined || line.box.y <= address.box.y + 1) &&
        !registrations.some(
          (registration) =>
            line.box.y > registration.box.y + 1 && overlapX(line.box, registration.box) > 0,
        ),
    )
    .slice(0, 3)
    .forEach((line, order) => {
      const name = cleanName(line.text);
      add(line, name, line.text.indexOf(name), 8 - order * 2);
    });
  let best: Candidate<string> | undefined;
  for (const candidate of candidates) {
    if (best === undefined || candidate.score > best.score) {
      best = candidate;
    }
  }
  return best;
}
