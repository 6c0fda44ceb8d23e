#!/usr/bin/env bash
# `npm start`: installs what is missing, builds, and runs both hosts on the embedded default
# (PGlite, blobs and e-mail outbox in ./data; web app and API on http://localhost:8080).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
FOLIO_SYSTEM_SET=run source scripts/bootstrap.sh
bash scripts/build-if-stale.sh
# The same small young generation as the `folio-service` binary (apps/service/src/cli.ts).
exec node --max-semi-space-size=2 scripts/start.ts
