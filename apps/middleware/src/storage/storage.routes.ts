import { AppError } from '@folio/core';
import { COMPANY } from '@folio/sdk';
import {
  assertUserContext,
  contentDisposition,
  requireAuth,
  type ClaimedUserContext,
} from '@folio/server';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { MiddlewareHandlers } from '../middleware-handlers';
import type { Owner } from './owners';
import { previewFileHandler } from './preview/preview.routes';
import { searchFileContentsHandler } from './search/search.routes';
import type { StorageFeature } from './storage.feature';
import { toStoredFile } from './stored-file';
import type { OpenedFile } from './transfers.service';
import { commitUpload, targetFolderName } from './upload/commit-upload';
import { receiveMultipartUpload } from './upload/multipart-upload';

/** The operations of tag `storage` in `openapi/middleware.yaml`. */
type StorageHandlers = Pick<
  MiddlewareHandlers,
  | 'uploadFiles'
  | 'listFoldersByCompany'
  | 'listFoldersByUser'
  | 'createFolder'
  | 'updateFolder'
  | 'deleteFolder'
  | 'deleteUserFolders'
  | 'deleteCompanyFolders'
  | 'renameFolder'
  | 'moveFolder'
  | 'listFiles'
  | 'deleteFile'
  | 'listRecentFiles'
  | 'downloadFile'
  | 'downloadFileById'
  | 'downloadFilesZip'
  | 'deleteFiles'
  | 'moveFiles'
  | 'copyFile'
  | 'updateFileMetadata'
  | 'getFileInfo'
  | 'getFileById'
  | 'fileExists'
  | 'getStorageUsage'
  | 'searchFiles'
  | 'previewFile'
  | 'searchFileContents'
>;

/**
 * Downloads are user content: a browser that is sent one directly must never run it in our
 * origin (an uploaded HTML page), so it is sandboxed with scripts off.
 */
const DOWNLOAD_CSP = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";

const FILES_WITH_LIMIT_DEFAULT = 10;

/** A downloaded file's bytes with its type, size and name (downloadFile, downloadFileById). */
function sendFile(reply: FastifyReply, file: OpenedFile, isInline: boolean): FastifyReply {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.size))
    .header(
      'content-disposition',
      contentDisposition(file.filename, isInline ? 'inline' : 'attachment'),
    )
    .header('content-security-policy', DOWNLOAD_CSP)
    .send(file.stream);
}

/**
 * File storage and folders (SPEC §7), keyed by the operationIds of `openapi/middleware.yaml`.
 * Wire names (`topico`, `descripcion`, `blob_name`, `user_destino`...) end here. Every call checks
 * the user context it carries against the token (FORBIDDEN otherwise) and acts for the token's
 * user only; calls without a `user` field act for the token's user in `empresa`.
 */
