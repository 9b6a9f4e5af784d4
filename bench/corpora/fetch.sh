#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the second evaluation set: five
# documentation sets in formats the dev set (../shared/eval) lacks, from Debian apt (bookworm) and the npm registry.
# Needs: apt-get update done once; npm; dpkg-deb. Idempotent (downloads are kept in <dir>/raw/dl2). ~14 MB download.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl2

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs libjsoup-java-doc=1.15.3-1 libtracefs-doc=1.6.4-1 postfix-doc=3.7.11-0+deb12u1 libssh-doc=0.10.6-0+deb12u3

# jsoup: Javadoc (JDK 11+ doclet) for jsoup 1.15.3, the whole api/ folder as shipped: class pages, package summaries,
# class-use pages, index-all.html, search scripts.
x libjsoup-java-doc
rm -rf "$C/jsoup"; cp -r "$DL/x-libjsoup-java-doc/usr/share/doc/libjsoup-java/api" "$C/jsoup"

# tracefs: libtracefs 1.6 C API, one HTML man page per function group, generated from AsciiDoc (asciidoc xhtml11).
x libtracefs-doc
rm -rf "$C/tracefs"; mkdir -p "$C/tracefs"
cp "$DL/x-libtracefs-doc/usr/share/doc/libtracefs-doc/"*.html "$C/tracefs/"

# postfix: Postfix 3.7 hand-written HTML site (README guides, OVERVIEW, INSTALL) plus its man pages as HTML
# (postconf.5.html: every main.cf parameter on one 840 KB page). html/ only: the plain-text READMEs beside it duplicate it.
x postfix-doc
rm -rf "$C/postfix"; cp -r "$DL/x-postfix-doc/usr/share/doc/postfix/html" "$C/postfix"

# libssh: libssh 0.10 C API, Doxygen 1.9 HTML as shipped: the tutorial chapters, one page per function group
# (group__libssh__*.html), struct and header-source pages, file/dir listings, search/ pages. Images and maps dropped.
x libssh-doc
rm -rf "$C/libssh"; cp -r "$DL/x-libssh-doc/usr/share/doc/libssh-dev/html" "$C/libssh"
find "$C/libssh" -type f \( -name '*.png' -o -name '*.map' -o -name '*.md5' -o -name '*.svg' \) -delete

# ---- npm tarball (pinned) ----
# npmcli: the npm CLI's own documentation, Markdown pages with YAML front matter (title/section/description),
# docs/content only (docs/output is the same pages rendered to HTML).
tgz=npm-10.9.4.tgz
[ -f "$tgz" ] || tgz=$(npm pack npm@10.9.4 --silent | tail -1)
rm -rf "$DL/x-npm"; mkdir -p "$DL/x-npm"; tar xzf "$tgz" -C "$DL/x-npm" --strip-components=1 package/docs/content
rm -rf "$C/npmcli"; cp -r "$DL/x-npm/docs/content" "$C/npmcli"

sizes jsoup tracefs postfix libssh npmcli
