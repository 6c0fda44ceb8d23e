import { signedInCli } from '../../testing/cli-harness';

import { fakeChatbot } from './fake-chatbot';

/** A signed-in `folio` over the fake middleware (auth) and the fake chatbot, for `folio chat`. */
export async function chatHarness(dir: string) {
  const chatbot = fakeChatbot();
  const { folio, signedIn } = await signedInCli(dir, chatbot);
  return { folio, signedIn, chatbot };
}
