#!/usr/bin/env bash
# Everything CI runs, in the order that fails fastest. `pnpm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step 'typecheck' && pnpm typecheck
step 'lint' && pnpm lint
step 'unit and integration tests (vitest)' && pnpm test:unit
step 'admin build' && pnpm build
step 'end-to-end (playwright, real server + built admin)' && pnpm test:e2e
step 'route smoke test on the full demo seed (PGlite, and PostgreSQL with TEST_DATABASE_URL)' && pnpm test:smoke
step 'storybook build' && pnpm storybook:build
step 'visual regression and axe of every story' && pnpm test:visual
