#!/usr/bin/env bash
# The one command that installs and starts the product on the embedded database: admin + API on
# http://localhost:4000 (PORT overrides), demo data loaded on first start.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
pnpm build
exec pnpm start
