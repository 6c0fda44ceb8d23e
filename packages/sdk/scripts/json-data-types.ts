import type { TransformNodeOptions } from 'openapi-typescript';
import ts from 'typescript';

function titleOf(host: string): string {
  return `${host.charAt(0).toUpperCase()}${host.slice(1)}`;
}

/**
 * The TypeScript of the `json_data` maps of every host: operationId to the type of its schema,
 * given as `findJsonDataSchemas` answers it (`#/components/schemas/Name`).
 */
export function renderJsonDataTypes(byHost: ReadonlyMap<string, Map<string, string>>): string {
  const imports: string[] = [];
  const maps: string[] = [];
  for (const [host, schemas] of byHost) {
    const title = titleOf(host);
    imports.push(`import type { components as ${title}Components } from './${host}';`);
    const entries = [...schemas].map(
      ([operationId, ref]) =>
        `    ${operationId}: ${title}Components['schemas']['${ref.split('/').pop() ?? ''}'];`,
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
