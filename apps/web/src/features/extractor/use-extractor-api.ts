import { useMemo } from 'react';

import { useSdk } from '../../lib/sdk';

import { createExtractorApi, type ExtractorApi } from './extractor-api';

/**
 * The extractor's calls as the signed-in user: the SDK's resource reads the user from the
 * session at each call (SPEC §3 user context), so the calls stay the same across sign-ins.
 */
export function useExtractorApi(): ExtractorApi {
  const sdk = useSdk();
  return useMemo(() => createExtractorApi(sdk), [sdk]);
}
