import { createFolio, createFolioClients, type Folio } from '@folio/sdk';
import { inject } from 'vitest';

import { registerVerifiedAccount, type TestAccount } from './accounts';

/**
 * A new verified account on the shared servers (`<prefix>.<time>@example.com`) and the SDK's
 * high-level client signed in as it, the way a script signs in: e-mail, password, account key.
 */
export async function signInWithSdk(
  prefix: string,
): Promise<{ folio: Folio; account: TestAccount }> {
  const servers = inject('servers');
  const email = `${prefix}.${Date.now().toString(36)}@example.com`;
  const account = await registerVerifiedAccount(
    createFolioClients(servers),
    servers.dataDir,
    email,
  );
  const folio = await createFolio({
    url: servers.middlewareUrl,
    email: account.email,
    password: account.password,
    accountKey: account.hash,
  });
  return { folio, account };
}
