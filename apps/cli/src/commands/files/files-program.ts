import { InvalidArgumentError, Option, type Command } from 'commander';

import { translate, type Language, type MessageKey } from '@folio/core';
import { FolioError } from '@folio/sdk';

import { CliError } from '../../errors';
import { type SignedInAction, type SignedInWiring } from '../signed-in-wiring';

import { runDownload, type DownloadOptions } from './download';
import { runLs, runTree, type LsOptions, type TreeOptions } from './list';
import {
  runCp,
  runMkdir,
  runMv,
  runRm,
  type CpOptions,
  type MkdirOptions,
  type MvOptions,
  type RmOptions,
} from './manage';
import { runSearch, type SearchOptions } from './search';
import { MAX_PAGE_SIZE } from './storage';
import { runTag, type TagOptions } from './tag';
import { runUpload, type UploadOptions } from './upload';
import { runUsage } from './usage';

const KINDS = ['image', 'document', 'video', 'audio', 'archive', 'other'];
const SORTS = ['name', 'date', 'type', 'size'];
const ORDERS = ['asc', 'desc'];
const COLORS = ['blue', 'green', 'yellow', 'red', 'purple', 'orange', 'teal', 'gray'];

/** The most content-search hits one call returns (storage.yaml SearchContentRequest). */
const MAX_SEARCH_HITS = 100;

function parseLimit(language: Language, max: number) {
  return (value: string): number => {
    const limit = Number(value);
    if (!/^\d+$/.test(value) || limit < 1 || limit > max) {
      throw new InvalidArgumentError(translate(language, 'cli.files.limitInvalid', { max }));
    }
    return limit;
  };
}

/** Repeated flag values, collected in order (`--add a --add b`). */
const collect = (value: string, previous: string[] = []) => [...previous, value];

/**
 * A system folder is refused with 403 (SYSTEM_FOLDER_PROTECTED), a status the session rule of
 * SPEC §4 reads as "session over": reported as what it is, so the stored login is kept.
 */
function keepingSession<A extends unknown[], O>(
  action: SignedInAction<A, O>,
): SignedInAction<A, O> {
  return async (context, args, options) => {
    try {
      return await action(context, args, options);
    } catch (error) {
      if (error instanceof FolioError && error.code === 'SYSTEM_FOLDER_PROTECTED') {
        throw new CliError('errors.systemFolderProtected');
      }
      throw error;
    }
  };
}

/**
 * `folio files ls|tree|usage|upload|download|rm|mkdir|mv|cp|tag|search` (issue 5, SPEC §7 "File
 * storage and folders"), added to the `files` command.
 */
export function addFilesCommands(files: Command, { language, signedIn }: SignedInWiring): Command {
  const t = (key: MessageKey) => translate(language, key);
  const sub = (name: string, description: MessageKey) =>
    files.command(name).description(t(description)).helpOption('-h, --help', t('cli.options.help'));
  const handle = <A extends unknown[], O>(action: SignedInAction<A, O>) =>
    signedIn(keepingSession(action));

  sub('ls', 'cli.files.ls.description')
    .argument('[folder]', t('cli.files.ls.folderArgument'))
    .addOption(new Option('--sort <key>', t('cli.files.ls.sortOption')).choices(SORTS))
    .addOption(new Option('--order <order>', t('cli.files.ls.orderOption')).choices(ORDERS))
    .addOption(new Option('--kind <kind>', t('cli.files.ls.kindOption')).choices(KINDS))
    .option('--all', t('cli.files.ls.allOption'))
    .option('--limit <n>', t('cli.files.ls.limitOption'), parseLimit(language, MAX_PAGE_SIZE))
    .action(handle<[string | undefined], LsOptions>((c, [folder], o) => runLs(c, folder, o)));
  sub('tree', 'cli.files.tree.description')
    .option('--no-files', t('cli.files.tree.noFilesOption'))
    .action(handle<[], TreeOptions>((c, _args, o) => runTree(c, o)));
  sub('usage', 'cli.files.usage.description').action(handle<[], object>((c) => runUsage(c)));
  sub('upload', 'cli.files.upload.description')
    .argument('<paths...>', t('cli.files.upload.pathsArgument'))
    .option('--to <folder>', t('cli.files.upload.toOption'))
    .option('--replace', t('cli.files.upload.replaceOption'))
    .action(handle<[string[]], UploadOptions>((c, [paths], o) => runUpload(c, paths, o)));
  sub('download', 'cli.files.download.description')
    .argument('<blobs...>', t('cli.files.blobsArgument'))
    .option('-o, --out <path>', t('cli.files.download.outOption'))
    .option('--force', t('cli.files.download.forceOption'))
    .action(handle<[string[]], DownloadOptions>((c, [blobs], o) => runDownload(c, blobs, o)));
  sub('rm', 'cli.files.rm.description')
    .argument('<names...>', t('cli.files.blobsArgument'))
    .option('-y, --yes', t('cli.files.rm.yesOption'))
    .option('--folder', t('cli.files.rm.folderOption'))
    .action(handle<[string[]], RmOptions>((c, [names], o) => runRm(c, names, o)));
  sub('mkdir', 'cli.files.mkdir.description')
    .argument('<name>', t('cli.files.mkdir.nameArgument'))
    .addOption(new Option('--color <color>', t('cli.files.mkdir.colorOption')).choices(COLORS))
    .option('--description <text>', t('cli.files.mkdir.descriptionOption'))
    .action(handle<[string], MkdirOptions>((c, [name], o) => runMkdir(c, name, o)));
  sub('mv', 'cli.files.mv.description')
    .argument('<names...>', t('cli.files.blobsArgument'))
    .option('--to <folder>', t('cli.files.mv.toOption'))
    .option('--folder', t('cli.files.mv.folderOption'))
    .option('--replace', t('cli.files.replaceOption'))
    .action(handle<[string[]], MvOptions>((c, [names], o) => runMv(c, names, o)));
  sub('cp', 'cli.files.cp.description')
    .argument('<source>', t('cli.files.cp.sourceArgument'))
    .argument('<dest>', t('cli.files.cp.destArgument'))
    .option('--replace', t('cli.files.replaceOption'))
    .action(handle<[string, string], CpOptions>((c, [from, to], o) => runCp(c, from, to, o)));
  sub('tag', 'cli.files.tag.description')
    .argument('<blob>', t('cli.files.tag.blobArgument'))
    .option('--add <tag>', t('cli.files.tag.addOption'), collect)
    .option('--remove <tag>', t('cli.files.tag.removeOption'), collect)
    .option('--description <text>', t('cli.files.tag.descriptionOption'))
    .action(handle<[string], TagOptions>((c, [blob], o) => runTag(c, blob, o)));
  sub('search', 'cli.files.search.description')
    .argument('<query...>', t('cli.files.search.queryArgument'))
    .option('--folder <folder>', t('cli.files.search.folderOption'))
    .option('--name', t('cli.files.search.nameOption'))
    .option('--limit <n>', t('cli.files.search.limitOption'), parseLimit(language, MAX_SEARCH_HITS))
    .action(handle<[string[]], SearchOptions>((c, [words], o) => runSearch(c, words.join(' '), o)));
  return files;
}
