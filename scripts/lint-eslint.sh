#!/usr/bin/env bash
# ESLint over the whole workspace, one process per package: type-aware rules load a TypeScript
# program per tsconfig, and one process holding every package's program went past V8's 4 GB heap
# (apps/web alone holds 2 GB). The last pass lints everything outside the packages, so no file
# is left out.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
for part in apps/* packages/* e2e; do
  [[ -d "$part" ]] || continue
  eslint "$part" --max-warnings 0
done
eslint . --max-warnings 0 --ignore-pattern 'apps/**' --ignore-pattern 'packages/**' \
  --ignore-pattern 'e2e/**'
