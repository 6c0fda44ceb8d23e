// `pnpm gen`: regenerates packages/sdk/src/generated/ from openapi/*.yaml.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { GENERATED_DIR, generateSdk } from '../../packages/sdk/scripts/generate.ts';

const files = await generateSdk();
await mkdir(GENERATED_DIR, { recursive: true });
for (const [name, content] of files) {
  await writeFile(join(GENERATED_DIR, name), content);
  console.log(`wrote packages/sdk/src/generated/${name}`);
}
