#!/bin/bash
# A third documentation pool in no evaluation set, for experiments that learn from documentation (bench/translation,
# bench/pseudo-tune.ts): 30 Debian -doc packages from the pinned download of bench/vectors/train.sh, each indexed
# with libdocs as /debian/<package>. (nginx-doc, manpages-dev, tomcat10-docs and ruby3.1-doc hold no file libdocs
# reads under /usr/share/doc and are reported as failed; 26 libraries result.)
#   bash bench/third-pool.sh OUT_DIR    (WORK as for train.sh: where the .deb files are or go)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
MAIN=$(cd "$HERE/.." && pwd)
OUT=$(mkdir -p "${1:?usage: bench/third-pool.sh OUT_DIR}" && cd "$1" && pwd)
WORK=${WORK:-${TMPDIR:-/tmp}/libdocs-vectors}
export WORK
[ -d "$WORK/debs" ] || bash "$HERE/vectors/train.sh" download
PKGS="python-django-doc python-sqlalchemy-doc python-requests-doc python-celery-doc python-pytest-doc python-aiohttp-doc
  python-tornado-doc libcurl4-doc nginx-doc haproxy-doc varnish-doc apache2-doc bash-doc cmake-doc libssl-doc
  manpages-dev libxml2-doc tomcat10-docs junit4-doc libcommons-collections4-java-doc liblogback-java-doc gettext-doc
  python-attr-doc python-tenacity-doc python-structlog-doc golang-1.19-doc ruby3.1-doc python-babel-doc
  python-mako-doc python-pymongo-doc"
mkdir -p "$OUT/x"
for p in $PKGS; do
  [ -d "$OUT/x/$p" ] || nice -n 10 dpkg-deb -x "$(ls "$WORK"/debs/"${p}"_*.deb | head -1)" "$OUT/x/$p"
  d="$OUT/x/$p/usr/share/doc"
  nice -n 10 "$MAIN/node_modules/.bin/node" --no-warnings "$MAIN/src/cli/main.ts" add "$d" --id "/debian/$p" --name "$p" --data-dir "$OUT/idx" > /dev/null 2>&1 ||
    echo "no documentation libdocs reads in $p" >&2
done
echo "indexed into $OUT/idx"
