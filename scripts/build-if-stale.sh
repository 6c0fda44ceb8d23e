#!/usr/bin/env bash
# Builds the workspace unless nothing it is built from changed since the last build.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
STAMP="node_modules/.folio-build-stamp"
current="$(git ls-files -co --exclude-standard -- apps packages openapi pnpm-lock.yaml \
  | grep -v '/dist/' | xargs -d '\n' sha256sum 2>/dev/null | sha256sum | cut -c1-64)"
if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$current" ]]; then
  exit 0
fi
echo "[build] building the workspace" >&2
pnpm run build >/dev/null
echo "$current" >"$STAMP"
