import { ACCOUNT } from './fake-middleware';
import { fakeStorage } from './fake-storage';
import { signedInCli } from './cli-harness';

/**
 * A signed-in `folio` over the fake middleware (auth) and the fake storage, for the tests of the
 * `files` commands: run a command line, or build a signed-in context to call an action directly.
 */
export async function filesHarness(dir: string) {
  const storage = fakeStorage(ACCOUNT.email);
  return { ...(await signedInCli(dir, storage)), storage };
}
