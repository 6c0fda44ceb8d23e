// Loaded with `--import` into a worker thread started from source (tests, `@folio/source`): our
// modules import each other without extensions, as the bundler resolves them for dist/. Node's
// type stripping runs the `.ts` files; these hooks find them.
import { registerHooks } from 'node:module';

const RELATIVE = /^\.{1,2}\//u;
const HAS_EXTENSION = /\.[cm]?[jt]s$/u;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const isOurs = context.parentURL?.endsWith('.ts') === true;
    if (isOurs && RELATIVE.test(specifier) && !HAS_EXTENSION.test(specifier)) {
      return nextResolve(`${specifier}.ts`, context);
    }
    return nextResolve(specifier, context);
  },
});