export function storageRoutes(storage: StorageFeature): StorageHandlers {
  const { folders, files, transfers } = storage;

  /** The caller, after checking the user context the call carries. */
  async function caller(request: FastifyRequest, claimed: ClaimedUserContext): Promise<Owner> {
    const auth = requireAuth(request);
    assertUserContext(auth, { user: auth.username, ...claimed });
    return storage.owners.ofSubject(auth.username);
  }

  return {
    uploadFiles: async (request, reply) => {
      const owner = await caller(request, { empresa: COMPANY });
      const { target, staged } = await receiveMultipartUpload(
        request,
        storage.deps,
        owner,
        (checked) => void targetFolderName(checked),
      );
      const rows = await commitUpload(storage.deps, owner, target, staged);
      return reply.code(201).send({
        success: true,
        data: { total_archivos: rows.length, archivos: rows.map(toStoredFile) },
      });
    },

    listFoldersByCompany: async (request) => {
      const { empresa } = request.query;
      const owner = await caller(request, { empresa });
      return { success: true, data: await folders.listFolders(owner) };
    },

    listFoldersByUser: async (request) => {
      const { query } = request;
      const owner = await caller(request, query);
      return { success: true, data: await folders.listFolders(owner) };
    },

    createFolder: async (request, reply) => {
      const { body } = request;
      const owner = await caller(request, body);
      const folder = await folders.createFolder(owner, {
        name: body.topico,
        description: body.descripcion,
        color: body.color,
      });
      return reply.code(201).send({ success: true, data: folder });
    },

    updateFolder: async (request) => {
      const { body } = request;
      const owner = await caller(request, body);
      const folder = await folders.updateFolder(owner, body.topico, {
        description: body.descripcion,
        color: body.color,
      });
      return { success: true, data: folder };
    },

    deleteFolder: async (request) => {
      const { query } = request;
      const owner = await caller(request, query);
      const count = await folders.deleteFolder(owner, query.topico);
      return { success: true, count };
    },

    deleteUserFolders: async (request) => {
      const owner = await caller(request, request.body);
      return { success: true, count: await folders.deleteAllFolders(owner) };
    },

    deleteCompanyFolders: async (request) => {
      const owner = await caller(request, request.body);
      return { success: true, count: await folders.deleteAllFolders(owner) };
    },

    renameFolder: async (request) => {
      const { query } = request;
      const owner = await caller(request, query);
      const folder = await folders.renameFolder(owner, query.topico_antiguo, query.topico_nuevo);
      return { success: true, data: folder };
    },

    moveFolder: async (request) => {
      const { body } = request;
      const owner = await caller(request, { user: body.user_origen, empresa: body.empresa });
      const folder = await folders.moveFolder(owner, body.topico, body.user_destino);
      return { success: true, data: folder };
    },

    listFiles: async (request) => {
      const { query } = request;
      const owner = await caller(request, query);
      const page = await files.listFiles(owner, {
        topico: query.topico,
        sort: query.sort ?? 'date',
        order: query.order ?? 'desc',
        kind: query.kind,
        category: query.category,
        q: query.q,
        limit: query.limit ?? 50,
        cursor: query.cursor,
      });
      return { success: true, data: page };
    },

    deleteFile: async (request) => {
      const { query } = request;
      const owner = await caller(request, query);
      await files.deleteFile(owner, query.topico, query.filename);
      return { success: true, count: 1 };
    },

    listRecentFiles: async (request) => {
      const { body } = request;
      const owner = await caller(request, body);
      const page = await files.recentFiles(owner, body.limit ?? FILES_WITH_LIMIT_DEFAULT);
      return { success: true, data: page };
    },

    downloadFile: async (request, reply) => {
      const { query } = request;
      const owner = await caller(request, query);
      const file = await transfers.openDownload(owner, query.topico, query.filename);
      return sendFile(reply, file, query.inline === true);
    },

    downloadFileById: async (request, reply) => {
      const { file_id: fileId } = request.params;
      const { query } = request;
      const owner = await caller(request, { empresa: COMPANY });
      const file = await transfers.openDownloadById(owner, fileId);
      return sendFile(reply, file, query.inline === true);
    },

    downloadFilesZip: async (request, reply) => {
      const { body } = request;
      const owner = await caller(request, body);
      const zip = await transfers.openZip(owner, body.blob_names);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('archivos.zip'))
        .send(zip);
    },

    deleteFiles: async (request) => {
      const { body } = request;
      const owner = await caller(request, body);
      return { success: true, count: await files.deleteFiles(owner, body.blob_names) };
    },

    moveFiles: async (request) => {
      const { body } = request;
      const owner = await caller(request, body);
      const page = await transfers.moveFiles(
        owner,
        body.blob_names,
        body.topico,
        body.replace ?? false,
      );
      return { success: true, data: page };
    },

    copyFile: async (request, reply) => {
      const { body } = request;
      const owner = await caller(request, body);
      const copy = await transfers.copyFile(
        owner,
        body.source_blob,
        body.destination_blob,
        body.replace ?? false,
      );
      return reply.code(201).send({ success: true, data: copy });
    },

    updateFileMetadata: async (request) => {
      const { body } = request;
      const owner = await caller(request, body);
      if (body.tags === undefined && body.description === undefined) {
        throw new AppError('MISSING_PARAMETERS', {
          message: 'nothing to update',
          detail: { fields: ['tags', 'description'] },
        });
      }
      const file = await files.updateMetadata(owner, body.blob_name, {
        tags: body.tags,
        description: body.description,
      });
      return { success: true, data: file };
    },

    getFileInfo: async (request) => {
      const { query } = request;
      const owner = await caller(request, query);
      return { success: true, data: await files.fileInfo(owner, query.blob_name) };
    },

    getFileById: async (request) => {
      const owner = await caller(request, { empresa: COMPANY });
      return { success: true, data: await files.fileInfoById(owner, request.params.file_id) };
    },

    fileExists: async (request) => {
      const { query } = request;
      const owner = await caller(request, query);
      return { success: true, exists: await files.fileExists(owner, query.blob_name) };
    },

    getStorageUsage: async (request) => {
      const owner = await caller(request, request.query);
      return { success: true, data: await files.usage(owner) };
    },

    searchFiles: async (request) => {
      const { query } = request;
      const owner = await caller(request, query);
      return { success: true, data: await files.searchFiles(owner, query.pattern) };
    },

    // Content preview and search: storage/preview and storage/search.
    previewFile: previewFileHandler(storage),
    searchFileContents: searchFileContentsHandler(storage),
  };
}
