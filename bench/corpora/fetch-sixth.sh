#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the sixth evaluation set: four
# more documentation sets nobody tuned the ranking on, one of each format (Javadoc, AsciiDoc man pages shipped as
# Asciidoctor HTML, a hand-written HTML manual, Markdown with YAML front matter), three from Debian apt (bookworm) and
# one from the npm registry. Needs: apt-get update done once; dpkg-deb; npm; tar. Idempotent (downloads are kept in
# <dir>/raw/dl6). ~3.5 MB download.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl6

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs libtypesafe-config-java-doc=1.3.1-2.1 ntpsec-doc=1.2.2+dfsg1-1+deb12u1 slurm-wlm-doc=22.05.8-4+deb12u3

# typesafeconfig: Javadoc (JDK 11 doclet) for Typesafe Config (Lightbend's HOCON library) 1.3.1, the whole api/ folder
# as shipped: class pages of com.typesafe.config, .impl and .parser, package summaries and trees, index-all.html, the
# search scripts and their zips, and the bundled jQuery. The HOCON.md.gz specification and CONTRIBUTING.md beside
# api/ are not used. Images dropped.
deb_folder typesafeconfig libtypesafe-config-java-doc usr/share/doc/libtypesafe-config-java-doc/api

# ntpsec: the NTPsec 1.2.2 documentation, Asciidoctor 2.0.18 HTML as ntpsec-doc ships it in html/: the man pages of
# ntpd, ntpq, ntp.conf (ntp_conf.html), ntp.keys, ntpdig, ntpkeygen, ntpmon, ntptime, ntpwait and the other tools,
# and the rest of the manual (the configuration option pages, refclock drivers, algorithms, quick start, NTS quick
# start), which the man pages share text with. 404.html, pictures, icons, CSS and JS dropped.
x ntpsec-doc
rm -rf "$C/ntpsec"; cp -r "$DL/x-ntpsec-doc/usr/share/doc/ntpsec-doc/html" "$C/ntpsec"
rm -rf "$C/ntpsec/pic" "$C/ntpsec/icons" "$C/ntpsec/404.html"
find "$C/ntpsec" -maxdepth 1 -type f ! -name '*.html' -delete
noimages "$C/ntpsec"

# slurm: the Slurm 22.05.8 documentation as slurm-wlm-doc ships it in html/: SchedMD's hand-written pages (quick
# starts, admin guides, GRES, cgroups, accounting, QOS, job arrays, heterogeneous jobs, FAQ, ...) and, beside them,
# the command and configuration file man pages as man2html output (sbatch.html, slurm.conf.html, ...). PDFs, the
# tutorial tarball, fonts, CSS and images dropped.
x slurm-wlm-doc
rm -rf "$C/slurm"; cp -r "$DL/x-slurm-wlm-doc/usr/share/doc/slurm-wlm/html" "$C/slurm"
find "$C/slurm" -type f ! -name '*.html' -delete
noimages "$C/slurm"

# ---- npm (pinned) ----
# asyncapigen: the AsyncAPI Generator 3.4.1 documentation, docs/ as the npm package ships it: one Markdown page per
# topic (usage, templates, configuration file, hooks, file templates, render engines, the library API, two template
# tutorials, ...), each opening with YAML front matter (title, weight), plus a one-line docs/README.md. The
# jsdoc2md-handlebars/ partials beside them and the rest of the package (lib/) are not used.
npm_x @asyncapi/generator@3.4.1 asyncapi-generator-3.4.1.tgz asyncapi
rm -rf "$C/asyncapigen"; cp -r "$DL/x-asyncapi/docs" "$C/asyncapigen"
rm -rf "$C/asyncapigen/jsdoc2md-handlebars"
noimages "$C/asyncapigen"

sizes typesafeconfig ntpsec slurm asyncapigen
