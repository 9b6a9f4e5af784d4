#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the eighth evaluation set: four
# more documentation sets nobody tuned the ranking on, one of each format (Javadoc, roff man pages generated from
# AsciiDoc, a hand-written HTML site, Markdown with Jekyll front matter), all from Debian apt (bookworm). Needs:
# apt-get update done once; dpkg-deb; gzip. Idempotent (downloads are kept in <dir>/raw/dl8). ~4.5 MB download (3.4 MB
# of it the git-lfs package, whose program is not used).
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl8

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs libjasypt-java-doc=1.9.3-1 git-lfs=3.3.0-1+deb12u2 s6-doc=2.11.3.2-1 puppetdb-doc=7.12.1-3

# jasypt: Javadoc (JDK 11 doclet) for Jasypt (Java Simplified Encryption) 1.9.3, the whole api/ folder as shipped:
# class pages of org.jasypt.encryption.pbe (StandardPBEStringEncryptor, the pooled encryptors, ...) and its .config
# (SimplePBEConfig, EnvironmentPBEConfig, WebPBEConfig, ...), .digest (StandardStringDigester, ...) and .config,
# .util.password (BasicPasswordEncryptor, StrongPasswordEncryptor, ConfigurablePasswordEncryptor, .rfc2307),
# .util.text, .util.binary, .util.numeric and .util.digest, .properties (EncryptableProperties,
# PropertyValueEncryptionUtils), .salt, .iv, .intf.cli, .intf.service, .web.pbeconfig, .exceptions, .registry,
# .normalization and .commons, their class-use pages, package summaries, trees and use pages, index-all.html, the
# search scripts and their zips, and the bundled jQuery. Images dropped.
deb_folder jasypt libjasypt-java-doc usr/share/doc/libjasypt-java/api

# gitlfs: the Git LFS 3.3.0 man pages, written in AsciiDoc and converted to roff by Asciidoctor, as the git-lfs package
# installs them (gzipped, in man1/ and man5/): git-lfs(1) and one page per command (git-lfs-track, git-lfs-migrate,
# git-lfs-fetch, git-lfs-pull, git-lfs-push, git-lfs-prune, git-lfs-lock, git-lfs-locks, git-lfs-ls-files,
# git-lfs-install, git-lfs-env, git-lfs-fsck, the hook and filter commands, ...) and git-lfs-config(5) with every
# lfs.* setting. Every other file of the package is left out.
man_pages gitlfs git-lfs

# s6: the s6 2.11.3.2 documentation as s6-doc ships it: skarnet.org's hand-written HTML pages, one per program
# (s6-svscan, s6-supervise, s6-svc, s6-svstat, s6-svwait, s6-log, s6-setuidgid, s6-envdir, s6-softlimit,
# s6-notifyoncheck, s6-fdholder-*, s6-ipcserver, s6-sudo, s6-instance-*, ...), the concept pages (overview, why,
# servicedir, scandir, notifywhenup, fifodir, socket-activation, instances, s6-svscan-1 and s6-svscan-not-1, upgrade,
# ...) and libs6/ (the C library's pages: ftrigr, ftrigw, lock, fdholder, accessrules, s6lockd, ...).
x s6-doc
rm -rf "$C/s6"; cp -r "$DL/x-s6-doc/usr/share/doc/s6" "$C/s6"
noimages "$C/s6"

# puppetdb: the PuppetDB 7.12.1 documentation as puppetdb-doc ships it: the Markdown sources of the Jekyll site, each
# page opening with front matter (title, layout, some with canonical): installing, configuring (configure.markdown
# with every puppetdb.conf setting, puppetdb_connection, configure_postgres, postgres_ssl), using, maintaining and
# tuning, scaling, high availability, the CLI, anonymization, FAQ, known issues, release notes, and api/ (the query
# API v4 endpoints, PQL and the AST query language, paging, the command, admin, status, metrics and ext APIs, the
# wire formats). Debian gzips the larger pages (name.markdown.gz); they are unzipped here to name.markdown, so that
# every checker reads them. The site's navigation partial (_puppetdb_nav.html), the DITA map and the images dropped.
x puppetdb-doc
rm -rf "$C/puppetdb"; cp -r "$DL/x-puppetdb-doc/usr/share/doc/puppetdb" "$C/puppetdb"
find "$C/puppetdb" -name '*.gz' -exec gzip -d -f {} +
rm -f "$C/puppetdb/_puppetdb_nav.html" "$C/puppetdb/puppetdb.ditamap"
noimages "$C/puppetdb"

sizes jasypt gitlfs s6 puppetdb
