#!/usr/bin/env bash
# ESLint over the whole workspace, one process per package: type-aware rules load a TypeScript
# program per tsconfig, and one process holding every package's program went past V8's 4 GB heap
# (apps/web alone holds 2 GB). ESLint is single-threaded, so two packages are linted at a time
# (one per core), the largest first. The last pass lints everything outside the packages, so no
# file is left out.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
parts=()
for part in apps/middleware apps/web apps/* packages/* e2e; do
  if [[ -d "$part" && " ${parts[*]-} " != *" $part "* ]]; then
    parts+=("$part")
  fi
done
# xargs runs every package and exits non-zero when any of them failed.
printf '%s\0' "${parts[@]}" | xargs -0 -P 2 -I {} eslint {} --max-warnings 0
eslint . --max-warnings 0 --ignore-pattern 'apps/**' --ignore-pattern 'packages/**' \
  --ignore-pattern 'e2e/**'
