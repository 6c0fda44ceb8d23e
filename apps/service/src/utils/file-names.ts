/**
 * The stem of an uploaded name: no folders, no `extension` (a case-insensitive regexp of the
 * end), characters Windows or a ZIP reader refuse turned to `_`, at most 100 characters;
 * `fallback` when nothing usable is left.
 */
export function safeStem(fileName: string, extension: RegExp, fallback: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? '';
  const stem = last
    .replace(extension, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\p{Cc}/gu, '_')
    .trim();
  return stem === '' || /^\.+$/.test(stem) ? fallback : stem.slice(0, 100);
}
