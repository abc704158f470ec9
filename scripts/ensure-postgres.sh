#!/bin/sh
# Makes sure Debian's PostgreSQL server binaries are present, so the reservations tests can run
# their own throwaway server (server/test-support/postgres.ts: initdb into a temp folder, a free
# port, stopped afterwards). Reads: nothing. Writes: system packages via apt-get (root or sudo).
# Leaves no server running: Debian's postinst creates a "main" cluster and tries to start it;
# policy-rc.d below refuses the start and createcluster.conf.d below skips the cluster.
set -eu

if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "postgresql present: $(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
  exit 0
fi

SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ensure-postgres: not root and no sudo; install Debian's postgresql by hand" >&2
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
# A drop-in, not createcluster.conf itself, so dpkg never asks about a changed conffile.
CLUSTER_CONF_DIR=/etc/postgresql-common/createcluster.d
CLUSTER_CONF="$CLUSTER_CONF_DIR/ensure-postgres-no-main.conf"
CREATED_CLUSTER_CONF=""
if [ ! -e "$CLUSTER_CONF" ]; then
  $SUDO mkdir -p "$CLUSTER_CONF_DIR"
  echo 'create_main_cluster = false' | $SUDO tee "$CLUSTER_CONF" >/dev/null
  CREATED_CLUSTER_CONF=1
fi
cleanup() {
  if [ -n "$CREATED_POLICY" ]; then $SUDO rm -f "$POLICY"; fi
  if [ -n "$CREATED_CLUSTER_CONF" ]; then $SUDO rm -f "$CLUSTER_CONF"; fi
}
trap cleanup EXIT

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends postgresql

echo "postgresql installed: $(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
