#!/usr/bin/env bash
# Installs, builds and opens Tally on the bundled sample profile (a real valgrind run).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/build.sh"
exec "$root/build/app/tally" --report "$@" "$root/resources/sample/callgrind.out.sample"
