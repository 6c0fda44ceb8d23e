import { Readable } from 'node:stream';

import { AppError, type Language } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';

import { findUserFile, type StorageDeps } from '../../storage/storage.feature';
import type { CloudProvider, ProviderId } from '../cloud-provider';
import type { OAuthService } from '../oauth/oauth.service';

type CloudUploadRequest = MiddlewareComponents['schemas']['CloudUploadRequest'];

/** The extractor's results export as the upload uses it (extractor/export/export.service.ts). */
export type ResultsExporter = {
  openExport(
    userId: string,
    request: { configName: string; format: 'csv' | 'pdf'; language: Language },
  ): Promise<{ fileName: string; contentType: string; body: Readable | Buffer }>;
};

export type UploadDeps = {
  storage: StorageDeps;
  oauth: OAuthService;
  providers: Readonly<Record<ProviderId, CloudProvider>>;
  results: ResultsExporter;
};

/**
 * Uploads to a connected account (issue 14): one of the user's files, streamed from the blob
 * store, or a configuration's results (CSV or the PDF report) as the export writes them; the
 * provider's resumable upload takes them chunk by chunk.
 */
export function createUploadService(deps: UploadDeps) {
  async function openSource(
    userId: string,
    source: CloudUploadRequest['source'],
    language: Language,
  ) {
    if (source.kind === 'file') {
      const file = await findUserFile(deps.storage.db, userId, source.fileId);
      if (!file) {
        throw new AppError('RESOURCE_NOT_FOUND', {
          message: `file ${source.fileId} not found`,
          detail: { resource: 'file' },
        });
      }
      return {
        name: file.filename,
        mimeType: file.mime_type,
        body: await deps.storage.blobs.get(file.blob_key),
      };
    }
    const exported = await deps.results.openExport(userId, {
      configName: source.configName,
      format: source.format,
      language,
    });
    return {
      name: exported.fileName,
      mimeType: exported.contentType.split(';')[0] ?? exported.contentType,
      body: Buffer.isBuffer(exported.body) ? Readable.from([exported.body]) : exported.body,
    };
  }

  return {
    async upload(
      userId: string,
      providerId: ProviderId,
      request: CloudUploadRequest,
      language: Language,
    ): Promise<{ remoteId: string; name: string }> {
      // Each attempt opens its source afresh: a 401 retried after a refresh sends it whole.
      return deps.oauth.withAccessToken(userId, providerId, async (token) => {
        const source = await openSource(userId, request.source, language);
        try {
          const created = await deps.providers[providerId].drive.upload(token, {
            folderId: request.folderId,
            name: source.name,
            mimeType: source.mimeType,
            body: source.body,
          });
          return { remoteId: created.id, name: created.name };
        } finally {
          source.body.destroy();
        }
      });
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
