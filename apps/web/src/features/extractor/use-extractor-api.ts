import { useMemo } from 'react';

import { SessionActor } from '../../app/actors';
import { useSdk } from '../../lib/sdk';
import { usernameFromToken } from '../../lib/session';

import { createExtractorApi, type ExtractorApi } from './extractor-api';

/**
 * The extractor's calls as the signed-in user (`user` of the context is the token's subject,
 * SPEC §3), stable while the user stays the same.
 */
export function useExtractorApi(): ExtractorApi {
  const sdk = useSdk();
  const token = SessionActor.useSelector((snapshot) => snapshot.context.session?.access_token);
  const user = (token ? usernameFromToken(token) : undefined) ?? '';
  return useMemo(() => createExtractorApi(sdk, user), [sdk, user]);
}
