import { defineConfig } from 'tsup';

// The SDK runs in Node and in browsers: no Node built-ins in src/.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
});
