#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine: pnpm, the workspace's packages
# and, with --browser, Debian's chromium for the browser tests (browser downloads are impossible here).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--browser" ] && ! command -v chromium >/dev/null 2>&1; then
  SUDO=''; [ "$(id -u)" -ne 0 ] && SUDO='sudo'
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
command -v pnpm >/dev/null 2>&1 || npm install -g pnpm@12 >/dev/null
pnpm install --frozen-lockfile
