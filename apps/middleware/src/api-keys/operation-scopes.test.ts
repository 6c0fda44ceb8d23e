import { listOperationIds, type OpenApiDocument } from '@folio/server';
import contract from '@folio/sdk/openapi/middleware.json' with { type: 'json' };
import service from '@folio/sdk/openapi/service.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';

import { API_KEY_SCOPES } from '@folio/core';

type Requirement = Record<string, string[]>;
type Operation = { operationId: string; security?: Requirement[] };

/** Every operation of a contract with the security it ends up with (its own or the default). */
function operationsOf(spec: OpenApiDocument): Operation[] {
  return Object.values(spec.paths).flatMap((item) =>
    Object.values(item)
      .filter(
        (value): value is Operation =>
          typeof value === 'object' && value !== null && 'operationId' in value,
      )
      .map((operation) => ({
        ...operation,
        security: operation.security ?? (spec.security as Requirement[]),
      })),
  );
}

/** The scopes a key needs for an operation; undefined when no key is accepted (sessions only). */
function keyScopes(operation: Operation): string[] | undefined {
  const bearer = operation.security?.find((requirement) => 'bearerAuth' in requirement);
  const scopes = bearer?.['bearerAuth'];
  return scopes && scopes.length > 0 ? scopes : undefined;
}

const middleware = operationsOf(contract);

describe('the scopes of API keys in the contracts (issue 21)', () => {
  it('names only the six scopes, on both hosts', () => {
    const named = [...middleware, ...operationsOf(service as OpenApiDocument)].flatMap(
      (operation) => keyScopes(operation) ?? [],
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((scope) => !(API_KEY_SCOPES as readonly string[]).includes(scope))).toEqual(
      [],
    );
  });

  it('gives every utility of the service host to the `utils` scope', () => {
    const utilities = operationsOf(service as OpenApiDocument).filter(
      (operation) => operation.operationId !== 'getHealth',
    );
    expect(utilities.map((operation) => [operation.operationId, keyScopes(operation)])).toEqual(
      utilities.map((operation) => [operation.operationId, ['utils']]),
    );
  });

  it('keeps keys, the password, the account and sessions out of any key’s reach', () => {
    const sessionsOnly = [
      'listApiKeys',
      'createApiKey',
      'revokeApiKey',
      'changePassword',
      'signOutEverywhere',
      'deleteAccount',
      'exportMyData',
      'updateProfile',
      'getProfile',
      'logoutUser',
    ];
    const ids = listOperationIds(contract);
    for (const id of sessionsOnly) {
      const operation = middleware.find((candidate) => candidate.operationId === id);
      expect([id, ids.includes(id), operation && keyScopes(operation)]).toEqual([
        id,
        true,
        undefined,
      ]);
    }
    const refresh = middleware.find((operation) => operation.operationId === 'refreshToken');
    expect(refresh?.security).toEqual([{ refreshBearer: [] }]);
  });

  it('gives every webhook operation the `webhooks` scope alone', () => {
    const webhooks = Object.values((contract as OpenApiDocument).paths)
      .flatMap((item) => Object.values(item) as Array<Operation & { tags?: string[] }>)
      .filter((operation) => operation.tags?.[0] === 'webhooks');
    expect(webhooks.length).toBeGreaterThanOrEqual(8);
    expect(webhooks.map((operation) => [operation.operationId, keyScopes(operation)])).toEqual(
      webhooks.map((operation) => [operation.operationId, ['webhooks']]),
    );
  });

  it('gives each file, extractor and chatbot operation a scope of its feature', () => {
    const byTag: Record<string, string[]> = {
      storage: ['files:read', 'files:write'],
      extractor: ['extract', 'chat'],
      docdb: ['extract'],
      chatbot: ['chat'],
    };
    const tagged = Object.values((contract as OpenApiDocument).paths).flatMap(
      (item) => Object.values(item) as Array<Operation & { tags?: string[] }>,
    );
    for (const operation of tagged) {
      const allowed = byTag[operation.tags?.[0] ?? ''];
      if (allowed) {
        const scopes = keyScopes({ ...operation, security: operation.security ?? [] });
        expect([operation.operationId, scopes?.every((scope) => allowed.includes(scope))]).toEqual([
          operation.operationId,
          true,
        ]);
      }
    }
  });
});
