// Misreadings OCR makes on printed amounts and names, mended before any label is read (issue 16,
// scanned receipts). Only OCR pages: a text layer says what the issuer wrote.
// - an amount split at its decimal mark (`64. 15`, `100, 00`): the two pieces are one word;
// - a stray mark glued before an amount (`/18.00`, `|12.50`, `“7.90`): the mark goes;
// - a currency glued to an amount (`RM1.25`, `EUR12.00`): two words, so the amount is seen;
// - a lone `§` between words of a name (`STATIONERY § BOOKS`): the ampersand it stands for;
// - the number sign `n.º` / `Nº:` read with a 2, ? or * (`n.2:`, `N2:`, `N? 0003-00001234`):
//   Spanish invoices' `Nº`.
// - a capital I read as a 1 in an abbreviation of single capitals (`1,V.A.`, `C.1.F.`): `I.V.A.`.
// - a lone `$` or `£` between words (`Thank You $ Please`): the ampersand, as `§` above.
// - a lone capital `E` between two words in capitals on a line without digits (`STATIONERY E
//   BOOKS`): a bold `&` Tesseract read as an E, with no lower confidence to tell it by. Not
//   before I or HI, where Spanish writes `e` for `y` (`GEOGRAFIA E HISTORIA`); not on a line
//   with a number, where a lone E is a block or a lot of an address (`BLOK E 12`).
// - a till's date with its month in letters misread (`01-NQV-2019`, `15-APR=2018`): an O read
//   as Q or 0, a dash as `=`.
// - a speck read as a mark after a word in capitals, before the next word in capitals
//   (`MINI MARKET. MEWAH`, `BERKAT' BINTANG`, `GEMILANG- CAHAYA`): a shop's name has no stop
//   inside it; abbreviations (`SDN.`, `CO.`, `MR.`) are shorter than five letters and keep theirs.
// - Malaysia's private-company form `SDN BHD` with its D read as an O or its S as a 5 (`SON BHD`,
//   `S0N. BHD.`): no other word stands before `BHD` (Berhad), so the form is mended.
// - a till's date and time with the space between them read as a dot or comma
//   (`13-05-2025.09:09`): two words, so the date is seen.
import type { Box, Word } from '@folio/documents';

