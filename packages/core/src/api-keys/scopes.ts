import type { MiddlewareComponents } from '@folio/sdk';

import type { MessageKey } from '../i18n/resources';

/** What an API key may do (issue 21); the contract's `ApiKeyScope`. */
export type ApiKeyScope = MiddlewareComponents['schemas']['ApiKeyScope'];

/**
 * Each scope's label. Keyed by the contract's enum, so a scope added to the contract fails
 * typecheck here until it has a message in both languages.
 */
export const API_KEY_SCOPE_LABELS: Readonly<Record<ApiKeyScope, MessageKey>> = {
  'files:read': 'apiKeys.scopes.filesRead',
  'files:write': 'apiKeys.scopes.filesWrite',
  extract: 'apiKeys.scopes.extract',
  chat: 'apiKeys.scopes.chat',
  utils: 'apiKeys.scopes.utils',
  webhooks: 'apiKeys.scopes.webhooks',
};

/** Every scope, in the order the faces offer them. */
export const API_KEY_SCOPES = Object.keys(API_KEY_SCOPE_LABELS) as readonly ApiKeyScope[];

/** True for a text that names a scope (a CLI flag, say). */
export function isApiKeyScope(value: string): value is ApiKeyScope {
  return Object.hasOwn(API_KEY_SCOPE_LABELS, value);
}

/**
 * The expiry choices the faces offer, in days; `null` is a key that never expires. A year is the
 * longest: a key is a long-lived secret, and one that cannot be forgotten should end.
 */
export const API_KEY_EXPIRY_DAYS: readonly (number | null)[] = [30, 90, 365, null];

/** When a key created at `now` for `days` days stops working; null for never. */
export function apiKeyExpiry(now: Date, days: number | null): Date | null {
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}
