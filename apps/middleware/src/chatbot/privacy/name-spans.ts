import type { PersonalDataSpan } from './personal-data-kind';

// Courtesy titles, Spanish and English. Spanish abbreviations may be written in lower case
// ("el sr. García") when they keep their dot; the single-letter "D." always needs its dot and a
// capital, and "Miss" its capital, since "miss" is also a verb.
const TITLE = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}_.])`,
    '(?:',
    [
      String.raw`(?:Srta|Sra|Sr|Dra|Dr|Dña|Mrs|Mr|Ms)\.?`,
      String.raw`(?:srta|sra|sr|dra|dr|dña)\.`,
      String.raw`D\.ª|Dª|D\.`,
      'Doña|Don|doña|don|Miss',
    ].join('|'),
    ')',
    String.raw`(?=[ \u00a0]+\p{Lu})`,
  ].join(''),
  'gu',
);
const SPACES = /[ \u00a0]+/uy;
const NAME_WORD =
  /(?:\p{Lu}[\p{Ll}\p{M}]+(?:\p{Lu}[\p{Ll}\p{M}]+)?|\p{Lu}(?=['’]))(?:['’]\p{Lu}[\p{Ll}\p{M}]+|-\p{Lu}?[\p{Ll}\p{M}]+)*(?![\p{L}\p{M}\p{N}_])/uy;
const CAPITALS_WORD = /\p{Lu}{2,}(?:[-'’]\p{Lu}{2,})*(?![\p{L}\p{M}\p{N}_])/uy;
const INITIAL = /\p{Lu}\.(?=[ \u00a0]+\p{Lu})/uy;
// Particles between the parts of a name: "de la Torre", "del Valle", "van der Berg", "Ortega y
// Gasset", "Puig i Cadafalch".
const PARTICLE =
  /(?:de(?: (?:la|las|los))?|del|van(?: (?:der|den|de))?|von(?: der)?|da|das|do|dos|di|du|le|y|i)[ \u00a0]+/uy;
const MAX_WORDS = 4;
// Capitalised words that follow a title without being a name: roles ("Sr. Director"), other
// titles ("Don Juan y Doña María"), and the identifiers that often come right after a name.
const NOT_NAMES = new Set([
  ...['sr', 'sra', 'srta', 'dr', 'dra', 'dña', 'don', 'doña', 'mr', 'mrs', 'ms', 'miss'],
  ...['director', 'directora', 'presidente', 'presidenta', 'secretario', 'secretaria', 'gerente'],
  ...['alcalde', 'alcaldesa', 'juez', 'jueza', 'notario', 'notaria', 'ministro', 'ministra'],
  ...['consejero', 'consejera', 'administrador', 'administradora', 'rector', 'rectora'],
  ...['decano', 'decana', 'abogado', 'abogada', 'doctor', 'doctora', 'president', 'chairman'],
  ...['secretary', 'manager', 'mayor', 'judge', 'dni', 'nie', 'nif', 'cif', 'iban'],
]);
// "Anexo D. Condiciones", "Section D. Payment", "Oak Dr. Springfield": after a capitalised word,
// "D." and "Dr." are a letter or a street, unless the word is a greeting.
const AMBIGUOUS_TITLES = new Set(['D.', 'Dr.', 'Dr']);
const GREETINGS = new Set(['dear', 'estimado', 'estimada', 'querido', 'querida', 'hola', 'hello']);

const TITLE_AT = new RegExp(TITLE.source, 'uy');

function isTitleAt(text: string, index: number): boolean {
  return matchAt(TITLE_AT, text, index) !== undefined;
}

function matchAt(pattern: RegExp, text: string, index: number): string | undefined {
  pattern.lastIndex = index;
  return pattern.exec(text)?.[0];
}

function isListLetterOrStreet(title: string, text: string, index: number): boolean {
  if (!AMBIGUOUS_TITLES.has(title)) {
    return false;
  }
  const previous = /(\p{L}+)[ \u00a0]+$/u.exec(text.slice(Math.max(0, index - 40), index))?.[1];
  return (
    previous !== undefined && /^\p{Lu}/u.test(previous) && !GREETINGS.has(previous.toLowerCase())
  );
}

/** The name word at `index`, or undefined when there is none or it is not a name. */
function readNameWord(text: string, index: number): string | undefined {
  const word = matchAt(NAME_WORD, text, index) ?? matchAt(CAPITALS_WORD, text, index);
  return word !== undefined && !NOT_NAMES.has(word.toLowerCase()) ? word : undefined;
}

/** The end of the name that starts at `start`, or undefined when no name starts there. */
function readName(text: string, start: number): number | undefined {
  let end: number | undefined;
  let index = start;
  for (let words = 0; words < MAX_WORDS; words += 1) {
    // An initial ("John F. Kennedy") counts as a word but never ends the name.
    const initial = matchAt(INITIAL, text, index);
    const word = initial ?? readNameWord(text, index);
    if (word === undefined) {
      break;
    }
    index += word.length;
    if (initial === undefined) {
      end = index;
    }
    const spaces = matchAt(SPACES, text, index);
    if (spaces === undefined) {
      break;
    }
    const afterSpaces = index + spaces.length;
    const particle = matchAt(PARTICLE, text, afterSpaces);
    const next = afterSpaces + (particle?.length ?? 0);
    if (matchAt(INITIAL, text, next) === undefined && readNameWord(text, next) === undefined) {
      break;
    }
    index = next;
  }
  return end;
}

/** Every name written after a courtesy title (the name only, without the title). */
export function findNames(text: string): PersonalDataSpan[] {
  const spans: PersonalDataSpan[] = [];
  for (const match of text.matchAll(TITLE)) {
    if (isListLetterOrStreet(match[0], text, match.index)) {
      continue;
    }
    const afterTitle = match.index + match[0].length;
    const start = afterTitle + (matchAt(SPACES, text, afterTitle)?.length ?? 0);
    // "Sr. D. Juan Pérez", "Sra. Dña. María": the name belongs to the last title of the chain.
    if (isTitleAt(text, start)) {
      continue;
    }
    const end = readName(text, start);
    if (end !== undefined) {
      spans.push({ kind: 'name', start, end, value: text.slice(start, end) });
    }
  }
  return spans;
}
