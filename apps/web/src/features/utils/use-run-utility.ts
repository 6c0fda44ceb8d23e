import { jsonDataForm, toDownload, userContext } from '@folio/sdk';
import { useCallback } from 'react';

import { SessionActor } from '../../app/actors';
import { useNotices } from '../../components/notices/notices-context';
import { saveDownload } from '../../lib/download';
import { useSdk } from '../../lib/sdk';
import { usernameFromToken } from '../../lib/session';

/** The utilities the service offers, with the default download names of SPEC §7. */
export const UTILITIES = {
  combine: { path: '/utils/combine-pdfs', defaultName: 'documento.pdf' },
  split: { path: '/utils/split-pdf', defaultName: 'archivos.zip' },
  images: { path: '/utils/images-to-pdf', defaultName: 'imagen.pdf' },
} as const;

export type UtilityName = keyof typeof UTILITIES;

/**
 * Runs a utility and saves its result; resolves once done, whether it worked or not. A failure is
 * shown through `notifyError` in the user's language; resolves `true` when the file was saved.
 */
export type RunUtility = (
  utility: UtilityName,
  files: readonly File[],
  fields?: Record<string, unknown>,
) => Promise<boolean>;

/** The utilities through the app's SDK, as the signed-in user (SPEC §7: `json_data` + `file`). */
export function useRunUtility(): RunUtility {
  const sdk = useSdk();
  const { notifyError } = useNotices();
  const token = SessionActor.useSelector((snapshot) => snapshot.context.session?.access_token);

  return useCallback<RunUtility>(
    async (utility, files, fields = {}) => {
      const { path, defaultName } = UTILITIES[utility];
      try {
        const username = token ? usernameFromToken(token) : undefined;
        const form = jsonDataForm(
          userContext(username ?? ''),
          fields,
          files.map((file) => ({ name: file.name, content: file })),
        );
        const result = await sdk.clients.service.POST(path, {
          body: form as never,
          bodySerializer: (body: unknown) => body as FormData,
          parseAs: 'blob',
        });
        saveDownload(toDownload(result, defaultName));
        return true;
      } catch (error) {
        notifyError(error, 'errors.fileProcessing');
        return false;
      }
    },
    [sdk, notifyError, token],
  );
}
