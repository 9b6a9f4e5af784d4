#!/usr/bin/env bash
# Reproduces the word-association table from an empty folder:
#   download (apt-get download, pinned name=version) -> extract (dpkg-deb -x) -> text (tokenize.ts, the
#   engine's own tokenizer) -> corpus (global line dedupe + deterministic shuffle) -> fastText skip-gram
#   (1 thread) -> nearest-neighbour table (neighbours.py).
# Needs: Debian bookworm apt sources, the `fasttext` package (0.9.2), python3 with numpy, and libdocs' checkout
# at $MAIN (default: this repository) with its node_modules (node, htmlparser2, stemmer).
# Every heavy step runs under `nice -n 10`; fastText uses one thread.
#
# Usage: bash train.sh [stage...]   stages: download extract text corpus train table (default: all)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
MAIN=${MAIN:-$(cd "$HERE/../.." && pwd)}
# Downloads (about 900 MB), text and model go to $WORK, outside the repository.
WORK=${WORK:-${TMPDIR:-/tmp}/libdocs-vectors}
mkdir -p "$WORK"
cd "$WORK"
NODE=$MAIN/node_modules/.bin/node
EPOCH=${EPOCH:-4}
DIM=${DIM:-100}
JOBS=${JOBS:-2}

# Packages used, pinned (Debian 12 "bookworm" main, bookworm-updates and bookworm-security as of 2026-11-24).
# Chosen for programming-documentation prose: HTML (Sphinx, javadoc, rustdoc, haddock, scaladoc, Doxygen,
# gtk-doc, Qt), man pages, texinfo/info, POD, rdoc ri data, plain text.
PACKAGES=(
  linux-doc-6.1=6.1.192-2
  rust-doc=1.63.0+dfsg1-2
  openjdk-17-doc=17.0.21.1+2-1~deb12u1
  python-pandas-doc=1.5.3+dfsg-2
  erlang-doc=1:25.2.3+dfsg-1+deb12u4
  ghc-doc=9.0.2-4
  scala-doc=2.11.12-5
  racket-doc=8.7+dfsg1-1
  python-statsmodels-doc=0.13.5+dfsg-7
  python-scipy-doc=1.10.1-2
  python-sklearn-doc=1.2.1+dfsg-1
  python-astropy-doc=5.2.1-2+deb12u1
  python-sympy-doc=1.11.1-1
  python-dask-doc=2022.12.1+dfsg-2
  python-skimage-doc=0.19.3-8
  python-xarray-doc=2023.01.0-1.1
  groovy-doc=2.4.21-8
  libboost1.81-doc=1.81.0-5+deb12u1
  libgtk-4-doc=4.8.3+ds-2+deb12u1
  libgtk-3-doc=3.24.38-2~deb12u3
  libglib2.0-doc=2.74.6-2+deb12u9
  qtbase5-doc=5.15.8+dfsg-11+deb12u3
  llvm-15-doc=1:15.0.6-4
  clang-15-doc=1:15.0.6-4
  ffmpeg-doc=7:5.1.9-0+deb12u1
  libsdl2-doc=2.26.5+dfsg-1
  cmake-doc=3.25.1-1
  apache2-doc=2.4.71-1~deb12u1
  vim-doc=2:9.0.1378-2+deb12u2
  perl-doc=5.36.0-7+deb12u4
  ruby3.1-doc=3.1.7-1~deb12u2
  python-django-doc=3:3.2.25-0+deb12u7
  python-djangorestframework-doc=3.14.0-2+deb12u1
  python-sqlalchemy-doc=1.4.46+ds1-1
  python-celery-doc=5.2.6-5
  python-kombu-doc=5.2.4-1
  python-pytest-doc=7.2.1-2
  sphinx-doc=5.3.0-4
  python-tornado-doc=6.2.0-3+deb12u4
  python-gevent-doc=22.10.2-3
  python-cherrypy3-doc=18.8.0-2
  python-lxml-doc=4.9.2-1+deb12u1
  python-aiohttp-doc=3.8.4-1+deb12u2
  python-requests-doc=2.28.1+dfsg-1
  python-hypothesis-doc=6.67.1-1
  python-cryptography-doc=38.0.4-3+deb12u1
  python-setuptools-doc=66.1.1-1+deb12u2
  python-psycopg2-doc=2.9.5-1
  python-bottle-doc=0.12.23-1.1
  python-attr-doc=22.2.0-1
  python-eventlet-doc=0.33.1-4
  python-babel-doc=2.10.3-1
  python-mako-doc=1.2.4+ds-1
  python-h5py-doc=3.7.0-8
  python-taskflow-doc=5.0.0-3
  python-keystoneauth1-doc=5.0.0-2
  python-pymongo-doc=3.11.0-1+deb12u1
  python-tooz-doc=3.1.0-3
  python-oslo.config-doc=1:9.0.0-3
  python-oslo.concurrency-doc=5.0.1-3
  python-structlog-doc=22.3.0-2
  python-pint-doc=0.19.2-1
  cython-doc=0.29.32-2
  python-webob-doc=1:1.8.6-3
  python-coverage-doc=6.5.0+dfsg1-2
  python-wtforms-doc=3.0.1-2
  python-ldap-doc=3.4.3-2+deb12u1
  python-dogpile.cache-doc=1.1.8-2
  python-cffi-doc=1.15.1-5
  python-jsonschema-doc=4.10.3-1
  python-tenacity-doc=8.2.1-1
  python-arrow-doc=1.2.3-1
  python-sqlparse-doc=0.4.2-1+deb12u1
  python-graphene-doc=2.1.9-1
  python-future-doc=0.18.2-6
  docutils-doc=0.19+dfsg-6
  manpages-dev=6.03-2
  manpages=6.03-2
  glibc-doc=2.36-9+deb12u14
  bash-doc=5.2.15-2
  autoconf-doc=2.71-3
  gettext-doc=0.21-12
  gnu-standards=2022.03.23-0.1
  libcurl4-doc=7.88.1-10+deb12u15
  libxml2-doc=2.9.14+dfsg-1.3~deb12u6
  libssl-doc=3.0.22-1~deb12u2
  bind9-doc=1:9.18.49-1~deb12u3
  haproxy-doc=2.6.12-1+deb12u4
  varnish-doc=7.1.1-2+deb12u1
  tomcat10-docs=10.1.60-1~deb12u1
  doxygen-doc=1.9.4-4
  binutils-doc=2.40-2
  golang-1.19-doc=1.19.8-2
  nginx-doc=1.22.1-9+deb12u11
  lighttpd-doc=1.4.69-1
  guile-3.0-doc=3.0.8-2
  r-doc-html=4.2.2.20221110-2
  gnuplot-doc=5.4.4+dfsg1-2
  octave-doc=7.3.0-2
  maxima-doc=5.46.0-11
  junit4-doc=4.13.2-3
  ant-doc=1.10.13-1
  gradle-doc=4.4.1-18
  libreoffice-help-en-us=4:7.4.7-1+deb12u14
  # second batch, added when the first gave ~36 M tokens
  twisted-doc=22.4.0-4+deb12u1
  libstdc++-12-doc=12.2.0-14+deb12u1
  libasio-doc=1:1.22.1-1
  derby-doc=10.14.2.0-2
  db5.3-doc=5.3.28+dfsg2-1
  dpdk-doc=22.11.11-0+deb12u1
  pacemaker-doc=2.1.5-1+deb12u1
  crystal-doc=1.6.0+dfsg-3
  wx3.2-doc=3.2.2+dfsg-2
  python-openstackclient-doc=6.0.0-4
  libzookeeper-java-doc=3.8.0-11+deb12u2
  liblogback-java-doc=1:1.2.11-3
  qtcreator-doc=9.0.2-2
  libcommons-collections4-java-doc=4.2-1
  python-sortedcontainers-doc=2.4.0-2
  libopenjfx-java-doc=11.0.11+1-3
)

