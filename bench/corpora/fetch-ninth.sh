#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the ninth evaluation set: four
# more documentation sets nobody tuned the ranking on, one of each format (Javadoc, roff man pages generated from
# DocBook, a hand-written HTML site, Markdown with Hugo front matter), all from Debian apt (bookworm). Needs: apt-get
# update done once; dpkg-deb; gzip. Idempotent (downloads are kept in <dir>/raw/dl9). ~12.6 MB download (8.4 MB of it
# the etcd-server package and 2.7 MB the lxc package, whose programs are not used).
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl9

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs libh2-java-doc=2.1.214-1 lxc=1:5.0.2-1+deb12u4 lp-solve-doc=5.5.2.5-2 etcd-server=3.4.23-4+b4

# h2: Javadoc (JDK 11 doclet) for the H2 Database Engine 2.1.214, the whole api/ folder as shipped: class pages of
# org.h2.api (ErrorCode with every error code, Trigger, AggregateFunction, DatabaseEventListener, JavaObjectSerializer,
# TableEngine, CredentialsValidator, UserToRolesMapper, Interval, H2Type, ...), org.h2.tools (Server, Console, Shell,
# Backup, Restore, Script, RunScript, Recover, Csv, ChangeFileEncryption, CreateCluster, DeleteDbFiles, Upgrade,
# SimpleResultSet, TriggerAdapter, ...), org.h2.jdbc and org.h2.jdbcx (JdbcConnectionPool, JdbcDataSource, ...),
# org.h2.fulltext (FullText, FullTextLucene) and org.h2.engine (DbSettings, SysProperties, Mode, Constants,
# SessionLocal, ...), package summaries and trees (no class-use pages), index-all.html, the search scripts and their
# zips, and the bundled jQuery. Images dropped.
deb_folder h2 libh2-java-doc usr/share/doc/libh2-java/api

# lxc: the LXC 5.0.2 man pages, written in DocBook SGML and converted to roff by docbook2X, as the lxc package
# installs them (gzipped, in man1/, man5/, man7/ and man8/): lxc(7), one page per command (lxc-attach, lxc-start,
# lxc-stop, lxc-create, lxc-copy, lxc-snapshot, lxc-execute, lxc-console, lxc-ls, lxc-info, lxc-cgroup, lxc-device,
# lxc-monitor, lxc-wait, lxc-autostart, lxc-checkpoint, lxc-usernsexec, lxc-user-nic, ...), lxc.container.conf(5) with
# every lxc.* key, lxc.system.conf(5), lxc.conf(5), lxc-usernet(5) and pam_cgfs(8). The Japanese and Korean
# translations, the two symlinked pages (lxc-unpriv-attach, lxc-unpriv-start) and every other file are left out.
man_pages lxc lxc

# lpsolve: the lp_solve 5.5 reference guide as lp-solve-doc ships it: hand-written HTML pages (.htm), one per API
# function (set_timeout, set_scaling, set_presolve, solve, get_sensitivity_rhs, put_msgfunc, read_lp, write_mps, ...),
# the concept pages (lp_solve.htm for the command-line program, lp-format, mps-format, sensitivity, scaling,
# semi-cont, SOS, free, absolute, Infeasible, formulate, noint, ...), the format converters (XLI, CPLEX, Xpress,
# MathProg, Zimpl, ...), the drivers for other languages (Python, PHP, MATLAB, Octave, R, Java, ...), the FAQ and the
# frameset index. The Java wrapper's Javadoc (Java/docs/api, another format) and Debian's own files (changelog,
# copyright, README.txt.gz, NEWS.Debian.gz, the gzipped HTML Help indexes *.chw.gz) are left out; images dropped.
x lp-solve-doc
rm -rf "$C/lpsolve"; cp -r "$DL/x-lp-solve-doc/usr/share/doc/lp-solve-doc" "$C/lpsolve"
rm -rf "$C/lpsolve/Java/docs/api"
rm -f "$C/lpsolve"/*.gz "$C/lpsolve/copyright"
noimages "$C/lpsolve"

# etcd: the etcd 3.4.23 documentation as the etcd-server package ships it: the Markdown sources of the Hugo site
# (etcd.io), most pages opening with front matter (title): op-guide/ (configuration flags, clustering, runtime
# reconfiguration, security, authentication, maintenance, recovery, monitoring, performance, hardware, failures,
# gateway, gRPC proxy, ...), dev-guide/ (interacting_v3 with etcdctl, the API references, the gRPC gateway, limits,
# gRPC naming, local clusters), learning/ (API, guarantees, data model, glossary, learner, auth and client design),
# upgrades/, platforms/, the FAQ, tuning, metrics, benchmarks/ and the older v2/ pages. Debian gzips the larger files
# (name.md.gz); they are unzipped here to name.md, so that every checker reads them. Debian's own files (changelog,
# copyright, TODO.Debian) are left out; images dropped.
x etcd-server
rm -rf "$C/etcd"; cp -r "$DL/x-etcd-server/usr/share/doc/etcd-server" "$C/etcd"
rm -f "$C/etcd"/changelog.Debian*.gz "$C/etcd/copyright" "$C/etcd/TODO.Debian"
find "$C/etcd" -name '*.gz' -exec gzip -d -f {} +
noimages "$C/etcd"

sizes h2 lxc lpsolve etcd
