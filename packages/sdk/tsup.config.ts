import { defineConfig } from 'tsup';

// The SDK runs in Node and in browsers: no Node built-ins in src/ but in the `./node` entry
// (src/node.ts), which browsers never import.
export default defineConfig({
  entry: ['src/index.ts', 'src/node.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: [/^node:/],
});
