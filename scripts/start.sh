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
# Two malloc arenas: glibc gives every thread (reader workers, PDF workers, libuv) an arena of
# its own that keeps freed memory after the thread ends; with two, the serving process came
# back within 64 MB of idle after the hostile bench instead of 80-112 (issue 17). Also set by
# the e2e and bench launcher (e2e/support/start-servers.ts).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# shellcheck disable=SC2046
exec node $(cat scripts/server-node-flags) scripts/start.ts
