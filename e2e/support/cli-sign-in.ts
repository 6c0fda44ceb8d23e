// A fresh verified account signed in through `folio login` into a CLI config folder of its own,
// as each CLI test file starts.
import { expect } from 'vitest';

import { registerVerifiedAccount, type TestAccount } from './accounts';
import type { clientsForRun } from './clients';
import { runCli } from './run-cli';

/** Registers `<name>.<time>@example.com` and logs the CLI in with it; returns the account. */
export async function signInCli(options: {
  clients: ReturnType<typeof clientsForRun>;
  dataDir: string;
  hosts: readonly string[];
  configDir: string;
  name: string;
}): Promise<TestAccount> {
  const email = `${options.name}.${Date.now().toString(36)}@example.com`;
  const account = await registerVerifiedAccount(options.clients, options.dataDir, email);
  const login = await runCli(
    [
      ...options.hosts,
      'login',
      '--email',
      account.email,
      '--password-stdin',
      '--key',
      account.hash,
    ],
    { env: { FOLIO_CONFIG_DIR: options.configDir }, input: `${account.password}\n` },
  );
  expect(login).toMatchObject({ exitCode: 0, stderr: '' });
  return account;
}
