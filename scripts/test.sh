#!/usr/bin/env bash
# `npm test`: installs what is missing, then runs every test in CI's order: lint, typecheck, unit
# tests, API tests on PGlite, the database-backed tests and API tests again on a real PostgreSQL
# started here and stopped after (with every blob in a local S3 server's buckets, as a scaled-out
# deployment keeps them), CLI tests against the built binary, browser tests in Chromium.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/bootstrap.sh

# Each step prints the minutes spent so far, so a slow stage shows in CI's log.
step() { printf '\n\033[1;32m== %s\033[0m (%d min %02d s in)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

step "build"
bash scripts/build-if-stale.sh
step "lint"
pnpm run lint
step "typecheck"
pnpm run typecheck
step "unit tests (PGlite)"
pnpm run test:unit
step "API tests (PGlite)"
pnpm run test:api

step "PostgreSQL and S3: database tests and API tests again"
PG_DIR="$(mktemp -d /tmp/folio-pg-XXXXXX)"
PG_PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
trap 'bash scripts/postgres.sh stop "$PG_DIR"' EXIT
FOLIO_TEST_DATABASE_URL="$(bash scripts/postgres.sh start "$PG_DIR" "$PG_PORT")"
export FOLIO_TEST_DATABASE_URL
# Only the middleware tests that open a database (they import src/db/testing.ts): the rest ran
# above and do not depend on the engine.
pnpm --filter @folio/middleware test:database
FOLIO_TEST_S3=1 pnpm run test:api
bash scripts/postgres.sh stop "$PG_DIR"
trap - EXIT
unset FOLIO_TEST_DATABASE_URL

step "CLI tests (built binary)"
pnpm run test:cli
step "browser tests (Chromium)"
pnpm run test:web
step "all tests passed"
