import { byteLength, FILE_NAME_MAX_BYTES } from './upload-name';

/** A name split before its extension: `informe (2).pdf` is `informe`, 2 and `.pdf`. */
export type NameParts = { stem: string; copy: number | undefined; extension: string };

const COPY_SUFFIX = /^(.*\S) \((\d{1,6})\)$/;

/** Splits a file name into its stem, the number of an existing ` (n)` suffix, and extension. */
export function splitFileName(name: string): NameParts {
  const dot = name.lastIndexOf('.');
  const stemWithCopy = dot <= 0 ? name : name.slice(0, dot);
  const extension = dot <= 0 ? '' : name.slice(dot);
  const match = COPY_SUFFIX.exec(stemWithCopy);
  return match?.[1] !== undefined && match[2] !== undefined
    ? { stem: match[1], copy: Number(match[2]), extension }
    : { stem: stemWithCopy, copy: undefined, extension };
}

/** `stem (n).ext`, with the stem shortened when the name would pass 255 bytes. */
export function numberedName(stem: string, n: number, extension: string): string {
  const suffix = ` (${n})${extension}`;
  let shortened = stem;
  while (shortened !== '' && byteLength(shortened + suffix) > FILE_NAME_MAX_BYTES) {
    shortened = [...shortened].slice(0, -1).join('');
  }
  return shortened + suffix;
}

/**
 * The name a new file takes in a folder (issue 5 "name collisions"): the name asked for when it is
 * free, else `name (1).ext`, `name (2).ext`... the lowest number free. A name that already ends
 * in ` (n)` counts on from its stem, so a second `informe (1).pdf` becomes `informe (2).pdf`.
 * Names compare ignoring case, as the database's unique index does. `taken` holds the lower-case
 * names in use.
 */
export function pickFreeName(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted.toLowerCase())) {
    return wanted;
  }
  const { stem, extension } = splitFileName(wanted);
  for (let n = 1; ; n++) {
    const candidate = numberedName(stem, n, extension);
    if (!taken.has(candidate.toLowerCase())) {
      return candidate;
    }
  }
}

/**
 * Names for files put side by side where each must be unique (a ZIP download): the first keeps its
 * name, a repeat gets ` (2)`, the next ` (3)`, comparing ignoring case.
 */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const { stem, extension } = splitFileName(name);
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      candidate = numberedName(stem, n, extension);
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
