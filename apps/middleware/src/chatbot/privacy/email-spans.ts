import type { PersonalDataSpan } from './personal-data-kind';

// Local part: letters, digits and . _ % + -, neither starting nor ending with a dot. Domain:
// dot-separated labels of letters, digits and inner hyphens, ending with an alphabetic top-level
// domain. Letters of any script, since addresses such as josé@correo.example are in use.
const LOCAL = String.raw`[\p{L}\p{N}_%+-](?:[\p{L}\p{N}._%+-]*[\p{L}\p{N}_%+-])?`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])${LOCAL}@(?:${LABEL}\.)+\p{L}{2,24}(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])`,
  'gu',
);

/** Every e-mail address of `text`. */
export function findEmails(text: string): PersonalDataSpan[] {
  return [...text.matchAll(EMAIL)].map((match) => ({
    kind: 'email',
    start: match.index,
    end: match.index + match[0].length,
    value: match[0],
  }));
}
