import { describe, expect, it } from 'vitest';

import { generateSdk, readGeneratedSdk } from '../scripts/generate';

describe('generated SDK files', () => {
  it('match the contract in openapi/ (run `pnpm gen` after editing a YAML)', async () => {
    const fresh = await generateSdk();
    const committed = await readGeneratedSdk(fresh.keys());
    for (const [name, content] of fresh) {
      expect(committed.get(name), `src/generated/${name} is stale: run pnpm gen`).toBe(content);
    }
  }, 60_000);
});
