#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the nineteenth evaluation set,
# the first of AsciiDoc sources (.adoc, .asciidoc, as a repository or package ships them unbuilt), written at stop 42
# after libdocs learned to read them: FreeRADIUS's Antora documentation, Kakoune's manual pages, rdiff-backup's
# documents and openQA's manual, from Debian apt (bookworm). Needs: apt-get update done once; dpkg-deb. Idempotent
# (downloads are kept in <dir>/raw/dl19). ~2.6 MB download (the FreeRADIUS server package is most of it).
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl19

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs freeradius=3.2.1+dfsg-4+deb12u1 kakoune=2022.10.31-1 rdiff-backup=2.2.2-1 openqa-doc=4.6.1674490999.b00c12673-2

# freeradius: FreeRADIUS 3.2's documentation as Antora sources (antora/modules/*/pages/*.adoc, some gzipped): the
# unlang policy language (one page per keyword: if, switch, foreach, update, the conditions and return codes, ...),
# how-tos (DHCP, proxying and RadSec), installation and upgrading. The server's other files are left out.
deb_folder freeradius freeradius usr/share/doc/freeradius/antora

# kakoune: the Kakoune editor's manual pages as it ships them for its :doc command (AsciiDoc, .asciidoc): commands,
# options, keys, modes, mappings, hooks, highlighters, faces, registers, expansions, regex, scopes, the FAQ and the
# changelog, plus the three tool pages of rc/tools/. Everything else of the package is left out.
x kakoune
rm -rf "${C:?}/kakoune"; mkdir -p "$C/kakoune/tools"
cp "$DL/x-kakoune/usr/share/kak/doc/"*.asciidoc "$C/kakoune/"
cp "$DL/x-kakoune/usr/share/kak/rc/tools/"*.asciidoc "$C/kakoune/tools/"

# rdiff-backup: rdiff-backup 2.2's documents (AsciiDoc, most gzipped) as the package installs them in
# /usr/share/doc/rdiff-backup: README, FAQ, examples, migration, the changelog, the developer and Windows notes and
# credits. Debian's own files (copyright, changelog.Debian) and the man pages are left out.
x rdiff-backup
rm -rf "${C:?}/rdiffbackup"; mkdir -p "$C/rdiffbackup"
cp "$DL/x-rdiff-backup/usr/share/doc/rdiff-backup/"*.adoc* "$C/rdiffbackup/"

# openqa: openQA's manual (AsciiDoc, .asciidoc, most gzipped) as openqa-doc installs it in /usr/share/doc/openqa: the
# starter guide, installing, the users' guide, writing tests, networking, the client, containerized setup, external
# results, pitfalls, branding and contributing. Pictures are left out.
deb_folder openqa openqa-doc usr/share/doc/openqa

sizes freeradius kakoune rdiffbackup openqa
