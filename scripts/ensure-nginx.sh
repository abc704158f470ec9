#!/bin/sh
# Makes sure Debian's nginx (and its brotli_static module) is present, so
# server/nginx.test.ts exercises deploy/nginx.conf instead of skipping.
# Reads: nothing. Writes: system packages via apt-get (needs root or sudo).
# Does not start nginx: Debian's postinst tries to start the system service;
# policy-rc.d below stops that, so no daemon is left listening on port 80.
set -eu

BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

if command -v nginx >/dev/null 2>&1 && [ -f "$BROTLI_MODULE" ]; then
  echo "nginx present: $(nginx -v 2>&1)"
  exit 0
fi

SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ensure-nginx: not root and no sudo; install nginx and libnginx-mod-http-brotli-static by hand" >&2
    exit 1
  fi
fi

POLICY=/usr/sbin/policy-rc.d
CREATED_POLICY=""
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod +x "$POLICY"
  CREATED_POLICY=1
fi
cleanup() { if [ -n "$CREATED_POLICY" ]; then $SUDO rm -f "$POLICY"; fi; }
trap cleanup EXIT

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
# deploy/nginx.conf turns on brotli_static, so the module is part of the requirement.
$SUDO apt-get install -y -q --no-install-recommends nginx libnginx-mod-http-brotli-static

echo "nginx installed: $(nginx -v 2>&1)"
