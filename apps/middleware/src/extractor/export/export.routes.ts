import { languageFromAcceptLanguage } from '@folio/core';
import { contentDisposition, type ClaimedUserContext } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import type { MiddlewareHandlers } from '../../middleware-handlers';
import type { Owner } from '../../storage/storage.feature';
import type { ExportService } from './export.service';

/** exportResults, of tag `extractor` in `openapi/middleware.yaml`. */
export type ExportHandlers = Pick<MiddlewareHandlers, 'exportResults'>;
type Caller = (request: FastifyRequest, claimed?: ClaimedUserContext) => Promise<Owner>;

/**
 * exportResults (issue #6; XLSX and JSON issue 21): the caller's results of a configuration as
 * `<config>.csv`, `.pdf`, `.txt`, `.xlsx` or `.json`, named with RFC 6266 `Content-Disposition`,
 * in the language of `Accept-Language`.
 */
export function exportRoutes(exports: ExportService, caller: Caller): ExportHandlers {
  return {
    exportResults: async (request, reply) => {
      const { body } = request;
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
