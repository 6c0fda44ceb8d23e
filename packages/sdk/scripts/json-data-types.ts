import type { TransformNodeOptions } from 'openapi-typescript';
import ts from 'typescript';

/** The parts of a bundled OpenAPI document that name each form operation's `json_data` schema. */
export type BundledDocument = {
  paths?: Record<string, Record<string, { operationId?: string; requestBody?: RequestBody }>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
};
type RequestBody = { content?: Record<string, { schema?: { $ref?: string } }> };

const FORM_MEDIA_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];
const SCHEMA_REF = /^#\/components\/schemas\/([^/]+)$/u;

function schemaNameOf(ref: unknown): string | undefined {
  return typeof ref === 'string' ? SCHEMA_REF.exec(ref)?.[1] : undefined;
}

/**
 * The schema name of each form operation's `json_data` (its `contentSchema`, SPEC §7), by
 * operationId, in document order. A form body whose `json_data` has no `contentSchema` is a
 * contract mistake: every face would have to guess what goes in it.
 */
export function findJsonDataSchemas(document: BundledDocument): Map<string, string> {
  const found = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const media of FORM_MEDIA_TYPES) {
        const bodyName = schemaNameOf(operation.requestBody?.content?.[media]?.schema?.$ref);
        const jsonData = bodyName
          ? (document.components?.schemas?.[bodyName]?.properties?.['json_data'] as
              { contentSchema?: { $ref?: string } } | undefined)
          : undefined;
        if (jsonData === undefined || operation.operationId === undefined) {
          continue;
        }
        const name = schemaNameOf(jsonData.contentSchema?.$ref);
        if (name === undefined) {
          throw new Error(`${operation.operationId} (${path}): json_data has no contentSchema`);
        }
        found.set(operation.operationId, name);
      }
    }
  }
  return found;
}

function titleOf(host: string): string {
  return `${host.charAt(0).toUpperCase()}${host.slice(1)}`;
}

/** The TypeScript of the `json_data` maps of every host: operationId to its schema's type. */
export function renderJsonDataTypes(byHost: ReadonlyMap<string, Map<string, string>>): string {
  const imports: string[] = [];
  const maps: string[] = [];
  for (const [host, schemas] of byHost) {
    const title = titleOf(host);
    imports.push(`import type { components as ${title}Components } from './${host}';`);
    const entries = [...schemas].map(
      ([operationId, name]) => `    ${operationId}: ${title}Components['schemas']['${name}'];`,
    );
    maps.push(
      `/** The \`json_data\` of each ${host} form operation (its contentSchema), by operationId. */`,
      `export type ${title}JsonData = {`,
      ...entries,
      '};',
      '',
    );
  }
  const titles = [...byHost.keys()].map((host) => `${titleOf(host)}JsonData`);
  return [
    ...imports,
    '',
    ...maps,
    '/** The `json_data` of every form operation of both hosts, by operationId. */',
    `export type JsonDataOf = ${titles.join(' & ')};`,
    '',
  ].join('\n');
}

/**
 * openapi-typescript's `transform` for file parts: a binary schema of a request (a form's `file`)
 * is a File, a Blob with the name the server stores it under, rather than a string. Binary
 * responses keep their type: they are read with `parseAs`.
 */
export function binaryFieldsAsFiles(
  schema: { format?: unknown },
  options: TransformNodeOptions,
): ts.TypeNode | undefined {
  const isResponse = options.path?.includes('/responses/') !== false;
  return schema.format === 'binary' && !isResponse
    ? ts.factory.createTypeReferenceNode('File')
    : undefined;
}
