// Loaded with `node --import` before a TypeScript entry (see worker-process.test.ts). Node runs
// .ts files by stripping types, but resolves `./worker` only if the file is named exactly that;
// our sources import without extensions (bundler style), so this adds `.ts` or `/index.ts`.
import { registerHooks } from 'node:module';

const EXTENSIONS = ['.ts', '/index.ts'];

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const isRelative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!isRelative || /\.[cm]?[jt]s$/.test(specifier)) {
        throw error;
      }
      for (const extension of EXTENSIONS) {
        try {
          return nextResolve(`${specifier}${extension}`, context);
        } catch {
          // Try the next spelling; the original error is the one worth reporting.
        }
      }
      throw error;
    }
  },
});
