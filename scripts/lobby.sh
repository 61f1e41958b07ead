#!/usr/bin/env bash
# The two commands of the README. Each installs what it needs on a fresh
# Debian machine with Node 20 and npm, then starts the site or runs every test.
#   bash scripts/lobby.sh start   build site and server, seed on first start, serve http://localhost:3000
#   bash scripts/lobby.sh test    typecheck, lint, the packed packages in a consumer app, unit, server suites on SQLite and PostgreSQL, stories, e2e, visual regression
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.8
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

# Each step says how long the run has taken so far: CI has a time budget, and its log shows where it went.
step() { printf '\n\033[1m==> %s\033[0m (%dm%02ds in)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version)" = "$PNPM_VERSION" ]; then return; fi
  step "installing pnpm $PNPM_VERSION with npm"
  # corepack fails its signature check here (TOOLCHAIN.md); a global npm install works.
  if ! npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    npm install -g --prefix "$HOME/.local" "pnpm@$PNPM_VERSION" >/dev/null
    export PATH="$HOME/.local/bin:$PATH"
  fi
}

ensure_chromium() {
  if [ -x "$CHROMIUM_PATH" ] && fc-list 2>/dev/null | grep -qi 'DejaVu Sans'; then return; fi
  step "installing Debian's chromium and the DejaVu fonts with apt"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
}

# The test command starts a throwaway PostgreSQL and Redis on 127.0.0.1 (scripts/services.mjs): Debian's
# postgresql (initdb, pg_ctl, and as root the postgres user to run them) and redis-server.
ensure_services() {
  local missing=()
  if ! command -v initdb >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    missing+=(postgresql)
  elif [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    missing+=(postgresql)
  fi
  if ! command -v redis-server >/dev/null 2>&1; then missing+=(redis-server); fi
  if [ ${#missing[@]} -eq 0 ]; then return; fi
  step "installing Debian's ${missing[*]} with apt (the tests start their own, on 127.0.0.1)"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  # Debian starts the packaged services; the tests use their own throwaway ones.
  as_root systemctl disable --now redis-server postgresql >/dev/null 2>&1 || true
}

install_deps() {
  step "installing dependencies"
  pnpm install --frozen-lockfile --reporter=append-only 2>&1 | grep -v '^Progress' || { echo "pnpm install failed" >&2; exit 1; }
}

case "${1:-}" in
  start)
    ensure_pnpm
    ensure_chromium
    install_deps
    step "building the site, the operator console and the server"
    pnpm --filter @lobby/site build
    pnpm --filter @lobby/console build
    pnpm --filter @lobby/server build
    step "starting the server on http://localhost:${PORT:-3000}"
    # Plain node on the compiled server, as in production; exec, so Ctrl-C and SIGTERM reach it directly.
    cd apps/server
    exec node --max-semi-space-size=64 dist/main.js
    ;;
  test)
    ensure_pnpm
    ensure_chromium
    ensure_services
    install_deps
    step "typecheck"
    pnpm typecheck
    step "lint"
    pnpm lint
    step "build the site, the operator console, the server and Storybook"
    pnpm --filter @lobby/site build
    pnpm --filter @lobby/console build
    pnpm --filter @lobby/server build
    pnpm --filter @lobby/storybook build
    step "the packages as another brand installs them: pack ui and domain, publint, attw, a throwaway app outside the workspace renders them styled in Chromium"
    node tooling/consumer-check/run.mjs
    step "unit, contract and server tests (on SQLite and on PostgreSQL); every story in Chromium with axe"
    pnpm exec vitest run
    step "e2e journeys (desktop on SQLite, mobile on two processes with PostgreSQL and Redis) and visual regression in Chromium"
    pnpm exec playwright test -c e2e/playwright.config.ts
    ;;
  *)
    echo "usage: bash scripts/lobby.sh start|test" >&2
    exit 2
    ;;
esac
