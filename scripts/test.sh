#!/usr/bin/env bash
# The one command that runs every test on a fresh Debian machine (the README's test command;
# CI runs it too). Integration tests also run against the local PostgreSQL and Redis when they answer.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --browser

answers() { timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null; }
if [ -z "${TEST_DATABASE_URL:-}" ] && answers 5432; then
  export TEST_DATABASE_URL='postgres://postgres@127.0.0.1:5432/test'
fi
if [ -z "${TEST_REDIS_URL:-}" ] && answers 6379; then
  export TEST_REDIS_URL='redis://127.0.0.1:6379'
fi
echo "TEST_DATABASE_URL=${TEST_DATABASE_URL:-<unset: PGlite only>} TEST_REDIS_URL=${TEST_REDIS_URL:-<unset>}"

pnpm test
