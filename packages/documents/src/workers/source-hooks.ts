// Lets plain `node` run the workspace's TypeScript sources the way vitest and tsc see them: our
// packages through their `@folio/source` export condition, and extensionless relative imports
// (`./engine`, `./parse`) as `.ts` files or folder `index.ts`; Node strips the types itself.
// Loaded with `--import` into a worker thread started from source (tests), and imported first by
// the benches in scripts/bench.
import { existsSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const SOURCE_CONDITION = '@folio/source';

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The `.ts` file an extensionless relative import means, if there is one. */
function toTypeScript(specifier: string, parentURL: string | undefined): string | undefined {
  if (
    !parentURL?.endsWith('.ts') ||
    !/^\.\.?\//u.test(specifier) ||
    /\.[cm]?[jt]s$/u.test(specifier)
  ) {
    return undefined;
  }
  const base = new URL(specifier, parentURL);
  for (const candidate of [`${base.href}.ts`, `${base.href}/index.ts`]) {
    if (isFile(fileURLToPath(candidate))) {
      return candidate;
    }
  }
  return undefined;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const typeScript = toTypeScript(specifier, context.parentURL);
    if (typeScript !== undefined) {
      return { url: typeScript, format: 'module-typescript', shortCircuit: true };
    }
    const conditions = [...(context.conditions ?? []), SOURCE_CONDITION];
    return nextResolve(specifier, { ...context, conditions });
  },
});
