import { useMemo } from 'react';

import { SessionActor } from '../../app/actors';
import { useSdk } from '../../lib/sdk';
import { usernameFromToken } from '../../lib/session';

import { createChatbotApi, type ChatbotApi } from './chatbot-api';

/**
 * The chatbot's calls as the signed-in user (`user` of the context is the token's subject,
 * SPEC §3), stable while the user stays the same.
 */
export function useChatbotApi(): ChatbotApi {
  const sdk = useSdk();
  const token = SessionActor.useSelector((snapshot) => snapshot.context.session?.access_token);
  const user = (token ? usernameFromToken(token) : undefined) ?? '';
  return useMemo(() => createChatbotApi(sdk, user), [sdk, user]);
}
