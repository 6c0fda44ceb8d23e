import type { MiddlewareComponents } from '@folio/sdk';
import { assertUserContext, requireAuth } from '@folio/server';
import type { RouteHandlerMethod } from 'fastify';

import type { AppContext } from '../../app-context';
import { previewFile } from './preview.service';

type Schemas = MiddlewareComponents['schemas'];

/** previewFile (SPEC §7 "Preview file"): JSON `empresa, user, nombre_archivo` (the blob name). */
export function previewFileHandler(context: AppContext): RouteHandlerMethod {
  return async (request): Promise<Schemas['PreviewResponse']> => {
    const auth = requireAuth(request);
    const body = request.body as Schemas['PreviewRequest'];
    assertUserContext(auth, body);
    const owner = await context.storage.owners.ofSubject(auth.username);
    const data = await previewFile(
      { db: context.database.db, blobs: context.blobs },
      { userId: owner.userId, blobName: body.nombre_archivo },
    );
    return { success: true, data };
  };
}
