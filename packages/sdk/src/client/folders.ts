import { expectData } from '../clients';
import type { components } from '../generated/middleware';

import { runCall, type CallOptions, type ClientContext } from './call';

/** A folder (storage.yaml `Folder`). */
export type Folder = components['schemas']['Folder'];
/** A folder's colour on the files screen. */
export type FolderColor = components['schemas']['FolderColor'];

/** The user's folders (`topico` on the wire): list, create, change, rename, delete. */
export function createFoldersResource(context: ClientContext) {
  // Read at each call: an app may replace its clients (the web, once it knows the service).
  const api = () => context.clients.middleware;
  const owner = () => ({ empresa: context.user().empresa, user: context.user().user });
  return {
    /** The user's folders, system folders first. */
    async list(options?: CallOptions): Promise<Folder[]> {
      const answer = await runCall(context, options, (signal) =>
        expectData(api().GET('/storage/folders/by-user', { params: { query: owner() }, signal })),
      );
      return answer.data;
    },
    /** Creates a folder; names are unique ignoring case (SPEC §5). */
    async create(
      name: string,
      options: CallOptions & { description?: string; color?: FolderColor } = {},
    ) {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/storage/folders', {
            body: {
              ...owner(),
              topico: name,
              ...(options.description === undefined ? {} : { descripcion: options.description }),
              ...(options.color === undefined ? {} : { color: options.color }),
            },
            signal,
          }),
        ),
      );
      return answer.data;
    },
    /** Changes a folder's description (null clears it) and colour; the name stays. */
    async update(
      name: string,
      changes: { description: string | null; color: FolderColor },
      options?: CallOptions,
    ) {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().PUT('/storage/folders', {
            body: {
              ...owner(),
              topico: name,
              color: changes.color,
              descripcion: changes.description,
            },
            signal,
          }),
        ),
      );
      return answer.data;
    },
    /** Renames a folder; its files go with it. */
    async rename(from: string, to: string, options?: CallOptions) {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().PUT('/storage/folders/rename', {
            params: { query: { ...owner(), topico_antiguo: from, topico_nuevo: to } },
            signal,
          }),
        ),
      );
      return answer.data;
    },
    /** Deletes a folder and its files. */
    async delete(name: string, options?: CallOptions) {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().DELETE('/storage/folders', {
            params: { query: { ...owner(), topico: name } },
            signal,
          }),
        ),
      );
      return answer;
    },
  };
}

/** The folders resource of a client. */
export type FoldersResource = ReturnType<typeof createFoldersResource>;
