import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

/** Fastify hands a handler `{}` for a kind of parameter its route does not declare. */
type NoParameters = Record<string, never>;

/** The parameters an operation takes in one place (`path`, `query`, `header`), or `never`. */
type ParametersIn<Operation, Place extends string> = Operation extends {
  parameters: infer Parameters;
}
  ? Place extends keyof Parameters
    ? NonNullable<Parameters[Place]>
    : never
  : never;

type OrIfNone<Type, Fallback> = [Type] extends [never] ? Fallback : Type;

/**
 * The body of one content type as the handler receives it: the contract's schema, already
 * validated, for JSON, URL-encoded and text; `undefined` for multipart, which @fastify/multipart
 * leaves out of the body for the route to read part by part from the stream.
 */
type ContentBody<Content> = {
  [Type in keyof Content]: Type extends 'multipart/form-data' ? undefined : Content[Type];
}[keyof Content];

/**
 * The body of a request: what any of its content types gives, `undefined` too when the body is
 * optional. Fastify shows a body that can only be `undefined` (multipart alone, or no body in the
 * contract) as `unknown`.
 */
type RequestBody<Operation> = Operation extends { requestBody?: infer Body }
  ? NonNullable<Body> extends { content: infer Content }
    ? ContentBody<Content> | (undefined extends Body ? undefined : never)
    : undefined
  : undefined;

/** A response's body: its JSON schema, nothing for an empty answer, `unknown` for bytes. */
type ResponseBody<Response> = Response extends { content?: infer Content }
  ? [NonNullable<Content>] extends [never]
    ? undefined
    : keyof NonNullable<Content> extends 'application/json'
      ? NonNullable<Content>['application/json' & keyof NonNullable<Content>]
      : unknown
  : unknown;

/**
 * The success answers of an operation by status (`{ 200: ..., 201: ... }`). Errors are thrown
 * as `AppError` and shaped by the errors plugin, so a handler never sends the `default` body.
 */
type SuccessBodies<Operation> = Operation extends { responses: infer Responses }
  ? {
      [
        Status in keyof Responses as `${Status & (string | number)}` extends `2${string}`
          ? Status
          : never
      ]: ResponseBody<Responses[Status]>;
    }
  : never;

type SuccessBody<Operation> = SuccessBodies<Operation>[keyof SuccessBodies<Operation>];

/** Whether every success answer is JSON (or empty), so the reply's payload can be checked. */
type HasTypedSuccess<Operation> = [keyof SuccessBodies<Operation>] extends [never]
  ? false
  : unknown extends SuccessBody<Operation>
    ? false
    : true;

/**
 * The route generic fastify types a request and a reply with. `Reply` is keyed by status, so
 * `reply.code(201).send(body)` takes the 201 body and `reply.code(500)` does not compile; an
 * operation that answers bytes (a PDF, a ZIP, a stream) keeps an unchecked payload. Fastify
 * forgets a chosen status after `.header()`, so a JSON answer sets its headers first, as
 * statements, then returns its body or `reply.code(...).send(body)`.
 */
type ContractRoute<Operation> = {
  Params: OrIfNone<ParametersIn<Operation, 'path'>, NoParameters>;
  Querystring: OrIfNone<ParametersIn<Operation, 'query'>, NoParameters>;
  Headers: OrIfNone<ParametersIn<Operation, 'header'>, unknown>;
  Body: RequestBody<Operation>;
  Reply: HasTypedSuccess<Operation> extends true ? SuccessBodies<Operation> : unknown;
};

/** What `reply.send(payload)` takes before a status is chosen: any of the success bodies. */
type ReplyPayload<Operation> =
  HasTypedSuccess<Operation> extends true ? SuccessBody<Operation> : unknown;

/** The request of one operation: path parameters, query and body typed from the contract. */
export type ContractRequest<Operation> = FastifyRequest<ContractRoute<Operation>>;

/** The reply of one operation: its payload checked against the contract's success bodies. */
export type ContractReply<Operation> = FastifyReply<
  ContractRoute<Operation>,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  FastifySchema,
  FastifyTypeProviderDefault,
  ReplyPayload<Operation>
>;

/**
 * What a handler may give back: a success body (fastify sends it with the route's status), or
 * the reply it has sent itself (`reply.code(201).send(...)`, a stream, a redirect).
 */
type HandlerResult<Operation> = ReplyPayload<Operation> | FastifyReply | void;

/** The handler of one operation of the contract (an entry of openapi-typescript's `operations`). */
export type ContractHandler<Operation> = (
  request: ContractRequest<Operation>,
  reply: ContractReply<Operation>,
) => HandlerResult<Operation> | Promise<HandlerResult<Operation>>;

/**
 * Every handler of a contract, keyed by operationId, each typed by its operation: a missing or
 * extra handler, a body field the contract does not have, or a reply of the wrong shape fails
 * typecheck instead of failing a request. `Operations` is the `operations` interface that
 * `pnpm gen` writes into `@folio/sdk`.
 */
export type ContractHandlers<Operations> = {
  [OperationId in keyof Operations]: ContractHandler<Operations[OperationId]>;
};
