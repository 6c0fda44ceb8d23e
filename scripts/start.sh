#!/usr/bin/env bash
# `npm start`: installs what is missing, builds, and runs both hosts on the embedded default
# (PGlite, blobs and e-mail outbox in ./data; web app and API on http://localhost:8080).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
FOLIO_SYSTEM_SET=run source scripts/bootstrap.sh
bash scripts/build-if-stale.sh
# Node flags of every serving process (scripts/server-node-flags, also read by the e2e and bench
# launcher, and written in the shebangs of both binaries): 2 MB semi-spaces keep the garbage of
# splitting and merging PDFs from swelling the heap (issue 4); external memory (buffers, PGlite's
# WebAssembly memory) counted in V8's global limit makes its growth start an incremental mark
# instead of a stop-the-world full GC, which stalled health 137-163 ms (issue 17).
# shellcheck disable=SC2046
exec node $(cat scripts/server-node-flags) scripts/start.ts
