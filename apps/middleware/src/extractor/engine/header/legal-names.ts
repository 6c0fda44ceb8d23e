// Company names by their legal form (S.L., S.A., GmbH, Ltd, B.V., Inc., SAS...): the strongest
// sign that a line names a company.

const FORMS = [
  // Longest first where one form starts another: an alternation takes the first that matches
  // (`S.A. de C.V.`, not `S.A.`).
  'S\\.?A\\.? de C\\.?V\\.?',
  'S\\.? de R\\.?L\\.?(?: de C\\.?V\\.?)?',
  'GmbH & Co\\.? ?KG',
  'GmbH',
  'gGmbH',
  'mbH',
  'AG',
  'KG',
  'OHG',
  'GbR',
  'UG',
  'e\\.K\\.',
  'SE',
  'S\\.?L\\.?U\\.?',
  'S\\.L\\.',
  'SL',
  'S\\.?A\\.?U\\.?',
  'S\\.A\\.',
  'SA',
  'S\\.?C\\.?P\\.?',
  'S\\.?Coop\\.?',
  'S\\.?R\\.?L\\.?',
  'S\\.?p\\.?A\\.?',
  'SAS',
  'SARL',
  'S\\.à r\\.l\\.',
  'EURL',
  'SASU',
  'Ltd\\.?',
  'Limited',
  'LLC',
  'L\\.L\\.C\\.',
  'LLP',
  'PLC',
  // British public companies write it in lower case as often (`Harbour Print plc`).
  'plc',
  'Plc',
  'Inc\\.?',
  'Corp\\.?',
  'Corporation',
  'Co\\.',
  'Pty\\.? Ltd\\.?',
  'Pvt\\.? Ltd\\.?',
  'Private Limited',
  'B\\.?V\\.?',
  'N\\.?V\\.?',
  'V\\.?O\\.?F\\.?',
  'AB',
  'ApS',
  'A/S',
  'AS',
  'Oy',
  'OÜ',
  'Sp\\. z o\\.o\\.',
  's\\.r\\.o\\.',
  'Kft\\.?',
  // German mutual insurers (VVaG), Latin American forms, Malaysian and Singaporean companies.
  'a\\.G\\.',
  'VVaG',
  'S\\.?R\\.?L\\.?',
  'S\\.?A\\.? de C\\.?V\\.?',
  'S\\.?A\\.?S\\.?',
  'S\\.? de R\\.?L\\.?',
  'Ltda\\.?',
  'SRL',
  'E\\.?I\\.?R\\.?L\\.?',
  'Sdn\\.? Bhd\\.?',
  'Bhd\\.?',
  'S/B',
  'Pte\\.? Ltd\\.?',
  'Enterprise',
  'Trading',
  // Letterheads and receipts print names in capitals: the longer forms in capitals too (the
  // two-letter ones, `AS`, `AB`, `SE`, would be words).
  'GMBH',
  'MBH',
  'SDN\\.? BHD\\.?',
  'BHD\\.?',
  'LTD\\.?',
  'LIMITED',
  'INC\\.?',
  'CORP\\.?',
  'CORPORATION',
  'LTDA\\.?',
  'PTE\\.? LTD\\.?',
  'ENTERPRISES?',
  'TRADING',
];

const FORM_PATTERN = new RegExp(`(?<![\\p{L}])(?:${FORMS.join('|')})(?![\\p{L}])`, 'u');

const LEADING_FORM = new RegExp(`^(?:${FORMS.join('|')})(?![\\p{L}])(?!\\s+\\p{L})`, 'u');

/**
 * The legal form a line opens with when no name follows it (`BHD.` of `BHD. -CO: REG`, `SDN BHD`
 * of `SDN BHD (123456-X)`): the end of a company name OCR cut off its line, never a name itself.
 */
export function leadingLegalForm(text: string): string | undefined {
  return LEADING_FORM.exec(text.trim())?.[0];
}

/**
 * A name whose form is glued to the word before it by a stop (`EMPORIUM MURNI MAJU.SDN. BHD.`):
 * OCR read the space as a speck, for no name writes its form so. The stop is the space again.
 */
function spacedForm(name: string, form: string): string {
  const at = name.length - form.length;
  // A word of two letters at least before the stop: `U.S.A.` is no name glued to `S.A.`.
  return name.endsWith(form) && /\p{L}{2}\.$/u.test(name.slice(0, at))
    ? `${name.slice(0, at - 1)} ${name.slice(at)}`
    : name;
}

/** Where a line is cut into parts: bullets, bars, dashes between spaces. */
const PART_SEPARATOR = /\s+[•·|–—-]\s+|\s*[|•·]\s*/u;

/** A company name found in a line, and where. */
export type LegalName = { name: string; start: number; end: number };

/**
 * The company name in a line, up to and including its legal form: `Medienpilot GmbH & Co. KG`
 * from `Medienpilot GmbH & Co. KG • Am Saueracker 23 • 91244 Reichenschwand`; `Free SAS` from
 * `Free SAS au capital de 3.441.812 Euros`.
 */
export function findLegalName(text: string): LegalName | undefined {
  let offset = 0;
  for (const part of text.split(PART_SEPARATOR)) {
    const start = text.indexOf(part, offset);
    offset = start + part.length;
    const form = FORM_PATTERN.exec(part);
    // `MILO 1KG`, `BERAS 5 KG`: kilograms after a quantity, not a Kommanditgesellschaft.
    if (form === null || (form[0] === 'KG' && /\d\s*$/u.test(part.slice(0, form.index)))) {
      continue;
    }
    const name = part
      .slice(0, form.index + form[0].length)
      .trim()
      .replace(/[,;:]$/u, '');
    // `by`, `de` and the like after other words are cut, not those inside its form (`S. de
    // R.L.`) nor those opening the name (`De Vries Kantoor B.V.`, `von Ardenne GmbH`). So is a
    // label before a colon (`Obra Social: La Segunda Cooperativa Ltda.`).
    const lead = /^(?:.*\S\s+(?:by|through|of|von|por|de|par|door)\s+|[^:]*:\s*)/iu.exec(
      part.slice(0, form.index),
    );
    const cleaned = (lead === null ? name : name.slice(lead[0].length)).trim();
    const words = cleaned.split(/\s+/u).length;
    if (
      words < 1 ||
      words > 8 ||
      cleaned.length < 3 ||
      !/\p{L}{2,}/u.test(cleaned.replace(FORM_PATTERN, ''))
    ) {
      continue;
    }
    const nameStart =
      start + (lead === null ? 0 : lead[0].length) + (part.length - part.trimStart().length);
    return {
      name: spacedForm(cleaned, form[0]),
      start: nameStart,
      end: nameStart + cleaned.length,
    };
  }
  return undefined;
}
