import { assertUserContext, requireAuth } from '@folio/server';

import type { AppContext } from '../../app-context';
import type { MiddlewareHandlers } from '../../middleware-handlers';
import { previewFile } from './preview.service';

/** previewFile (SPEC §7 "Preview file"): JSON `empresa, user, nombre_archivo` (the blob name). */
export function previewFileHandler(context: AppContext): MiddlewareHandlers['previewFile'] {
  return async (request) => {
    const auth = requireAuth(request);
    const { body } = request;
    assertUserContext(auth, body);
    const owner = await context.storage.owners.ofSubject(auth.username);
    const data = await previewFile(
      { db: context.database.db, blobs: context.blobs },
      { userId: owner.userId, blobName: body.nombre_archivo },
    );
    return { success: true, data };
  };
}
