#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the fifth evaluation set: four
# more documentation sets nobody tuned the ranking on, one of each format (an Asciidoctor-built HTML man page, a
# hand-written HTML manual, Javadoc, Markdown with Jekyll front matter), three from Debian apt (bookworm) and one from
# the npm registry. Needs: apt-get update done once; dpkg-deb; gzip; npm; tar. Idempotent (downloads are kept in
# <dir>/raw/dl5). ~10 MB download (8 MB of it the aframe tarball, whose built bundles are not used).
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl5

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs ccache=4.8+really4.7.5-1 proftpd-doc=1.3.8+dfsg-4+deb12u5 libcommons-codec-java-doc=1.15-1

# ccache: ccache 4.7.5's documentation, Asciidoctor 2.0.18 HTML as Debian ships it in the ccache package: the man page
# ccache(1) (which is also the whole manual) as manual.html, and the release notes, shipped gzipped as
# changelog.html.gz and unzipped here to news.html. The AsciiDoc source (MANUAL.adoc.gz), the plain-text changelogs
# and README.md beside them are not used.
x ccache
rm -rf "$C/ccache"; mkdir -p "$C/ccache"
cp "$DL/x-ccache/usr/share/doc/ccache/manual.html" "$C/ccache/manual.html"
gzip -dc "$DL/x-ccache/usr/share/doc/ccache/changelog.html.gz" >"$C/ccache/news.html"

# proftpd: the ProFTPD 1.3.8 documentation, hand-written HTML as proftpd-doc ships it: the core module pages
# (modules/), the contributed module pages (contrib/), the how-tos (howto/), the directive index (directives/), the
# FAQ (faq.html) and utility pages (utils/). Sample configurations, changelogs, NEWS and the misc/ READMEs dropped.
x proftpd-doc
rm -rf "$C/proftpd"; cp -r "$DL/x-proftpd-doc/usr/share/doc/proftpd-doc" "$C/proftpd"
rm -rf "$C/proftpd/examples" "$C/proftpd/misc"
find "$C/proftpd" -maxdepth 1 -type f ! -name '*.html' -delete
noimages "$C/proftpd"

# commonscodec: Javadoc (JDK 11 doclet) for Apache Commons Codec 1.15, the whole api/ folder as shipped: class pages,
# package summaries, class-use pages, index-all.html, search scripts and the bundled jQuery. Images dropped.
x libcommons-codec-java-doc
rm -rf "$C/commonscodec"; cp -r "$DL/x-libcommons-codec-java-doc/usr/share/doc/libcommons-codec-java/api" \
  "$C/commonscodec"
noimages "$C/commonscodec"

# ---- npm (pinned) ----
# aframe: the A-Frame 1.7.1 documentation, docs/ as the npm package ships it: one Markdown page per component,
# primitive, core API or guide, each opening with Jekyll-style front matter (title, type, layout: docs,
# parent_section, ...). The rest of the package (dist/ bundles, src/) is not used.
npm_x aframe@1.7.1 aframe-1.7.1.tgz aframe
rm -rf "$C/aframe"; cp -r "$DL/x-aframe/docs" "$C/aframe"
noimages "$C/aframe"

sizes ccache proftpd commonscodec aframe