# Never used, not even indirectly: evaluation corpora and the documentation sets libdocs is judged with.
# (tokenize.ts also skips any file whose path names one of these.)
EXCLUDED=(
  'python3-doc' 'python3.*-doc' 'python3.* manuals (any package shipping the Python manual)'
  'nodejs-doc' 'postgresql-doc-*' 'git-doc' 'docker-doc' 'docker.io docs' 'sqlite3-doc'
  'libcommons-lang3-java-doc' 'libjsoup-java-doc' 'libtracefs-doc' 'postfix-doc' 'libssh-doc'
  "npm's own docs" 'anything of Flask (also python-werkzeug-doc, left out as too close to Flask)'
  'Fastify' 'Axios' 'Commander.js' 'Docusaurus'
)

check_exclusions() {
  local p name
  for p in "${PACKAGES[@]}"; do
    name=${p%%=*}
    if [[ $name =~ ^(python3(\.[0-9]+)?-doc|nodejs-doc|postgresql-doc.*|git-doc|docker.*|sqlite3-doc|libcommons-lang3-java-doc|libjsoup-java-doc|libtracefs-doc|postfix-doc|libssh-doc|npm|.*flask.*|.*fastify.*|.*axios.*|.*commander.*|.*docusaurus.*|python-werkzeug-doc)$ ]]; then
      echo "excluded package in list: $name" >&2
      exit 1
    fi
  done
}

