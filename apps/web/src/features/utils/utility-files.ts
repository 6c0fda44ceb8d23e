/** A file chosen for a utility, with an id that stays with it while the list is reordered. */
export type ChosenFile = { id: string; file: File };

let nextId = 0;

/** Wraps chosen files with their ids. */
export function toChosen(files: readonly File[]): ChosenFile[] {
  return files.map((file) => {
    nextId += 1;
    return { id: `file-${nextId}`, file };
  });
}

/** The list with the item at `index` moved by `step` places; unchanged past either end. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const moved = items[index];
  if (moved === undefined || target < 0 || target >= items.length) {
    return [...items];
  }
  const rest = items.filter((_, position) => position !== index);
  return [...rest.slice(0, target), moved, ...rest.slice(target)];
}

/** What a utility accepts: MIME types, and the extensions that stand in when a type is missing. */
export type Accept = { types: readonly string[]; extensions: readonly string[] };

export const PDF_FILES: Accept = { types: ['application/pdf'], extensions: ['.pdf'] };
export const IMAGE_FILES: Accept = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/tiff'],
  extensions: ['.jpg', '.jpeg', '.png', '.webp', '.tif', '.tiff'],
};
export const DOCX_FILES: Accept = {
  types: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  extensions: ['.docx'],
};
export const XLSX_FILES: Accept = {
  types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  extensions: ['.xlsx'],
};
export const HTML_FILES: Accept = { types: ['text/html'], extensions: ['.html', '.htm'] };
/** Any file: the service tells which it cannot convert (convert to PDF). */
export const ANY_FILES: Accept = { types: [], extensions: [] };

/** The `accept` attribute of a file input. */
export const acceptAttribute = (accept: Accept) =>
  [...accept.types, ...accept.extensions].join(',');

/** True when a file is of an accepted type (by its type, else by its name); any for ANY_FILES. */
export function isAccepted(file: File, accept: Accept): boolean {
  if (accept.types.length === 0 && accept.extensions.length === 0) {
    return true;
  }
  if (file.type) {
    return accept.types.includes(file.type);
  }
  const name = file.name.toLowerCase();
  return accept.extensions.some((extension) => name.endsWith(extension));
}
