import { translate } from '@folio/core';

import type { SignedInContext } from '../../context';
import { CliError, EXIT_FAILURE } from '../../errors';

import { copyDestination, parseBlobName } from './blob-names';
import { confirmDeletion, type ConfirmDeletion } from './files.prompts';
import { safeText } from './format';
import { requireFolder, type FolderColor } from './storage';

/** The flags of `folio files rm`. */
export type RmOptions = { yes?: boolean; folder?: boolean };
/** The flags of `folio files mkdir`. */
export type MkdirOptions = { color?: FolderColor; description?: string };
/** The flags of `folio files mv`. */
export type MvOptions = { to?: string; folder?: boolean; replace?: boolean };
/** The flags of `folio files cp`. */
export type CpOptions = { replace?: boolean };

/** How many names a confirmation question lists before "and N more". */
const NAMES_IN_QUESTION = 5;

function listForQuestion(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_IN_QUESTION).map(safeText).join(', ');
  return names.length > NAMES_IN_QUESTION
    ? `${shown}, … (+${names.length - NAMES_IN_QUESTION})`
    : shown;
}

/**
 * `folio files rm <blob...> [--yes]` (SPEC §7 delete file; the bulk call keeps all or nothing) and
 * `folio files rm --folder <name...>` (delete folder, with its files; system folders are
 * protected). Asks first on a terminal; without one `--yes` is required, so a script never
 * deletes by accident. A declined question deletes nothing and exits 1.
 */
export async function runRm(
  context: SignedInContext,
  names: readonly string[],
  options: RmOptions,
  ask: ConfirmDeletion = confirmDeletion(),
): Promise<number> {
  const { output, language } = context;
  const isFolders = options.folder === true;
  const blobNames = isFolders
    ? names.map((name) => name.trim())
    : names.map((name) => parseBlobName(name).blobName);
  if (options.yes !== true) {
    if (!context.terminal.canPrompt) {
      throw new CliError('cli.files.rm.needsYes');
    }
    const question = translate(
      language,
      isFolders ? 'cli.files.rm.confirmFolders' : 'cli.files.rm.confirmFiles',
      { count: blobNames.length, names: listForQuestion(blobNames) },
    );
    if (!(await ask(question))) {
      output.error(translate(language, 'cli.files.rm.cancelled'));
      return EXIT_FAILURE;
    }
  }
  if (isFolders) {
    for (const topico of blobNames) {
      await context.folio.folders.delete(topico);
      output.info(translate(language, 'cli.files.rm.folderDeleted', { folder: safeText(topico) }));
    }
    output.data({ deletedFolders: blobNames });
    return 0;
  }
  await context.folio.files.delete(blobNames.map((blobName) => ({ blob_name: blobName })));
  for (const blob of blobNames) {
    output.info(translate(language, 'cli.files.rm.deleted', { blob: safeText(blob) }));
  }
  output.data({ deleted: blobNames });
  return 0;
}

/** `folio files mkdir <name> [--color c] [--description d]` (SPEC §7 create folder). */
export async function runMkdir(
  context: SignedInContext,
  name: string,
  options: MkdirOptions,
): Promise<number> {
  const { output, language } = context;
  const folder = await context.folio.folders.create(name, {
    ...(options.description === undefined ? {} : { description: options.description }),
    ...(options.color === undefined ? {} : { color: options.color }),
  });
  output.info(translate(language, 'cli.files.mkdir.created', { folder: safeText(folder.topico) }));
  output.data(folder);
  return 0;
}

/**
 * `folio files mv <blob...> --to <folder> [--replace]` (move files, all or nothing; a name taken
 * in the destination gets ` (1)` unless `--replace`) and `folio files mv --folder <old> <new>`
 * (SPEC §7 rename folder).
 */
export async function runMv(
  context: SignedInContext,
  names: readonly string[],
  options: MvOptions,
): Promise<number> {
  const { output, language } = context;
  if (options.folder === true) {
    const [from, to] = names;
    if (names.length !== 2 || from === undefined || to === undefined || options.to !== undefined) {
      throw new CliError('cli.files.mv.folderUsage');
    }
    const renamed = await context.folio.folders.rename(from, to);
    output.info(
      translate(language, 'cli.files.mv.folderRenamed', {
        from: safeText(from),
        to: safeText(renamed.topico),
      }),
    );
    output.data(renamed);
    return 0;
  }
  if (options.to === undefined) {
    throw new CliError('cli.files.mv.needsTo');
  }
  const blobNames = names.map((name) => parseBlobName(name).blobName);
  const folder = await requireFolder(context, options.to);
  const answer = await context.folio.files.move(
    blobNames.map((blobName) => ({ blob_name: blobName })),
    folder.topico,
    { replace: options.replace === true },
  );
  answer.items.forEach((moved, index) => {
    output.info(
      translate(language, 'cli.files.mv.moved', {
        from: safeText(blobNames[index] ?? ''),
        to: safeText(moved.blob_name),
      }),
    );
  });
  output.data({ moved: answer.items });
  return 0;
}

/** `folio files cp <src> <dest> [--replace]` (SPEC §7 copy file); `dest` a folder or a blob name. */
export async function runCp(
  context: SignedInContext,
  source: string,
  dest: string,
  options: CpOptions,
): Promise<number> {
  const { output, language } = context;
  const from = parseBlobName(source);
  const destination = parseBlobName(copyDestination(from, dest));
  await requireFolder(context, destination.topico);
  const copy = await context.folio.files.copy(
    { blob_name: from.blobName, filename: from.filename },
    destination.topico,
    { name: destination.filename, replace: options.replace === true },
  );
  output.info(
    translate(language, 'cli.files.cp.copied', {
      from: safeText(from.blobName),
      to: safeText(copy.blob_name),
    }),
  );
  output.data(copy);
  return 0;
}
