import { assertUserContext, requireAuth } from '@folio/server';

import type { MiddlewareHandlers } from '../../middleware-handlers';
import type { StorageFeature } from '../storage.feature';
import { previewFile } from './preview.service';

/** previewFile (SPEC §7 "Preview file"): JSON `empresa, user, nombre_archivo` (the blob name). */
export function previewFileHandler(storage: StorageFeature): MiddlewareHandlers['previewFile'] {
  return async (request) => {
    const auth = requireAuth(request);
    const { body } = request;
    assertUserContext(auth, body);
    const owner = await storage.owners.ofSubject(auth.username);
    const data = await previewFile(
      { db: storage.deps.db, blobs: storage.deps.blobs },
      { userId: owner.userId, blobName: body.nombre_archivo },
    );
    return { success: true, data };
  };
}
