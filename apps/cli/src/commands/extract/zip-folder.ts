import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

import { zipSync, type Zippable } from 'fflate';

import { CliError } from '../../errors';

/** One file of a ZIP: its path inside the archive (with `/`) and its bytes. */
export type ZipEntry = { path: string; bytes: Uint8Array };

/** Why a file of the folder was left out of the ZIP (issue 16). */
export type SkipReason = 'notPdf' | 'notPdfContent' | 'empty';

/** A file of the folder left out of the ZIP, by its path below the folder (with `/`). */
export type SkippedFile = { path: string; reason: SkipReason };

/** What a folder gives the extractor: its PDFs and the files left out. */
export type FolderContents = { pdfs: ZipEntry[]; skipped: SkippedFile[] };

/** What a ZIP without the Zip64 extension can hold (the extractor's limits are far below). */
const MAX_ENTRIES = 0xffff;
// The earliest date a ZIP can hold: fixed, so a folder zips to the same bytes every time.
const FIXED_DATE = new Date(1980, 0, 1);
// The server's rule for a PDF's content: `%PDF-` within the first 1,024 bytes.
const PDF_MAGIC = '%PDF-';
const PDF_MAGIC_WITHIN = 1024;

const byPath = (a: { path: string }, b: { path: string }) =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

/** Why `bytes`, of a file named `.pdf`, cannot go to the extractor; undefined when it can. */
function pdfProblem(bytes: Uint8Array): SkipReason | undefined {
  if (bytes.length === 0) {
    return 'empty';
  }
  const head = Buffer.from(bytes.subarray(0, PDF_MAGIC_WITHIN)).toString('latin1');
  return head.includes(PDF_MAGIC) ? undefined : 'notPdfContent';
}

/**
 * The PDFs of a folder for the extractor's ZIP, recursively, sorted by path, and the files left
 * out with the reason (issue 16: a README or the answer files beside the PDFs do not stop the
 * run): a file not named `.pdf`, an empty one, or one whose content is not a PDF (the server
 * would refuse the whole ZIP for it, SPEC §5 extractor ZIP: only supported files). Hidden files
 * and folders (`.DS_Store`, `.git`) are left out silently, as `folio files upload` does. Only the
 * PDFs are read.
 */
export async function collectFolder(root: string): Promise<FolderContents> {
  const pdfs: ZipEntry[] = [];
  const skipped: SkippedFile[] = [];
  const walk = async (folder: string): Promise<void> => {
    const children = await readdir(folder, { withFileTypes: true });
    for (const child of children) {
      if (child.name.startsWith('.')) {
        continue;
      }
      const path = join(folder, child.name);
      if (child.isDirectory()) {
        await walk(path);
      } else if (child.isFile()) {
        const entryPath = relative(root, path).split(sep).join('/');
        if (!/\.pdf$/iu.test(child.name)) {
          skipped.push({ path: entryPath, reason: 'notPdf' });
          continue;
        }
        const bytes = new Uint8Array(await readFile(path));
        const reason = pdfProblem(bytes);
        if (reason === undefined) {
          pdfs.push({ path: entryPath, bytes });
        } else {
          skipped.push({ path: entryPath, reason });
        }
      }
    }
  };
  await walk(root);
  return { pdfs: pdfs.sort(byPath), skipped: skipped.sort(byPath) };
}

/**
 * A ZIP of `entries`, each file deflated, with UTF-8 names and a fixed date, so a folder zips to
 * the same bytes every time.
 */
export function zipEntries(entries: readonly ZipEntry[]): Uint8Array {
  if (entries.length > MAX_ENTRIES) {
    throw new CliError('cli.extract.folderTooLarge');
  }
  const files: Zippable = {};
  for (const entry of entries) {
    files[entry.path] = [entry.bytes, { mtime: FIXED_DATE }];
  }
  return zipSync(files, { level: 6 });
}