stage_download() {
  check_exclusions
  mkdir -p debs
  (cd debs && nice -n 10 apt-get download "${PACKAGES[@]}")
}

stage_extract() {
  mkdir -p x
  local d p
  for d in debs/*.deb; do
    p=$(basename "$d" | cut -d_ -f1)
    mkdir -p "x/$p"
    nice -n 10 dpkg-deb -x "$d" "x/$p"
  done
}

stage_text() {
  ln -sfn "$MAIN/node_modules" node_modules # lets tokenize.ts resolve htmlparser2 and stemmer
  mkdir -p text
  du -s x/* | sort -rn | awk '{sub("^x/", "", $2); print $2}' > order.txt
  nice -n 10 xargs -P"$JOBS" -I{} "$NODE" "$HERE/tokenize.ts" x/{} {} text/{}.txt < order.txt > stats.tsv
  sort -k4,4nr stats.tsv -o stats.tsv
}

stage_corpus() {
  # Lines repeated across packages (licences, boilerplate) kept once; deterministic shuffle so that the
  # learning rate, which decays over the input, does not favour the packages read first.
  local p
  for p in $(cut -f1 stats.tsv | sort); do cat "text/$p.txt"; done \
    | nice -n 10 awk '!seen[$0]++' \
    | nice -n 10 shuf --random-source=<(yes libdocs) > corpus.txt
  wc -lw corpus.txt
}

stage_train() {
  command -v fasttext > /dev/null || apt-get install -y fasttext=0.9.2+ds-1+b1
  mkdir -p model
  local start=$SECONDS
  nice -n 10 fasttext skipgram -input corpus.txt -output model/skipgram -thread 1 \
    -dim "$DIM" -ws 5 -minCount 10 -neg 5 -t 1e-4 -minn 0 -maxn 0 -epoch "$EPOCH" -lr 0.05 -verbose 2
  echo "training took $((SECONDS - start)) s (epoch $EPOCH, dim $DIM)" | tee model/train.time
}

stage_table() {
  mkdir -p out
  # 1. every alphabetic token (identifier whole forms such as `maxcachesize` included)
  nice -n 10 python3 "$HERE/neighbours.py" model/skipgram.vec out 60000 10 0.5
  python3 "$HERE/samples.py" out/associations.tsv > out/samples.txt
  # 2. plain-word stems only (identifier whole forms told apart by plainwords.py)
  nice -n 10 python3 plainwords.py corpus.txt > plain.txt
  nice -n 10 python3 "$HERE/neighbours.py" model/skipgram.vec out 60000 10 0.5 plain.txt -plain
  python3 "$HERE/samples.py" out/associations-plain.tsv > out/samples-plain.txt
  # 3. plain-word stems, neighbours only among the 15,000 most frequent (the recommended one)
  nice -n 10 python3 "$HERE/neighbours.py" model/skipgram.vec out 60000 10 0.5 plain.txt -plain-pool15k 15000
  python3 "$HERE/samples.py" out/associations-plain-pool15k.tsv > out/samples-plain-pool15k.txt
}

stages=("$@")
[ ${#stages[@]} -gt 0 ] || stages=(download extract text corpus train table)
for s in "${stages[@]}"; do
  echo "== $s $(date -u +%H:%M:%S)"
  "stage_$s"
done
