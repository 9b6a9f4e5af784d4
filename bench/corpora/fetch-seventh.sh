#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the seventh evaluation set: four
# more documentation sets nobody tuned the ranking on, one of each format (Javadoc, roff man pages generated from
# AsciiDoc, a hand-written HTML site, Markdown with YAML front matter), three from Debian apt (bookworm) and one from
# the npm registry. Needs: apt-get update done once; dpkg-deb; npm; tar. Idempotent (downloads are kept in
# <dir>/raw/dl7). ~11 MB download (8 MB of it imagemagick-6-doc, whose generated API pages are not used).
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl7

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs libsuper-csv-java-doc=2.4.0-3 nut-client=2.8.0-7 nut-server=2.8.0-7 nut-snmp=2.8.0-7 \
  libupsclient-dev=2.8.0-7 imagemagick-6-doc=8:6.9.11.60+dfsg-1.6+deb12u11

# supercsv: Javadoc (JDK 11 doclet) for Super CSV 2.4.0, the whole api/ folder as shipped: class pages of
# org.supercsv.io (readers, writers, tokenizer), .prefs (CsvPreference and its Builder), .cellprocessor (with .constraint
# and .ift), .comment, .encoder, .quote, .exception and .util, their class-use pages, package summaries, trees and use
# pages, index-all.html, the search scripts and their zips, and the bundled jQuery. Images dropped.
deb_folder supercsv libsuper-csv-java-doc usr/share/doc/libsuper-csv-java/api

# nut: the Network UPS Tools 2.8.0 man pages, written in AsciiDoc and converted to roff by a2x (DocBook XSL), as Debian
# installs them (gzipped, in man3/, man5/, man8/): from nut-client (upsmon, upsc, upscmd, upsrw, upslog, upssched and
# nut.conf, upsmon.conf, upssched.conf), nut-server (upsd, upsdrvctl, ups.conf, upsd.conf, upsd.users, nut-scanner and
# one page per driver: usbhid-ups, nutdrv_qx, blazer_usb, apcsmart, dummy-ups, ...), nut-snmp (snmp-ups) and
# libupsclient-dev (the upsclient C library: upscli_connect, upscli_get, upscli_list_start, ...). Every other file of
# those packages is left out.
man_pages nut nut-client nut-server nut-snmp libupsclient-dev

# imagemagick: the ImageMagick 6.9.11 web site as imagemagick-6-doc ships it in html/: the hand-written pages of
# legacy.imagemagick.org (index.html, and in www/ the command-line tools convert, mogrify, identify, compare, montage,
# ..., command-line-options.html with every option, command-line-processing.html, formats.html, color.html,
# escape.html, defines.html, fx.html, architecture.html, security-policy.html, resources.html, the install pages,
# perl-magick.html, the changelog, ...) and www/Magick++/ (the C++ API's hand-written pages). The MagickCore and
# MagickWand pages generated from the C sources (www/api/), the example sources and configuration files (www/source/),
# CSS, JS, images and figures dropped.
x imagemagick-6-doc
rm -rf "$C/imagemagick"
cp -r "$DL/x-imagemagick-6-doc/usr/share/doc/imagemagick-6-common/html" "$C/imagemagick"
rm -rf "$C/imagemagick/www/api" "$C/imagemagick/www/source" "$C/imagemagick/www/assets" "$C/imagemagick/images"
find "$C/imagemagick" -type f ! -name '*.html' -delete
noimages "$C/imagemagick"

# ---- npm (pinned) ----
# tseslint: the typescript-eslint 6.21.0 rule documentation, docs/ as @typescript-eslint/eslint-plugin ships it: one
# Markdown page per rule in docs/rules/ (what it reports, examples of correct and incorrect code, its options, when not
# to use it), each opening with YAML front matter (description) and a note that the page's primary home is the web
# site. The rest of the package (dist/) is not used.
npm_x @typescript-eslint/eslint-plugin@6.21.0 typescript-eslint-eslint-plugin-6.21.0.tgz tseslint
rm -rf "$C/tseslint"; cp -r "$DL/x-tseslint/docs" "$C/tseslint"
noimages "$C/tseslint"

sizes supercsv nut imagemagick tseslint
