import { useMemo } from 'react';

import { useSdk } from '../../lib/sdk';

import { createChatbotApi, type ChatbotApi } from './chatbot-api';

/**
 * The chatbot's calls as the signed-in user: the SDK's `chat` resource reads the user from the
 * session at each call (SPEC §3 user context), so the calls stay the same across sign-ins.
 */
export function useChatbotApi(): ChatbotApi {
  const sdk = useSdk();
  return useMemo(() => createChatbotApi(sdk), [sdk]);
}
