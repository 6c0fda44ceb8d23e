import type { JsonDataOf } from './generated/json-data';
import type { operations as MiddlewareOperations } from './generated/middleware';
import type { operations as ServiceOperations } from './generated/service';
import type { UserContext } from './user-context';

/** An operation of either host whose form body carries `json_data` (SPEC §7). */
export type JsonDataOperation = keyof JsonDataOf;

type Operations = MiddlewareOperations & ServiceOperations;

/** The call's own fields of an operation's `json_data`: all of it but the user context. */
export type JsonDataFields<Op extends JsonDataOperation> = Omit<JsonDataOf[Op], keyof UserContext>;

/**
 * The body of a form operation as the contract types it and openapi-fetch expects it: `json_data`
 * as JSON text, files as `File`s (the name is the one the server stores), other fields as text.
 */
export type FormBodyOf<Op extends JsonDataOperation> =
  Operations[Op]['requestBody']['content']['multipart/form-data'];

/** The parts of a form body besides `json_data`: its files and, for some calls, other fields. */
export type FormPartsOf<Op extends JsonDataOperation> = Omit<FormBodyOf<Op>, 'json_data'>;

/** The parts, optional when the operation requires none (a body of `json_data` only). */
type PartsArgument<Op extends JsonDataOperation> =
  Partial<FormPartsOf<Op>> extends FormPartsOf<Op>
    ? [parts?: FormPartsOf<Op>]
    : [parts: FormPartsOf<Op>];

/** A form body as any form operation has it, which is what the serializer walks. */
type FormFields = {
  json_data: string;
  [name: string]: string | Blob | readonly Blob[] | undefined;
};

/** What openapi-fetch takes for a form operation: spread it into the call's options. */
export type JsonDataForm<Op extends JsonDataOperation> = {
  body: FormBodyOf<Op>;
  /** Sends the body as multipart/form-data; openapi-fetch would otherwise send JSON. */
  bodySerializer: (body: FormFields) => FormData;
};

/**
 * A multipart/form-data body of `body`'s fields: `json_data` first, because the servers read the
 * form part by part and check the user context before any file arrives; then the other fields in
 * order, a list as repeated parts of the same name.
 */
function toFormData(body: FormFields): FormData {
  const form = new FormData();
  const { json_data: jsonData, ...parts } = body;
  form.append('json_data', jsonData);
  for (const [name, value] of Object.entries(parts)) {
    for (const item of [value].flat()) {
      if (item !== undefined) {
        form.append(name, item);
      }
    }
  }
  return form;
}

/**
 * Builds a form operation's body the way the contract describes it (SPEC §7): `json_data` is the
 * operation's contentSchema (the user context plus the call's own fields, typed by
 * `operationId`), the files and any other fields are the body's other parts. Every face builds
 * its form bodies here, so none of them casts a FormData past openapi-fetch's types:
 *
 * ```ts
 * client.POST('/storage/upload', {
 *   ...jsonDataForm('uploadFiles', { ...userContext(user), topico }, { file: [file] }),
 * });
 * ```
 */
export function jsonDataForm<Op extends JsonDataOperation>(
  operationId: Op,
  jsonData: JsonDataOf[Op],
  ...[parts]: PartsArgument<Op>
): JsonDataForm<Op> {
  // Each operation's body type is chosen by `operationId`; the object built here has its shape.
  const body = { json_data: JSON.stringify(jsonData), ...parts } as FormBodyOf<Op>;
  return { body, bodySerializer: toFormData };
}
