// Loaded with `--import` into a worker thread started from source (tests): our modules import
// each other without extensions, and our workspace packages by their `@folio/source` export
// condition, as vitest and the bundler resolve them. Node's type stripping runs the `.ts` files;
// these hooks find them. (The documents toolkit's workers have the first rule alone: they never
// import another workspace package.)
import { registerHooks } from 'node:module';

const RELATIVE = /^\.{1,2}\//u;
const HAS_EXTENSION = /\.[cm]?[jt]s$/u;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const sourceContext = { ...context, conditions: ['@folio/source', ...context.conditions] };
    const isOurs = context.parentURL?.endsWith('.ts') === true;
    if (isOurs && RELATIVE.test(specifier) && !HAS_EXTENSION.test(specifier)) {
      return nextResolve(`${specifier}.ts`, sourceContext);
    }
    return nextResolve(specifier, sourceContext);
  },
});
