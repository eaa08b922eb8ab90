#!/usr/bin/env bash
# Installs the Python package with its test extras into a fresh virtual environment and runs its tests.
# Usage: python/run-tests.sh [pytest arguments...]   Exit code: pytest's.
# The venv lives in $YAS_PY_VENV (default: python/.venv, git-ignored); PIP_ARGS are passed to pip (e.g. --no-index).
# The tests run the Java command line (../yas) to compare trees; without java on the PATH those tests are skipped.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="${YAS_PY_VENV:-$here/.venv}"
python="${PYTHON:-python3}"
if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q ${PIP_ARGS:-} "$here[test]"
cd "$here"
if [ $# -eq 0 ]; then
    set -- tests
fi
set +e
"$venv/bin/pytest" -q -p no:cacheprovider "$@"
exit $?
