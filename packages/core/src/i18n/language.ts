import { isLanguage, type Language } from './resources';

/** The storage key the chosen language is kept under (DECISIONS.md "Language", SPEC §1). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The language when nothing better is known (DECISIONS.md "Language": "else Spanish"). */
export const DEFAULT_LANGUAGE: Language = 'sp';

/** Our code for a language tag's first two letters: `en` and `sp`, and `es` counts as `sp`. */
function fromTag(tag: string): Language | undefined {
  const prefix = tag.trim().slice(0, 2).toLowerCase();
  if (prefix === 'en') {
    return 'en';
  }
  if (prefix === 'sp' || prefix === 'es') {
    return 'sp';
  }
  return undefined;
}

/**
 * The language to show (DECISIONS.md "Language"): the stored choice wins when it is `en` or `sp`;
 * else the first two letters of the browser language when they are `en` or `sp` (`es`, what a
 * Spanish browser says, counts as `sp`); else Spanish. Pure, so web and tests share the rule.
 */
export function chooseLanguage({
  stored,
  browser,
}: {
  stored?: string | null;
  browser?: string | null;
}): Language {
  if (isLanguage(stored)) {
    return stored;
  }
  return (typeof browser === 'string' ? fromTag(browser) : undefined) ?? DEFAULT_LANGUAGE;
}

/**
 * The language a server answers in, from an `Accept-Language` header: the supported tag with the
 * highest q (`es*` and `sp*` mean `sp`, `en*` means `en`; q=0 means "not this one"), Spanish when
 * none is supported or the header is missing (the same default as `chooseLanguage`).
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (header === undefined) {
    return DEFAULT_LANGUAGE;
  }
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.split(';');
      const qAttribute = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
      const q = qAttribute === undefined ? 1 : Number.parseFloat(qAttribute.slice(2));
      return { language: fromTag(tag), q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.language !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? DEFAULT_LANGUAGE;
}
