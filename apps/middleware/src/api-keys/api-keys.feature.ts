import type { AuthenticatedUser } from '@folio/server';
import type { Kysely } from 'kysely';

import { createRateLimiter } from '../auth/auth.feature';
import type { Tables } from '../db/schema';
import { createApiKeyService, type ApiKeyService } from './api-keys.service';

export type { ApiKeyScope, ApiKeyView } from './api-keys.service';

/** The API keys feature as the app holds it. */
export type ApiKeysFeature = {
  service: ApiKeyService;
  /** What the auth feature's bearer check calls for a `folio_` token. */
  authenticate: (key: string) => Promise<AuthenticatedUser>;
};

/** Builds the API keys feature: its service and the per-key rate limit (one-minute windows). */
export function createApiKeysFeature(deps: {
  db: Kysely<Tables>;
  requestsPerMinute: number;
  clock?: () => Date;
  log: { error(object: object, message: string): void };
}): ApiKeysFeature {
  const clock = deps.clock ?? (() => new Date());
  const service = createApiKeyService({
    db: deps.db,
    limiter: createRateLimiter({ db: deps.db, windowSeconds: 60, clock }),
    requestsPerMinute: deps.requestsPerMinute,
    clock,
    onError: (error) => deps.log.error({ err: error }, 'API key last use not recorded'),
  });
  return { service, authenticate: (key) => service.authenticate(key) };
}
