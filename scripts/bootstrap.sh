#!/usr/bin/env bash
# Installs what Folio needs to build, run and test, idempotently and quickly when already there.
# A fresh Debian machine has only Node 20 and npm (TOOLCHAIN.md): Node 24 LTS and pnpm come from
# the npm registry into the git-ignored .tools/ folder; Debian packages are installed when root.
#
# Usage: source it (`. scripts/bootstrap.sh`) to get PATH set, or run it.
#   FOLIO_SKIP_SYSTEM=1  skip apt even as root
#   FOLIO_SYSTEM_SET=run|test  which Debian programs to ensure (default: test, the full set)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_VERSION="24.21.0"
PNPM_VERSION="12.21.0"

log() { printf '\033[1;34m[bootstrap]\033[0m %s\n' "$*" >&2; }

ensure_node() {
  local node="$TOOLS/node/bin/node"
  if [[ -x "$node" && "$("$node" -v)" == "v$NODE_VERSION" ]]; then return; fi
  log "installing Node $NODE_VERSION into .tools/node"
  # A separate prefix: the default global prefix holds Debian's node (EEXIST, TOOLCHAIN.md).
  npm install --global --no-audit --no-fund --loglevel=error --prefix "$TOOLS/node" "node@$NODE_VERSION"
}

ensure_pnpm() {
  local pnpm="$TOOLS/pnpm/bin/pnpm"
  if [[ -x "$pnpm" && "$("$pnpm" -v 2>/dev/null)" == "$PNPM_VERSION" ]]; then return; fi
  log "installing pnpm $PNPM_VERSION into .tools/pnpm"
  npm install --global --no-audit --no-fund --loglevel=error --prefix "$TOOLS/pnpm" "pnpm@$PNPM_VERSION"
}

# Debian programs: what `start` needs, plus what the tests need. The service prints HTML with the
# light `chromium-headless-shell`; Playwright drives the full `chromium`.
RUN_PACKAGES=(chromium-headless-shell chromium libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui python3-uno tesseract-ocr tesseract-ocr-spa
  tesseract-ocr-eng poppler-utils qpdf fonts-dejavu-core fonts-urw-base35)
TEST_PACKAGES=(postgresql imagemagick nginx-light)

ensure_system_packages() {
  [[ "${FOLIO_SKIP_SYSTEM:-0}" == "1" ]] && return
  [[ -f /etc/debian_version ]] || return
  local wanted=("${RUN_PACKAGES[@]}")
  [[ "${FOLIO_SYSTEM_SET:-test}" == "test" ]] && wanted+=("${TEST_PACKAGES[@]}")
  local missing=()
  for pkg in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
  done
  [[ ${#missing[@]} -eq 0 ]] && return
  if [[ "$(id -u)" != "0" ]]; then
    log "missing Debian packages (run as root to install them): ${missing[*]}"
    return
  fi
  log "installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null
  apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
}

ensure_dependencies() {
  # pnpm keeps a stamp of the lockfile it installed; skip the (fast anyway) check when unchanged.
  local stamp="$ROOT/node_modules/.folio-lock-stamp"
  local current
  current="$(sha256sum "$ROOT/pnpm-lock.yaml" "$ROOT/package.json" | sha256sum | cut -c1-64)"
  if [[ -f "$stamp" && "$(cat "$stamp")" == "$current" ]]; then return; fi
  log "installing workspace dependencies (frozen lockfile)"
  (cd "$ROOT" && CI=true pnpm install --frozen-lockfile --reporter=append-only >/dev/null)
  echo "$current" >"$stamp"
}

ensure_node
ensure_pnpm
export PATH="$TOOLS/node/bin:$TOOLS/pnpm/bin:$PATH"
ensure_system_packages
ensure_dependencies
