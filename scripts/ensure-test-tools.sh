#!/usr/bin/env bash
# Makes sure the tools the test suite drives are present: Chromium for the browser
# journeys and the PostgreSQL server for the real-database project. Installs them from
# Debian's packages when missing and we may (root with apt-get); otherwise says how.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if ! command -v initdb >/dev/null && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing test tools: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "The test suite needs: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
