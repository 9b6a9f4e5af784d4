#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the fourth evaluation set: four
# documentation sets nobody tuned the ranking on, one of each format (AsciiDoc-built HTML man pages, a hand-written
# HTML manual, Javadoc, Markdown with Jekyll front matter), all from Debian apt (bookworm). Needs: apt-get update done
# once; dpkg-deb; gzip. Idempotent (downloads are kept in <dir>/raw/dl4). ~5 MB download.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl4

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs tig=2.5.5-1 swig4.0-doc=4.1.0-0.2 libcommons-validator-java-doc=1:1.7-1 node-stylus=0.59.0+~0.48.38-2

# tig: tig 2.5.5's documentation, AsciiDoc 10 (xhtml11 backend) HTML as Debian ships it in the tig package: the man
# pages tig(1) and tigrc(5) as tig.1.html and tigrc.5.html, the manual (manual.html) and the release notes
# (NEWS.html). The PDF manual, the changelogs and the example tigrc files beside them are not used.
x tig
rm -rf "$C/tig"; mkdir -p "$C/tig"; cp "$DL/x-tig/usr/share/doc/tig/"*.html "$C/tig/"

# swig: the SWIG 4.1.0 manual, hand-written HTML (chapter numbers and tables of contents added by a script), Manual/
# as shipped: one page per chapter (SWIG.html, SWIGPlus.html, Typemaps.html, Python.html, Java.html, ...), the
# whole-manual table of contents Contents.html, and SWIGDocumentation.html (2.4 MB: every chapter again on one page);
# plus Devel/, the internals notes. The PDF, images and build scripts dropped; Devel's gzipped notes unzipped.
x swig4.0-doc
rm -rf "$C/swig"; cp -r "$DL/x-swig4.0-doc/usr/share/doc/swig4.0-doc" "$C/swig"
rm -f "$C/swig/changelog.gz" "$C/swig/changelog.Debian.gz" "$C/swig/copyright" "$C/swig/Manual/"*.pdf \
  "$C/swig/Manual/"*.py "$C/swig/Manual/"*.gz "$C/swig/Manual/"*.book "$C/swig/Manual/"*.config
find "$C/swig" -name '*.gz' -exec gzip -d -f {} +
noimages "$C/swig"

# commonsvalidator: Javadoc (JDK 17 doclet) for Apache Commons Validator 1.7, the whole api/ folder as shipped: class
# pages, package summaries, class-use pages, index-all.html, search scripts. Images dropped.
x libcommons-validator-java-doc
rm -rf "$C/commonsvalidator"; cp -r "$DL/x-libcommons-validator-java-doc/usr/share/doc/libcommons-validator-java/api" \
  "$C/commonsvalidator"
noimages "$C/commonsvalidator"

# stylus: the Stylus 0.59 language documentation, docs/ as Debian's node-stylus ships it: one Markdown page per topic,
# each with Jekyll front matter (layout, permalink). Debian gzips the larger pages (name.md.gz); they are unzipped
# here to name.md, so that every checker reads them.
x node-stylus
rm -rf "$C/stylus"; cp -r "$DL/x-node-stylus/usr/share/doc/node-stylus/docs" "$C/stylus"
find "$C/stylus" -name '*.md.gz' -exec gzip -d -f {} +
noimages "$C/stylus"

sizes tig swig commonsvalidator stylus
