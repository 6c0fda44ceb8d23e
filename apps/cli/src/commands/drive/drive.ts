import {
  INTEGRATION_PROVIDER_NAMES,
  maxUploadMegabytes,
  messageForError,
  translate,
} from '@folio/core';
import type { CloudItemPage, CloudItemQuery, IntegrationProvider } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { formatTable } from '../files/format';
import { fetchLimits } from '../files/storage';

export type DriveLsOptions = { folder?: string; search?: string; all?: boolean };
export type DriveImportOptions = { folder?: string };
export type DriveUploadOptions = { folder?: string; results?: string; format?: 'csv' | 'pdf' };

/**
 * `folio drive ls` / `folio sharepoint ls|search`: Drive's last 30 files (SPEC §9) or
 * SharePoint's sites, a folder's (site's, library's) children, or a search by name; the first
 * page, or with `--all` every page (SPEC §7 "list all files").
 */
export async function runDriveLs(
  context: SignedInContext,
  provider: IntegrationProvider,
  options: DriveLsOptions,
): Promise<number> {
  const { integrations } = context.folio;
  const query: CloudItemQuery = {
    ...(options.folder ? { folderId: options.folder } : {}),
    ...(options.search ? { query: options.search } : {}),
  };
  let listed: CloudItemPage;
  if (options.all) {
    listed = { items: [], nextPageToken: null };
    for await (const item of integrations.items(provider, query)) {
      listed.items.push(item);
    }
  } else {
    listed = await integrations.itemsPage(provider, query);
  }
  const rows = listed.items.map((item) => [
    item.id,
    item.kind,
    item.name,
    item.size === null ? '' : String(item.size),
    item.modifiedAt ?? '',
  ]);
  const columns = ['id', 'kind', 'name', 'size', 'modified'].map((heading) => ({ heading }));
  formatTable(columns, rows).forEach((line) => context.output.info(line));
  context.output.data(listed);
  return 0;
}

/**
 * `folio drive import ID...`: starts the import job and follows it to its end, then prints each
 * failed file with its message. Exit 1 when any file failed (the others stay in Files).
 */
export async function runDriveImport(
  context: SignedInContext,
  provider: IntegrationProvider,
  itemIds: string[],
  options: DriveImportOptions,
): Promise<number> {
  const { output, language } = context;
  const started = await context.folio.integrations.importItems(provider, itemIds, {
    ...(options.folder ? { folder: options.folder } : {}),
  });
  // Read every second (the SDK's default) until it is no longer running.
  const current = await started.done();
  const done = current.items.filter((item) => item.state === 'done').length;
  output.info(
    translate(language, 'integrations.cli.import.done', {
      done,
      total: current.items.length,
      folder: current.folder,
    }),
  );
  const failed = current.items.filter((each) => each.errorCode !== null);
  // "Too large" names the server's upload limit, which the item's code alone does not carry.
  const detail = failed.length > 0 ? { maxMb: maxUploadMegabytes(await fetchLimits(context)) } : {};
  for (const item of failed) {
    output.info(
      translate(language, 'integrations.cli.import.failed', {
        name: item.name,
        message: messageForError(language, item.errorCode ?? '', undefined, detail),
      }),
    );
  }
  output.data(current);
  return current.status === 'done' ? 0 : 1;
}

/**
 * `folio drive upload FILE_ID` or `folio drive upload --results CONFIG [--format pdf]`: a file of
 * Files, or a configuration's results (CSV, or the PDF report), to a folder (`--folder`, else the
 * top level).
 */
export async function runDriveUpload(
  context: SignedInContext,
  provider: IntegrationProvider,
  fileId: string | undefined,
  options: DriveUploadOptions,
): Promise<number> {
  const source = options.results
    ? { kind: 'results' as const, configName: options.results, format: options.format ?? 'csv' }
    : { kind: 'file' as const, fileId: fileId ?? '' };
  const sent = await context.folio.integrations.upload(provider, source, {
    ...(options.folder ? { folderId: options.folder } : {}),
  });
  context.output.info(
    translate(context.language, 'integrations.cli.upload.done', {
      name: sent.name,
      provider: translate(context.language, INTEGRATION_PROVIDER_NAMES[provider]),
    }),
  );
  context.output.data(sent);
  return 0;
}
