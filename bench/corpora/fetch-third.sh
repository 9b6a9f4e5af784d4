#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the third evaluation set: five
# documentation sets nobody tuned the ranking on (Javadoc, Doxygen, Texinfo HTML, a hand-written HTML guide, a site
# built by MkDocs), all from Debian apt (bookworm). Needs: apt-get update done once; dpkg-deb; gzip. Idempotent
# (downloads are kept in <dir>/raw/dl3). ~2.5 MB download.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl3

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs libcommons-io-java-doc=2.11.0-2 lmdb-doc=0.9.24-1 m4-doc=1.4.19-3 lynx-common=2.9.0dev.12-1 mkdocs-doc=1.4.2+dfsg-2

# commonsio: Javadoc (JDK 11 doclet) for Apache Commons IO 2.11, the whole api/ folder as shipped: class pages, package
# summaries, class-use pages, index-all.html (870 KB), deprecated list, search scripts and zips. Images dropped.
x libcommons-io-java-doc
rm -rf "$C/commonsio"; cp -r "$DL/x-libcommons-io-java-doc/usr/share/doc/libcommons-io-java/api" "$C/commonsio"
noimages "$C/commonsio"

# lmdb: LMDB 0.9.24 C API, Doxygen HTML as shipped: the "Getting Started" page, the public API group (group__mdb.html,
# every mdb_* function and flag), the internal groups (group__internal.html, 640 KB), file pages, header-source
# listing, member indexes, search/ pages. Images dropped.
x lmdb-doc
rm -rf "$C/lmdb"; cp -r "$DL/x-lmdb-doc/usr/share/doc/lmdb-doc/html" "$C/lmdb"
noimages "$C/lmdb"

# m4: the GNU m4 1.4.19 manual, Texinfo (makeinfo) HTML split one page per node, with the macro and concept indexes.
x m4-doc
rm -rf "$C/m4"; mkdir -p "$C/m4"; cp "$DL/x-m4-doc/usr/share/doc/m4/"*.html "$C/m4/"

# lynx: Lynx 2.9.0dev.12's hand-written HTML help, lynx_help/ as shipped: the users guide, the key-stroke help pages,
# the supported-URLs page, and the lynx.cfg reference (body.html, with its two tables of contents cattoc.html and
# alphatoc.html). Debian ships every page gzipped (name.html.gz); they are unzipped here to name.html (links inside
# still say .html.gz), so that every checker reads them.
x lynx-common
rm -rf "$C/lynx"; cp -r "$DL/x-lynx-common/usr/share/doc/lynx-common/lynx_help" "$C/lynx"
find "$C/lynx" -name '*.html.gz' -exec gzip -d -f {} +

# mkdocs: MkDocs 1.4.2's own documentation, the HTML site MkDocs built (mkdocs theme): user guide, dev guide (API,
# plugins, themes), release notes, three redirect stubs, search/search_index.json. Images, fonts and the symlinks
# Debian points at other packages (bootstrap, jquery, font-awesome, lunr) dropped.
x mkdocs-doc
rm -rf "$C/mkdocs"; cp -r "$DL/x-mkdocs-doc/usr/share/doc/mkdocs/html" "$C/mkdocs"
rm -rf "$C/mkdocs/img" "$C/mkdocs/fonts"; noimages "$C/mkdocs"

sizes commonsio lmdb m4 lynx mkdocs
