// One ESLint run for the whole repository: `pnpm lint` (eslint . --max-warnings 0).
// The rules live in tooling/eslint-config (STYLE.md §10).
import folio from '@folio/eslint-config';
import { defineConfig } from 'eslint/config';

export default defineConfig(folio);