const SPLIT_HEAD = /^[-(]?\d[\d.,]*[.,]$/u;
const SPLIT_TAIL = /^\d{2}[)*\-—]?$/u;
const STRAY_MARK = /^[/|'‘’“”"«»~_]+(?=[-(]?\d[\d.,]*[.,]\d{2}(?!\d))/u;
// Only with the abbreviation's dot or a colon after it: a bare `N2` may be a code, unless a
// number follows it (`N2 0035-00084135`, see repairOcrWords).
const NUMBER_SIGN = /^([Nn])(\.[2?*]:?|[2?*]:)$/u;
const BARE_NUMBER_SIGN = /^[Nn][2?*]$/u;
const NUMBER_AFTER_SIGN = /^\d[\d\-/.]*$/u;
// Single capitals with dots (or OCR's commas) between them, one of them a 1.
const ABBREVIATION_WITH_ONE = /^(?:[\p{Lu}1][.,]){2,}[\p{Lu}1]?[.,]?:?$/u;
const MONTH_DATE = /^(\d{1,2})[-=]([A-Za-z0-9]{3})[-=](\d{2}|\d{4})(\D*)$/u;
const MONTHS = new Set([
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
]);
const AMPERSAND_READINGS = new Set(['§', '$', '£']);
const WORD_IN_CAPITALS = /^\p{Lu}{2,}$/u;
const SPANISH_E_BEFORE = /^H?I/u;
const CAPITALS_WITH_SPECK = /^(\p{Lu}{5,})[.'‘’`-]$/u;
const CAPITALS = /^\p{Lu}{2,}/u;
const MISREAD_SDN = /^(?:S[O0]N|5DN)(\.?)$/u;
const BERHAD = /^BHD\b/u;
// `BHD` read with one letter wrong (`BED`, `BHO`, `8HD`) after `SDN`: no other word stands there.
const MISREAD_BHD = /^(?:[B8]H[DO0]|B[EN]D)(\.?)$/u;
const SDN = /^SDN\.?$/u;
// A quote mark glued before a word in capitals inside a name in capitals (`FOOD ‘INDUSTRIES`).
const SPECK_BEFORE_CAPITALS = /^[.'‘’`](\p{Lu}{4,}\.?)$/u;
const DATE_GLUED_TO_TIME =
  /^(\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2}))[.,](\d{1,2}:\d{2}(?::\d{2})?)$/u;
const GLUED_CURRENCY = /^(RM|MYR|Rs|Rp|SGD|S\$|USD|EUR|GBP)(\d[\d.,]*[.,]\d{2}[^\p{L}\d]*)$/u;

/** The part of a word's box its characters `from`..`to` take, spread evenly. */
function partOf(word: Word, from: number, to: number): Box {
  const perChar = word.box.width / Math.max(word.text.length, 1);
  return { ...word.box, x: word.box.x + from * perChar, width: (to - from) * perChar };
}

/** Whether `next` starts close enough after `word` to be the rest of it (less than a digit's gap). */
function isClose(word: Word, next: Word): boolean {
  const gap = next.box.x - (word.box.x + word.box.width);
  return gap < Math.max(word.box.height, next.box.height) * 0.9;
}

function mendWord(word: Word): Word[] {
  if (
    ABBREVIATION_WITH_ONE.test(word.text) &&
    word.text.includes('1') &&
    /\p{Lu}/u.test(word.text)
  ) {
    return [{ ...word, text: word.text.replaceAll('1', 'I').replaceAll(',', '.') }];
  }
  const dated = MONTH_DATE.exec(word.text);
  const month = dated?.[2]?.toUpperCase().replace(/[Q0]/gu, 'O');
  if (dated !== null && month !== undefined && MONTHS.has(month) && /[=Q0q]/u.test(word.text)) {
    return [{ ...word, text: `${dated[1] ?? ''}-${month}-${dated[3] ?? ''}${dated[4] ?? ''}` }];
  }
  const sign = NUMBER_SIGN.exec(word.text);
  if (sign !== null) {
    return [{ ...word, text: `${sign[1] ?? ''}${(sign[2] ?? '').replace(/[2?*]/u, 'º')}` }];
  }
  const stray = STRAY_MARK.exec(word.text);
  if (stray !== null) {
    const length = stray[0].length;
    return [
      { ...word, text: word.text.slice(length), box: partOf(word, length, word.text.length) },
    ];
  }
  const dateTime = DATE_GLUED_TO_TIME.exec(word.text);
  if (dateTime?.[1] !== undefined && dateTime[2] !== undefined) {
    const cut = dateTime[1].length;
    return [
      { ...word, text: dateTime[1], box: partOf(word, 0, cut) },
      { ...word, text: dateTime[2], box: partOf(word, cut + 1, word.text.length) },
    ];
  }
  const glued = GLUED_CURRENCY.exec(word.text);
  if (glued?.[1] !== undefined && glued[2] !== undefined) {
    const cut = glued[1].length;
    return [
      { ...word, text: glued[1], box: partOf(word, 0, cut) },
      { ...word, text: glued[2], box: partOf(word, cut, word.text.length) },
    ];
  }
  return [word];
}

/** The words of an OCR line with its misread amounts and ampersands mended. */
export function repairOcrWords(words: readonly Word[]): Word[] {
  const mended = words.flatMap(mendWord);
  const out: Word[] = [];
  for (let i = 0; i < mended.length; i++) {
    const word = mended[i];
    const next = mended[i + 1];
    if (word === undefined) {
      continue;
    }
    if (
      next !== undefined &&
      SPLIT_HEAD.test(word.text) &&
      SPLIT_TAIL.test(next.text) &&
      isClose(word, next)
    ) {
      const right = Math.max(word.box.x + word.box.width, next.box.x + next.box.width);
      const top = Math.min(word.box.y, next.box.y);
      const bottom = Math.max(word.box.y + word.box.height, next.box.y + next.box.height);
      out.push({
        ...word,
        text: word.text + next.text,
        box: { x: word.box.x, y: top, width: right - word.box.x, height: bottom - top },
      });
      i += 1;
      continue;
    }
    if (BARE_NUMBER_SIGN.test(word.text) && NUMBER_AFTER_SIGN.test(next?.text ?? '')) {
      out.push({ ...word, text: `${word.text.charAt(0)}º` });
      continue;
    }
    const before = mended[i - 1];
    if (
      AMPERSAND_READINGS.has(word.text) &&
      before !== undefined &&
      next !== undefined &&
      /\p{L}$/u.test(before.text) &&
      /^\p{L}/u.test(next.text)
    ) {
      out.push({ ...word, text: '&' });
      continue;
    }
    if (
      word.text === 'E' &&
      WORD_IN_CAPITALS.test(before?.text ?? '') &&
      WORD_IN_CAPITALS.test(next?.text ?? '') &&
      !SPANISH_E_BEFORE.test(next?.text ?? '') &&
      !mended.some((each) => /\d/u.test(each.text))
    ) {
      out.push({ ...word, text: '&' });
      continue;
    }
    const sdn = MISREAD_SDN.exec(word.text);
    if (sdn !== null && BERHAD.test(next?.text ?? '')) {
      out.push({ ...word, text: `SDN${sdn[1] ?? ''}` });
      continue;
    }
    const bhd = MISREAD_BHD.exec(word.text);
    if (bhd !== null && SDN.test(before?.text ?? '')) {
      out.push({ ...word, text: `BHD${bhd[1] ?? ''}` });
      continue;
    }
    const leading = SPECK_BEFORE_CAPITALS.exec(word.text);
    if (leading?.[1] !== undefined && WORD_IN_CAPITALS.test(before?.text ?? '')) {
      out.push({
        ...word,
        text: leading[1],
        box: partOf(word, 1, word.text.length),
      });
      continue;
    }
    const speck = CAPITALS_WITH_SPECK.exec(word.text);
    if (speck?.[1] !== undefined && next !== undefined && CAPITALS.test(next.text)) {
      out.push({ ...word, text: speck[1], box: partOf(word, 0, speck[1].length) });
      continue;
    }
    out.push(word);
  }
  return out;
}
