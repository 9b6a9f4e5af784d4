#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the tenth evaluation set: four
# more documentation sets nobody tuned the ranking on, one of each format (Sphinx HTML, Haddock HTML, Texinfo HTML,
# GTK-Doc HTML), all from Debian apt (bookworm). Needs: apt-get update done once; dpkg-deb. Idempotent (downloads are
# kept in <dir>/raw/dl10). ~3.6 MB download (2.9 MB of it the borgbackup-doc package, much of that the web fonts of
# its theme, which are left out).
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl10

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs borgbackup-doc=1.2.4-1 libghc-postgresql-simple-doc=0.6.4-1 diffutils-doc=1:3.8-4 policykit-1-doc=122-3

# borg: the BorgBackup 1.2.4 documentation, the Sphinx HTML site (guzzle theme) as borgbackup-doc ships it in html/:
# the installation guide, quickstart, the FAQ, usage.html with usage/general (repository URLs, environment
# variables, file systems, units, logging, return codes, resource usage) and one page per command (init, create,
# extract, check, prune, compact, list, diff, delete, info, mount, key, upgrade, recreate, tar, serve, config, lock,
# benchmark, ...) with usage/notes, the deployment guides (central backup server, hosting repositories, automated
# local backups, image backups, pull backups), internals/ (security, data structures, frontends and the JSON output),
# changes.html, book.html, development, support, search.html and searchindex.js, objects.inv and _sources/*.rst.txt
# (the reStructuredText each page was built from). The bundled web fonts (_static/fonts, with their own ReadMe pages)
# are left out; images dropped, and so are the symlinks to Debian's copies of jQuery and the Sphinx scripts.
x borgbackup-doc
rm -rf "$C/borg"; cp -r "$DL/x-borgbackup-doc/usr/share/doc/borgbackup/html" "$C/borg"
rm -rf "$C/borg/_static/fonts"
noimages "$C/borg"

# pgsimple: Haddock (2.25.1, linuwial theme) HTML for the Haskell library postgresql-simple 0.6.4, the html/ folder as
# shipped: one page per module (Database.PostgreSQL.Simple, with its long introduction on queries, parameter
# substitution, type conversions, transactions and error handling; .Transaction, .Copy, .Cursor, .LargeObjects,
# .Notification, .FromField, .FromRow, .ToField, .ToRow, .Types, .Time, .Range, .HStore, .Arrays, .Errors, .SqlQQ,
# .TypeInfo, .Newtypes, .Vector, ...), the contents page, the identifier index (doc-index-*.html), the hyperlinked
# source (src/, one page per module, the doc comments included), the Hoogle database postgresql-simple.txt, meta.json
# and the bundled script and style sheets. Debian's own files (changelog, copyright, buildinfo) are left out; images
# dropped.
deb_folder pgsimple libghc-postgresql-simple-doc usr/share/doc/libghc-postgresql-simple-doc/html

# diffutils: the GNU diffutils 3.8 manual ("Comparing and Merging Files"), Texinfo HTML from makeinfo (Texinfo 6.8)
# split one page per chapter as diffutils-doc ships it, with a small redirect page for every node inside a chapter:
# comparison methods, ignoring white space, blank lines and case, binary files,
# the output formats (normal, context, unified, side by side, ed scripts, if-then-else and line group formats),
# comparing directories, making patches, merging with diff3 and sdiff, patch (input, directories, backups, rejects,
# reversed patches, fuzz), invoking cmp, diff, diff3, patch and sdiff with every option, and the concept index.
# Debian's own files (changelog, copyright) are left out.
x diffutils-doc
rm -rf "$C/diffutils"; cp -r "$DL/x-diffutils-doc/usr/share/doc/diffutils" "$C/diffutils"
noimages "$C/diffutils"

# polkit: the polkit 122 reference manual, GTK-Doc HTML (DocBook XSL) as policykit-1-doc ships it in html/: the
# manual pages as reference pages (polkit(8) with actions, implicit authorizations, annotations and JavaScript
# authorization rules; polkitd(8), pkexec(1), pkcheck(1), pkaction(1), pkttyagent(1)), the overview chapters
# (introduction, architecture, authentication agents, writing polkit applications), the libpolkit-gobject-1 API
# (PolkitAuthority, PolkitSubject, PolkitUnixProcess, PolkitIdentity, PolkitDetails, PolkitAuthorizationResult,
# PolkitPermission, PolkitTemporaryAuthorization, ...), the libpolkit-agent-1 API (PolkitAgentListener,
# PolkitAgentSession, PolkitAgentTextListener), the D-Bus interfaces, the index, the annotation glossary, the licence,
# the style sheet and the devhelp2 file. Debian's own files (changelog, copyright, NEWS.Debian.gz) are left out;
# images (the navigation arrows and three diagrams) dropped.
x policykit-1-doc
rm -rf "$C/polkit"; cp -r "$DL/x-policykit-1-doc/usr/share/doc/policykit-1-doc/html" "$C/polkit"
noimages "$C/polkit"

sizes borg pgsimple diffutils polkit
