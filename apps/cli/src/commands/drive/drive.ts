import { setTimeout as sleep } from 'node:timers/promises';

import { maxUploadMegabytes, messageForError, translate } from '@folio/core';
import { expectData, type MiddlewareComponents } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { formatTable } from '../files/format';
import { fetchLimits } from '../files/storage';

type CloudImport = MiddlewareComponents['schemas']['CloudImport'];

type ProviderId = MiddlewareComponents['schemas']['IntegrationProvider'];

const on = (provider: ProviderId) => ({ params: { path: { provider } } });
/** How often a running import is read again. */
const POLL_MS = 1000;

export type DriveLsOptions = { folder?: string; search?: string; all?: boolean };
export type DriveImportOptions = { folder?: string };
export type DriveUploadOptions = { folder?: string; results?: string; format?: 'csv' | 'pdf' };

/** The message key of a provider's name. */
const PROVIDER_NAME_KEYS = {
  'google-drive': 'integrations.providers.googleDrive',
  sharepoint: 'integrations.providers.sharepoint',
} as const satisfies Record<ProviderId, string>;

/**
 * `folio drive ls` / `folio sharepoint ls|search`: Drive's last 30 files (SPEC §9) or
 * SharePoint's sites, a folder's (site's, library's) children, or a search by name; the first
 * page, or with `--all` every page (SPEC §7 "list all files").
 */
export async function runDriveLs(
  context: SignedInContext,
  provider: ProviderId,
  options: DriveLsOptions,
): Promise<number> {
  const page = (pageToken: string | null) =>
    expectData(
      context.clients.middleware.GET('/integrations/{provider}/items', {
        params: {
          ...on(provider).params,
          query: {
            ...(options.folder ? { folderId: options.folder } : {}),
            ...(options.search ? { query: options.search } : {}),
            ...(pageToken ? { pageToken } : {}),
          },
        },
      }),
    );
  const listed = await page(null);
  while (options.all && listed.nextPageToken) {
    const next = await page(listed.nextPageToken);
    listed.items.push(...next.items);
    listed.nextPageToken = next.nextPageToken;
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
  provider: ProviderId,
  itemIds: string[],
  options: DriveImportOptions,
): Promise<number> {
  const { output, language } = context;
  let current: CloudImport = await expectData(
    context.clients.middleware.POST('/integrations/{provider}/imports', {
      ...on(provider),
      body: { itemIds, ...(options.folder ? { folder: options.folder } : {}) },
    }),
  );
  while (current.status === 'running') {
    await sleep(POLL_MS);
    current = await expectData(
      context.clients.middleware.GET('/integration-imports/{import_id}', {
        params: { path: { import_id: current.id } },
      }),
    );
  }
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
  provider: ProviderId,
  fileId: string | undefined,
  options: DriveUploadOptions,
): Promise<number> {
  const source = options.results
    ? { kind: 'results' as const, configName: options.results, format: options.format ?? 'csv' }
    : { kind: 'file' as const, fileId: fileId ?? '' };
  const sent = await expectData(
    context.clients.middleware.POST('/integrations/{provider}/uploads', {
      ...on(provider),
      body: { source, ...(options.folder ? { folderId: options.folder } : {}) },
    }),
  );
  context.output.info(
    translate(context.language, 'integrations.cli.upload.done', {
      name: sent.name,
      provider: translate(context.language, PROVIDER_NAME_KEYS[provider]),
    }),
  );
  context.output.data(sent);
  return 0;
}
