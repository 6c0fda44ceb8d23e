#!/usr/bin/env bash
# Builds the workspace unless nothing it is built from changed since the last build.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
STAMP="node_modules/.folio-build-stamp"
# A tracked file deleted in the working tree is listed by git but has nothing to hash: skipped.
current="$(git ls-files -co --exclude-standard -- apps packages openapi pnpm-lock.yaml \
  | grep -v '/dist/' | while IFS= read -r file; do if [[ -e "$file" ]]; then printf '%s\n' "$file"; fi; done \
  | xargs -d '\n' sha256sum | sha256sum | cut -c1-64)"
if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$current" ]]; then
  exit 0
fi
echo "[build] building the workspace" >&2
pnpm run build >/dev/null
echo "$current" >"$STAMP"
