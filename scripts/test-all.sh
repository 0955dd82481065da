#!/usr/bin/env bash
# Everything CI runs, in the order that fails fastest. `pnpm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says how long the run has taken so far: where CI's minutes go, read off any log.
step() { printf '\n=== %s (at %dm%02ds) ===\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }
trap 'printf "\n=== finished in %dm%02ds ===\n" $((SECONDS / 60)) $((SECONDS % 60))' EXIT

step 'typecheck' && pnpm typecheck
step 'lint' && pnpm lint
step 'unit and integration tests (vitest)' && pnpm test:unit
step 'admin build' && pnpm build
step 'end-to-end (playwright, real server + built admin)' && pnpm test:e2e
step 'route smoke test on the full demo seed (PGlite, and PostgreSQL with TEST_DATABASE_URL)' && pnpm test:smoke
step 'storybook build' && pnpm storybook:build
step 'visual regression and axe of every story' && pnpm test:visual
