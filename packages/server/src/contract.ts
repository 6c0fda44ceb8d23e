import { AppError } from '@folio/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';

import type { SecurityHandler } from './auth/bearer';

/** A bundled OpenAPI document, as `pnpm gen` writes it into `@folio/sdk/openapi/*.json`. */
export type OpenApiDocument = {
  servers?: Array<{ url: string }>;
  security?: SecurityRequirement[];
  paths: Record<string, Record<string, unknown>>;
};

type SecurityRequirement = Record<string, unknown>;

/**
 * A handler as the contract mounts it, whatever its operation. Each host types its handlers by
 * operation (`ContractHandlers`), so their requests are narrower than a plain `FastifyRequest`;
 * the method form compares parameters both ways, which lets those typed handlers in here.
 */
export type OperationHandler = {
  handle(request: FastifyRequest, reply: FastifyReply): unknown;
}['handle'];

/** The handlers of one host, keyed by the operationIds of its contract. */
export type OperationHandlers = Readonly<Record<string, OperationHandler>>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every operationId of a contract, in document order. */
export function listOperationIds(spec: OpenApiDocument): string[] {
  const ids: string[] = [];
  for (const item of Object.values(spec.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as { operationId?: string } | undefined;
      if (operation?.operationId) {
        ids.push(operation.operationId);
      }
    }
  }
  return ids;
}

/** Every security scheme an operation of the contract requires (its own or the default). */
export function listSecuritySchemes(spec: OpenApiDocument): string[] {
  const names = new Set<string>();
  for (const item of Object.values(spec.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as { security?: SecurityRequirement[] } | undefined;
      for (const requirement of operation ? (operation.security ?? spec.security ?? []) : []) {
        Object.keys(requirement).forEach((name) => names.add(name));
      }
    }
  }
  return [...names];
}

/** The path part of the contract's first server URL (`/api`), where its routes are mounted. */
export function contractPrefix(spec: OpenApiDocument): string {
  const url = spec.servers?.[0]?.url ?? '/';
  return new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
}

/**
 * Compares a host's handlers with its contract: an operation without a handler, or a handler
 * for no operation, is a mistake the host must not start with.
 */
export function findContractGaps(spec: OpenApiDocument, handlers: OperationHandlers) {
  const operationIds = new Set(listOperationIds(spec));
  const handlerIds = new Set(Object.keys(handlers));
  return {
    unimplemented: [...operationIds].filter((id) => !handlerIds.has(id)),
    orphans: [...handlerIds].filter((id) => !operationIds.has(id)),
  };
}

/** The handlers of a contract's security schemes, keyed by scheme name (`bearerAuth`). */
export type SecurityHandlers = Record<string, SecurityHandler>;

/**
 * Mounts a host's routes from its contract: paths, methods and request schemas come from the
 * OpenAPI document (fastify-openapi-glue), handlers are looked up by operationId, and, when
 * `validateResponses` is on, every 2xx JSON answer is checked against its response schema so a
 * handler that drifts from the contract fails loudly in development and tests. Operations with a
 * `security` requirement run the matching `securityHandlers` first; a scheme the contract uses
 * without a handler stops the host from starting, so nothing is left open by omission.
 */
export async function registerContract(
  app: FastifyInstance,
  options: {
    spec: OpenApiDocument;
    handlers: OperationHandlers;
    validateResponses: boolean;
    securityHandlers?: SecurityHandlers;
  },
): Promise<void> {
  const { unimplemented, orphans } = findContractGaps(options.spec, options.handlers);
  if (unimplemented.length > 0 || orphans.length > 0) {
    throw new Error(
      `Handlers do not match the contract: unimplemented ${unimplemented.join(', ') || '-'}; ` +
        `orphans ${orphans.join(', ') || '-'}`,
    );
  }
  if (options.validateResponses) {
    app.addHook('preSerialization', validateResponse);
  }
  const unguarded = listSecuritySchemes(options.spec).filter(
    (name) => !options.securityHandlers?.[name],
  );
  if (unguarded.length > 0) {
    throw new Error(`No security handler for ${unguarded.join(', ')}`);
  }
  if (!app.hasRequestDecorator('auth')) {
    app.decorateRequest('auth', null);
  }
  await app.register(openapiGlue, {
    specification: options.spec,
    securityHandlers: { ...options.securityHandlers },
    prefix: contractPrefix(options.spec),
    operationResolver: (operationId: string) => {
      const handler = options.handlers[operationId];
      if (!handler) {
        throw new Error(`No handler for ${operationId}`);
      }
      return handler;
    },
  });
}

type ResponseSchemas = Record<
  string,
  { content?: Record<string, { schema?: unknown }> } | undefined
>;

async function validateResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode >= 400) {
    return payload;
  }
  const responses = request.routeOptions.schema?.response as ResponseSchemas | undefined;
  const status = String(reply.statusCode);
  const entry =
    responses?.[status] ?? responses?.[`${status[0] ?? ''}XX`] ?? responses?.['default'];
  const schema = entry?.content?.['application/json']?.schema;
  if (!schema || typeof schema !== 'object') {
    return payload;
  }
  const validate = request.compileValidationSchema(schema);
  if (!validate(payload)) {
    throw new AppError('INTERNAL_SERVER_ERROR', {
      message: `Response of ${request.routeOptions.url ?? request.url} breaks the contract`,
      cause: validate.errors,
    });
  }
  return payload;
}
