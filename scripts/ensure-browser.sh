#!/bin/sh
# Makes sure Debian's Chromium is present for the browser tests (Playwright drives it; no
# browser is ever downloaded by a test tool). Reads: nothing. Writes: system packages via apt-get.
set -eu

if [ -x /usr/bin/chromium ]; then
  echo "chromium present: $(/usr/bin/chromium --version 2>/dev/null || echo unknown version)"
  exit 0
fi

SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ensure-browser: not root and no sudo; install Debian's chromium by hand" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
# fonts-liberation gives the size-adjusted font fallbacks their metrics.
$SUDO apt-get install -y -q chromium fonts-liberation
echo "chromium installed: $(/usr/bin/chromium --version)"
