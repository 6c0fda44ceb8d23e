import { defineConfig } from 'tsup';

// One self-contained `folio` binary; our own packages bundled from source.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  clean: true,
  target: 'node24',
  platform: 'node',
  noExternal: [/^@folio\//],
  // The SDK's dependencies are bundled with it (tus-js-client and its CommonJS helpers, such as
  // proper-lockfile); their `require('path')` of Node built-ins needs a real `require` in ESM.
  banner: {
    js: "import { createRequire as __folioCreateRequire } from 'node:module';\nconst require = __folioCreateRequire(import.meta.url);",
  },
  esbuildOptions(options) {
    options.conditions = ['@folio/source'];
  },
});
