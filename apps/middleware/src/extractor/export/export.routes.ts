import { languageFromAcceptLanguage } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';
import { contentDisposition, type ClaimedUserContext, type OperationHandlers } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import type { Owner } from '../../storage/owners';
import type { ExportService } from './export.service';

type Schemas = MiddlewareComponents['schemas'];
type Caller = (request: FastifyRequest, claimed?: ClaimedUserContext) => Promise<Owner>;

/**
 * exportResults (issue #6): the caller's results of a configuration as `<config>.csv`, `.pdf`
 * or `.txt`, named with RFC 6266 `Content-Disposition`, in the language of `Accept-Language`.
 */
export function exportRoutes(exports: ExportService, caller: Caller): OperationHandlers {
  return {
    exportResults: async (request, reply) => {
      const body = request.body as Schemas['ExportRequest'];
      const owner = await caller(request, body);
      const file = await exports.openExport(owner.userId, {
        configName: body.config_name,
        format: body.format,
        documentIds: body.document_ids,
        language: languageFromAcceptLanguage(request.headers['accept-language']),
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  };
}
