import { apiKeyExpiry, isApiKeyScope, translate, type ApiKeyScope } from '@folio/core';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';
import { formatTable } from '../files/format';

/** The flags of `folio keys create`. */
export type KeysCreateOptions = { name: string; scope: string[]; expires?: number };

/** `--scope a --scope b` and `--scope a,b` alike, each checked against the contract's scopes. */
function readScopes(given: readonly string[]): ApiKeyScope[] {
  const scopes = given.flatMap((value) => value.split(',')).map((value) => value.trim());
  const unknown = scopes.find((scope) => scope !== '' && !isApiKeyScope(scope));
  if (unknown !== undefined) {
    throw new CliError('apiKeys.cli.unknownScope', { scope: unknown });
  }
  const valid = [...new Set(scopes.filter(isApiKeyScope))];
  if (valid.length === 0) {
    throw new CliError('apiKeys.cli.noScope');
  }
  return valid;
}

/**
 * `folio keys create`: a key with a name, scopes and an optional expiry in days. The key is
 * printed once, on stdout (and in `--json` as `key`); only its digest is kept by the server.
 */
export async function runKeysCreate(
  context: SignedInContext,
  options: KeysCreateOptions,
): Promise<number> {
  const { output, language } = context;
  const scopes = readScopes(options.scope);
  const expiresAt = apiKeyExpiry(new Date(), options.expires ?? null);
  const created = await context.folio.keys.create({ name: options.name, scopes, expiresAt });
  output.info(translate(language, 'apiKeys.cli.created', { name: created.apiKey.name }));
  output.info(created.key);
  output.data(created);
  return 0;
}

/** `folio keys list`: the account's keys, never the keys themselves. */
export async function runKeysList(context: SignedInContext): Promise<number> {
  const { output, language } = context;
  const keys = await context.folio.keys.list();
  if (keys.length === 0) {
    output.info(translate(language, 'apiKeys.cli.empty'));
  } else {
    const heading = (
      key: 'id' | 'name' | 'hint' | 'scopes' | 'created' | 'expires' | 'lastUsed',
    ) => ({
      heading: translate(language, `apiKeys.columns.${key}`),
    });
    const rows = keys.map((key) => [
      key.id,
      key.name,
      // Keys made before hints were kept have none.
      key.hint ?? '',
      key.scopes.join(','),
      key.createdAt,
      key.expiresAt ?? translate(language, 'apiKeys.never'),
      key.lastUsedAt ?? translate(language, 'apiKeys.notUsed'),
    ]);
    const columns = (
      ['id', 'name', 'hint', 'scopes', 'created', 'expires', 'lastUsed'] as const
    ).map(heading);
    formatTable(columns, rows).forEach((line) => output.info(line));
  }
  output.data(keys);
  return 0;
}

/** `folio keys revoke ID|NAME`: a name must name exactly one key. */
export async function runKeysRevoke(context: SignedInContext, idOrName: string): Promise<number> {
  const { output, language } = context;
  const keys = await context.folio.keys.list();
  const byId = keys.find((key) => key.id === idOrName);
  const byName = keys.filter((key) => key.name === idOrName);
  const target = byId ?? (byName.length === 1 ? byName[0] : undefined);
  if (!target) {
    throw new CliError('apiKeys.cli.notFound', { key: idOrName });
  }
  await context.folio.keys.revoke(target.id);
  output.info(translate(language, 'apiKeys.cli.revoked', { name: target.name }));
  output.data({ revoked: target });
  return 0;
}
