import { AppError } from '@folio/core';
import { attachment } from '@folio/server';

import type { OfficeSplitter, SplitKind } from './office-splitter';
import { readUpload } from './upload';
import { SPLIT_ZIP_NAME } from './zip-stream';
import type { ServiceHandlers } from '../service-handlers';

/**
 * `splitDocx` and `splitXlsx`: the one uploaded DOCX or XLSX as a ZIP of its parts
 * (`archivos.zip`), split on the splitter's threads (`pools.splitter`, read per call so the
 * handler can be listed before the pools start).
 */
export function splitOfficeHandler(
  kind: SplitKind,
  pools: { splitter: OfficeSplitter },
): ServiceHandlers['splitDocx' | 'splitXlsx'] {
  return async (request, reply) => {
    const operationId = kind === 'docx' ? 'splitDocx' : 'splitXlsx';
    const { files } = await readUpload(request, operationId, { maxFiles: 1 });
    const [file] = files;
    if (!file) {
      throw new AppError('BAD_REQUEST', { message: 'no file part', detail: { field: 'file' } });
    }
    const zip = await pools.splitter.split(kind, file);
    return reply
      .type('application/zip')
      .header('content-disposition', attachment(SPLIT_ZIP_NAME))
      .send(zip);
  };
}
