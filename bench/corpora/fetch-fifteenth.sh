#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the fifteenth evaluation set: four
# more documentation sets nobody tuned the ranking on, one of each format the held-back sets use (Javadoc, man pages
# generated from AsciiDoc, a hand-written HTML site, Markdown with YAML front matter), three from Debian apt (bookworm)
# and one from npm. Needs: apt-get update done once; dpkg-deb; npm. Idempotent (downloads are kept in <dir>/raw/dl15).
# ~4.5 MB download.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl15

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs libpostgresql-jdbc-java-doc=42.5.5-0+deb12u1 linux-perf=6.1.192-2 fetchmail=6.4.37-1

# pgjdbc: Javadoc (JDK 17 doclet) for the PostgreSQL JDBC driver 42.5, the whole api/ folder as
# libpostgresql-jdbc-java-doc ships it: org.postgresql (Driver, PGConnection with LISTEN/NOTIFY, COPY, large objects and
# fastpath, PGProperty with every connection property: sslmode, prepareThreshold, loginTimeout, socketTimeout,
# targetServerType, reWriteBatchedInserts, ...; PGStatement, PGNotification), org.postgresql.copy (CopyManager, CopyIn,
# CopyOut), org.postgresql.ds (PGSimpleDataSource, PGPoolingDataSource, PGConnectionPoolDataSource), org.postgresql.jdbc,
# org.postgresql.largeobject, org.postgresql.replication (logical and physical streaming), org.postgresql.ssl
# (factories, LibPQFactory, the hostname verifier), org.postgresql.util (PGobject, PGInterval, PSQLException,
# PSQLState, ...), org.postgresql.geometric, org.postgresql.xa and the rest, with class-use pages, package summaries,
# trees, index-all.html, constant-values.html, the search scripts and indexes and the bundled jQuery. The pictures are
# dropped.
deb_folder pgjdbc libpostgresql-jdbc-java-doc usr/share/doc/libpostgresql-jdbc-java/api

# perf: the Linux perf 6.1 man pages, written in AsciiDoc and converted to roff by Asciidoctor, gzipped in man1/ as
# linux-perf installs them: perf, perf-record, perf-report, perf-stat, perf-top, perf-trace, perf-script (and its
# Perl and Python pages), perf-annotate, perf-probe, perf-list, perf-sched, perf-lock, perf-mem, perf-c2c, perf-kmem,
# perf-kvm, perf-kwork, perf-ftrace, perf-inject, perf-intel-pt, perf-arm-spe, perf-config, perf-daemon, perf-data,
# perf-diff, perf-buildid-cache, perf-archive, perf-bench, perf-timechart, perf-test and the rest. Every other file of
# the package (the binaries, scripts, Python module) is left out.
man_pages perf linux-perf

# fetchmail: fetchmail 6.4's hand-written HTML documentation as the fetchmail package ships it in /usr/share/doc:
# fetchmail-FAQ.html (the long FAQ: building, configuring, multidrop, SSL, server-specific notes for each POP3 and IMAP
# server, how to make fetchmail work with each MTA, runtime errors and hangs, ...), fetchmail-features.html,
# design-notes.html and todo.html. The README files, examples and contrib scripts are left out.
x fetchmail
rm -rf "$C/fetchmail"; mkdir -p "$C/fetchmail"
cp "$DL/x-fetchmail/usr/share/doc/fetchmail/"*.html "$C/fetchmail/"

# ---- npm (pinned) ----
# webdriverio: the WebdriverIO 4.14.4 documentation (the Node.js WebDriver bindings and test runner), docs/ as the npm
# package ships it: Markdown pages, each opening with YAML front matter (name, category, tags, index, title: the block
# the site generator reads): getting started (install, configuration with every option of remote(), the standalone and
# wdio modes, boilerplates, upgrading to v4), usage (selectors, custom commands, event handling, multiremote,
# transferring promises, bindings, the REPL, Selenium Grid, cloud services, autocompletion), the test runner (getting
# started, the configuration file wdio.conf.js with its hooks, frameworks: Mocha, Jasmine, Cucumber; timeouts,
# debugging, organizing suites, retries, page objects, the browser object, services, reporters, Jenkins), each service
# and reporter, plugins, api.md, guide.md and index.md. The rest of the package (the source, the bin scripts) is not
# used.
npm_x webdriverio@4.14.4 webdriverio-4.14.4.tgz webdriverio
rm -rf "$C/webdriverio"; cp -r "$DL/x-webdriverio/docs" "$C/webdriverio"
noimages "$C/webdriverio"

sizes pgjdbc perf fetchmail webdriverio
