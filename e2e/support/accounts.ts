import { createFolioClients, expectData, type FolioClients } from '@folio/sdk';

import { outboxOf } from './outbox';

/** A password that passes the registration rule (SPEC §5) and is on no common-password list. */
export const TEST_PASSWORD = 'Tr1cky!Pass';

/** What a login needs: the account's e-mail, password and account key (`hash`). */
export type TestAccount = { email: string; password: string; hash: string };

type AccountOptions = { language?: 'en' | 'sp'; password?: string };

/**
 * Registers `email` through the SDK on the servers whose data folder is `dataDir`, and answers the
 * verification link of the e-mail they wrote to their outbox. The account key is `key-<email>`.
 */
export async function registerAccount(
  clients: FolioClients,
  dataDir: string,
  email: string,
  { language = 'en', password = TEST_PASSWORD }: AccountOptions = {},
): Promise<URL> {
  const outbox = outboxOf(dataDir);
  const since = await outbox.count();
  await expectData(
    clients.middleware.POST('/auth/register', {
      body: {
        email,
        name: 'Ana',
        lastname: 'García',
        password,
        confirmPassword: password,
        hash: `key-${email}`,
        belongsToCompany: false,
        language,
      },
    }),
  );
  return outbox.waitForLink(email, 'verify-account', since);
}

/** Registers `email` and opens its verification link: an account ready to log in. */
export async function registerVerifiedAccount(
  clients: FolioClients,
  dataDir: string,
  email: string,
  options: AccountOptions = {},
): Promise<TestAccount> {
  const link = await registerAccount(clients, dataDir, email, options);
  await expectData(
    clients.middleware.POST('/auth/verify-account', {
      body: { token: link.searchParams.get('token') ?? '' },
    }),
  );
  return { email, password: options.password ?? TEST_PASSWORD, hash: `key-${email}` };
}

/** The servers a user talks to: this run's (`inject('servers')`), or ones a test started. */
export type ServerHosts = { middlewareUrl: string; serviceUrl: string; dataDir: string };

/** A signed-in user with SDK clients that send their token. */
export type SignedInUser = {
  email: string;
  clients: FolioClients;
  api: FolioClients['middleware'];
};

/** Registers and verifies `email` on `hosts`, signs it in, and answers clients with its token. */
export async function signInAccount(hosts: ServerHosts, email: string): Promise<SignedInUser> {
  const urls = { middlewareUrl: hosts.middlewareUrl, serviceUrl: hosts.serviceUrl };
  const anonymous = createFolioClients(urls);
  const account = await registerVerifiedAccount(anonymous, hosts.dataDir, email);
  const session = await expectData(anonymous.middleware.POST('/auth/login', { body: account }));
  const clients = createFolioClients({
    ...urls,
    session: { getAccessToken: () => session.access_token, refresh: async () => undefined },
  });
  return { email, clients, api: clients.middleware };
}
