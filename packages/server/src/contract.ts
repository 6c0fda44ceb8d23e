import { AppError } from '@folio/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';

/** A bundled OpenAPI document, as `pnpm gen` writes it into `@folio/sdk/openapi/*.json`. */
export type OpenApiDocument = {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, unknown>>;
};

/** The handlers of one host, keyed by the operationIds of its contract. */
export type OperationHandlers = Record<string, RouteHandlerMethod>;

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

/**
 * Mounts a host's routes from its contract: paths, methods and request schemas come from the
 * OpenAPI document (fastify-openapi-glue), handlers are looked up by operationId, and, when
 * `validateResponses` is on, every 2xx JSON answer is checked against its response schema so a
 * handler that drifts from the contract fails loudly in development and tests.
 */
export async function registerContract(
  app: FastifyInstance,
  options: { spec: OpenApiDocument; handlers: OperationHandlers; validateResponses: boolean },
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
  await app.register(openapiGlue, {
    specification: options.spec,
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

type ResponseSchemas = Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;

async function validateResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode >= 400) {
    return payload;
  }
  const responses = request.routeOptions.schema?.response as ResponseSchemas | undefined;
  const status = String(reply.statusCode);
  const entry = responses?.[status] ?? responses?.[`${status[0] ?? ''}XX`] ?? responses?.['default'];
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
