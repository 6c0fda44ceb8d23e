/** A bundled OpenAPI document, as far as the `json_data` of its form operations goes. */
export type FormContract = {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
};

type Operation = {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } } | undefined> };
};
type FormBodySchema = { properties?: { json_data?: { contentSchema?: { $ref?: string } } } };

const FORM_MEDIA_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];
const SCHEMAS = '#/components/schemas/';

/**
 * The contentSchema of each form operation's `json_data` (SPEC §7: the user context plus the
 * call's own fields), by operationId, as a reference into the document
 * (`#/components/schemas/UploadJsonData`). The generator types the form builder by it and the
 * servers validate by it. A `json_data` without a contentSchema is a contract mistake, thrown:
 * every face would have to guess what goes in it.
 */
export function findJsonDataSchemas(contract: FormContract): Map<string, string> {
  const found = new Map<string, string>();
  const schemaAt = (ref: string | undefined): FormBodySchema | undefined =>
    ref?.startsWith(SCHEMAS)
      ? (contract.components?.schemas?.[ref.slice(SCHEMAS.length)] as FormBodySchema | undefined)
      : undefined;
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item) as Operation[]) {
      for (const media of FORM_MEDIA_TYPES) {
        const body = schemaAt(operation.requestBody?.content?.[media]?.schema?.$ref);
        const jsonData = body?.properties?.json_data;
        if (jsonData === undefined || operation.operationId === undefined) {
          continue;
        }
        const ref = jsonData.contentSchema?.$ref;
        if (ref === undefined || !ref.startsWith(SCHEMAS)) {
          throw new Error(`${operation.operationId}: json_data has no contentSchema`);
        }
        found.set(operation.operationId, ref);
      }
    }
  }
  return found;
}
