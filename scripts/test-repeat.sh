#!/usr/bin/env bash
# Runs one part of the test suite N times and prints how many runs failed, for whoever suspects a
# flaky test. A flaky test fails only sometimes, often only on a loaded machine: `--busy` keeps
# every core spinning beside the runs, as a second suite or a build would.
#
# Usage: pnpm test:repeat [--busy] N PART [ARGS...]
#   PART   all       the whole `npm test` (lint to browser)
#          unit      every package's unit tests       web-unit  the web app's unit tests only
#          api       the API suite (PGlite)           cli       the CLI suite
#          web       the browser suite (Playwright)
#          --        the command that follows, as given
#   ARGS   passed to the part's command: a file or a filter, e.g. `web-unit src/features/files`
# Each failed run's output is kept; the summary names the failing tests it printed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

usage() {
  sed -n '6,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

busy=0
if [[ "${1:-}" == "--busy" ]]; then
  busy=1
  shift
fi
[[ $# -ge 2 && "$1" =~ ^[1-9][0-9]*$ ]] || usage
runs="$1"
part="$2"
shift 2

case "$part" in
  all) command=(bash scripts/test.sh) ;;
  unit) command=(pnpm run test:unit) ;;
  web-unit) command=(pnpm --filter @folio/web exec vitest run) ;;
  api | cli | web) command=(pnpm run "test:$part") ;;
  --) command=() ;;
  *) usage ;;
esac
command+=("$@")
[[ ${#command[@]} -gt 0 ]] || usage

source scripts/bootstrap.sh
# The e2e parts run the built apps; build once here, not inside every run.
[[ "$part" == "web-unit" || "$part" == "unit" ]] || bash scripts/build-if-stale.sh

logs="$(mktemp -d /tmp/folio-repeat-XXXXXX)"
burners=()
stop_burners() {
  for pid in "${burners[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap stop_burners EXIT
if [[ "$busy" == "1" ]]; then
  for _ in $(seq "$(nproc)"); do
    node -e 'for (;;) {}' &
    burners+=("$!")
  done
  echo "[repeat] ${#burners[@]} CPU burners running beside the runs"
fi

failed=0
for run in $(seq "$runs"); do
  log="$logs/run-$run.log"
  started=$SECONDS
  if "${command[@]}" >"$log" 2>&1; then
    echo "[repeat] run $run/$runs passed ($((SECONDS - started)) s)"
    rm -f "$log"
  else
    failed=$((failed + 1))
    echo "[repeat] run $run/$runs FAILED ($((SECONDS - started)) s), output in $log"
    # vitest marks a failed test with ×/FAIL, Playwright with ✘; strip colours before matching.
    sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^\s*(×|✘|FAIL )' | sort -u | head -n 10 |
      sed 's/^/[repeat]   /' || true
  fi
done
echo "[repeat] $failed of $runs runs failed: ${command[*]}"
[[ "$failed" == "0" ]] && rmdir "$logs"
exit $((failed > 0 ? 1 : 0))
