#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the sixteenth evaluation set: four
# more documentation sets nobody tuned the ranking on, one of each format the held-back sets use (Javadoc, man pages
# generated from AsciiDoc, a hand-written HTML site, Markdown with YAML front matter), all from Debian apt (bookworm).
# Needs: apt-get update done once; dpkg-deb. Idempotent (downloads are kept in <dir>/raw/dl16). ~1.5 MB download.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl16

fetch_debs libcommons-fileupload-java-doc=1.4-2 trace-cmd=3.1.6-1 lua5.2-doc=5.2.4-3 libjs-bootstrap5-doc=5.2.3+dfsg-8

# fileupload: Javadoc for Apache Commons FileUpload 1.4 (multipart/form-data parsing for servlets and portlets), the
# whole api/ folder as libcommons-fileupload-java-doc ships it: org.apache.commons.fileupload (FileUploadBase with its
# size limits and header handling, FileItem, FileItemStream, FileItemIterator, FileItemFactory, ProgressListener,
# MultipartStream, ParameterParser, the exceptions: SizeLimitExceededException, FileSizeLimitExceededException, ...),
# .disk (DiskFileItemFactory with its size threshold and repository, DiskFileItem), .servlet (ServletFileUpload,
# FileCleanerCleanup, ServletRequestContext), .portlet, .util (Streams, LimitedInputStream, FileItemHeadersImpl) and
# the deprecated classes, with class-use pages, package summaries, trees, index-all.html, the search scripts and the
# bundled jQuery. The pictures are dropped.
deb_folder fileupload libcommons-fileupload-java-doc usr/share/doc/libcommons-fileupload-java/api

# tracecmd: trace-cmd 3.1's man pages as HTML, written in AsciiDoc and converted by AsciiDoc's xhtml11 backend, as
# trace-cmd ships them in /usr/share/doc/trace-cmd/trace-cmd: trace-cmd(1) and one page per command (record, start,
# stop, extract, report, show, reset, list, listen, agent, split, restore, snapshot, stack, stat, profile, hist, mem,
# stream, check-events, set, clear, convert, dump, attach, sqlhist) and trace-cmd.dat(5) and trace-cmd.dat.v6/v7, the
# file formats. The binary, its man pages in roff and the Debian files are left out.
x trace-cmd
rm -rf "$C/tracecmd"; mkdir -p "$C/tracecmd"
cp "$DL/x-trace-cmd/usr/share/doc/trace-cmd/trace-cmd/"*.html "$C/tracecmd/"

# lua: the Lua 5.2 Reference Manual, hand-written HTML as lua5.2-doc ships it in /usr/share/doc/lua5.2: manual.html
# (the whole manual on one 300 KB page: the language, the C API with every lua_* function, the auxiliary library's
# luaL_* functions, the standard libraries: basic functions, coroutines, modules, strings and patterns, tables, math,
# bit32, I/O, OS, debug; the stand-alone interpreter; incompatibilities with 5.1; the complete syntax), contents.html
# (its index of sections and functions), readme.html and the style sheets. The pictures are dropped.
x lua5.2-doc
rm -rf "$C/lua"; mkdir -p "$C/lua"
cp "$DL/x-lua5.2-doc/usr/share/doc/lua5.2/"*.html "$DL/x-lua5.2-doc/usr/share/doc/lua5.2/"*.css "$C/lua/"

# bootstrap: the Bootstrap 5.2 documentation, Markdown pages with YAML front matter (layout, title, description, group,
# toc: the block the project's Hugo site reads) and Hugo shortcodes, as libjs-bootstrap5-doc ships them in
# /usr/share/doc/libjs-bootstrap5, the larger pages gzipped (.md.gz) as Debian installs them: about/, components/
# (accordion, alerts, badge, breadcrumb, buttons, button group, card, carousel, close button, collapse, dropdowns, list
# group, modal, navs and tabs, navbar, offcanvas, pagination, placeholders, popovers, progress, scrollspy, spinners,
# toasts, tooltips), content/, customize/, forms/, getting-started/, helpers/, layout/, utilities/, extend/ and
# _index.html; examples/ (the 37 starter templates: album, blog, checkout, dashboard, ... with their RTL copies, as
# HTML pages with their CSS and scripts); plus README.md.gz. The Debian changelog and copyright are left out.
x libjs-bootstrap5-doc
rm -rf "$C/bootstrap"
cp -r "$DL/x-libjs-bootstrap5-doc/usr/share/doc/libjs-bootstrap5" "$C/bootstrap"
rm -f "$C/bootstrap/changelog.Debian.gz" "$C/bootstrap/copyright"
noimages "$C/bootstrap"

sizes fileupload tracecmd lua bootstrap
