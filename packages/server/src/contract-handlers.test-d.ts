/**
 * Compile-time tests of `ContractHandlers`: this file is type-checked by `pnpm typecheck`
 * (`tsc -p packages/server`) and never run. Each `@ts-expect-error` marks a mistake the types must
 * refuse; if the typing loosens, the mistake compiles, the directive is unused, and typecheck
 * fails.
 */
import type { ContractHandlers } from './contract-handlers';

type JsonResponse<Body> = {
  headers: { [name: string]: unknown };
  content: { 'application/json': Body };
};

type ErrorResponse = JsonResponse<{ errorCode: string; errorMessage: string }>;

/** Operations in the shape openapi-typescript writes them (`pnpm gen`). */
type FixtureOperations = {
  getHealth: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: { 200: JsonResponse<{ status: 'ok' }>; default: ErrorResponse };
  };
  createName: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': { name: string; note?: string } } };
    responses: {
      200: JsonResponse<{ name: string; isNew: false }>;
      201: JsonResponse<{ name: string; isNew: true }>;
      default: ErrorResponse;
    };
  };
  getPage: {
    parameters: {
      query?: { inline?: boolean };
      header?: never;
      path: { document_id: string; page: number };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: { headers: { [name: string]: unknown }; content: { 'image/jpeg': string } };
      default: ErrorResponse;
    };
  };
  renameName: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: {
      content: {
        'multipart/form-data': { name: string };
        'application/x-www-form-urlencoded': { name: string };
      };
    };
    responses: { 200: JsonResponse<{ name: string; isNew: false }>; default: ErrorResponse };
  };
  uploadFiles: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'multipart/form-data': { json_data: string; file: string[] } } };
    responses: { 201: JsonResponse<{ count: number }>; default: ErrorResponse };
  };
};

type FixtureHandlers = ContractHandlers<FixtureOperations>;

const getHealth: FixtureHandlers['getHealth'] = async () => ({ status: 'ok' });

const createName: FixtureHandlers['createName'] = async (request, reply) => {
  const { name, note } = request.body;
  if (note === undefined) {
    return { name, isNew: false };
  }
  return reply.code(201).send({ name, isNew: true });
};

const getPage: FixtureHandlers['getPage'] = async (request, reply) => {
  const page: number = request.params.page;
  const isInline: boolean | undefined = request.query.inline;
  return reply
    .header('content-disposition', isInline ? 'inline' : 'attachment')
    .send(Buffer.from(`${request.params.document_id}:${page}`));
};

const renameName: FixtureHandlers['renameName'] = async (request) => {
  // A form body, or nothing when the same call comes as multipart (read from the stream).
  // @ts-expect-error the body is undefined for multipart
  void request.body.name;
  return { name: request.body?.name ?? '', isNew: false };
};

const uploadFiles: FixtureHandlers['uploadFiles'] = async (request, reply) => {
  // Multipart is read part by part from the stream: nothing typed in the body.
  // @ts-expect-error the body of a multipart request is unknown
  void request.body.json_data;
  return reply.code(201).send({ count: 0 });
};

/** Every handler, none missing and none extra: compiles. */
export const complete: FixtureHandlers = {
  getHealth,
  createName,
  getPage,
  renameName,
  uploadFiles,
};

// @ts-expect-error a handler is missing (uploadFiles)
export const missing: FixtureHandlers = { getHealth, createName, getPage, renameName };

export const extra: FixtureHandlers = {
  getHealth,
  createName,
  getPage,
  renameName,
  uploadFiles,
  // @ts-expect-error a handler for no operation of the contract
  deleteName: async () => ({ count: 1 }),
};

// @ts-expect-error the contract's status is 'ok'
export const wrongReturn: FixtureHandlers['getHealth'] = async () => ({ status: 'up' });

export const wrongSend: FixtureHandlers['createName'] = async (request, reply) =>
  // @ts-expect-error the 201 body says isNew: true
  reply.code(201).send({ name: request.body.name, isNew: false });

export const undeclaredStatus: FixtureHandlers['createName'] = async (request, reply) =>
  // @ts-expect-error the contract answers 200 or 201, never 202
  reply.code(202).send({ name: request.body.name, isNew: true });

export const unknownField: FixtureHandlers['createName'] = async (request) => {
  // @ts-expect-error the body has name and note, no nickname
  void request.body.nickname;
  return { name: request.body.name, isNew: false };
};

export const wrongParameter: FixtureHandlers['getPage'] = async (request, reply) => {
  // @ts-expect-error the page is a number
  const page: string = request.params.page;
  // @ts-expect-error the query has inline only
  void request.query.download;
  return reply.send(page);
};
