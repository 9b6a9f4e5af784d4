#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the twelfth evaluation set: four
# more documentation sets nobody tuned the ranking on, in formats or generators no earlier set holds (an mdBook site,
# a daemon's manual written by linuxdoc-tools from SGML, roff man pages built on Tcl's own macros, and a C++ class
# reference by Doxygen, where the earlier Doxygen sets, libssh and LMDB, are C), all four from Debian apt (bookworm).
# Needs: apt-get update done once; dpkg-deb. Idempotent (downloads are kept in <dir>/raw/dl12). ~9.4 MB download.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl12

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs cargo-web-doc=1.85.0+dfsg3-1~deb12u3 bird2-doc=2.0.12-7 tcl8.6-doc=8.6.13+dfsg-2 libpqxx-doc=6.4.5-2

# cargo: the Cargo Book of Cargo 1.85 (Rust's package manager and build tool) as mdBook HTML, the book/ folder that
# cargo-web-doc (source rustc-web) ships: index.html, faq.html, getting-started/ (installation, first steps), guide/
# (creating and working on a project, dependencies, project layout, Cargo.toml vs Cargo.lock, tests, continuous
# integration, Cargo home, build cache), reference/ (manifest, targets, workspaces, features, profiles, config,
# environment variables, build scripts and their examples, dependency resolution, specifying and overriding
# dependencies, source replacement, registries and registry authentication, credential providers, publishing, SemVer
# compatibility, future-incompat reports, timings, lints, rust-version, unstable features, ...), commands/ (one page
# per command: cargo-build, cargo-test, cargo-install, cargo-publish, cargo-tree, cargo-vendor, ...), appendix/
# (glossary, git authentication), print.html (the whole book on one page, as mdBook writes it) and toc.html, with the
# book's style sheets and scripts (book.js, searcher.js, toc.js). The search index (searchindex.js, 3.7 MB, and
# searchindex.json.gz), the images and the symlinks to Debian's fonts, MathJax and highlight.js are dropped. The
# rustdoc API reference of the cargo crate in the same package (reference/) is left out. (cargo-doc 0.66 was the first
# choice: it ships only rustdoc pages of Cargo's build dependencies, not the book.)
x cargo-web-doc
rm -rf "$C/cargo"
cp -r "$DL/x-cargo-web-doc/usr/share/doc/cargo-web/book" "$C/cargo"
rm -f "$C/cargo"/searchindex.js "$C/cargo"/searchindex.json.gz
noimages "$C/cargo"

# bird: the BIRD 2.0.12 Internet Routing Daemon's manuals as bird2-doc ships them in /usr/share/doc/bird2: HTML
# written by linuxdoc-tools from SGML, one page per chapter. The User's Guide (bird.html, its contents, and bird-1 to
# bird-7: introduction, architecture, configuration (global options, protocol and channel options, ...), remote
# control (the birdc commands), filters (the filter language: data types, operators, control structures, route
# attributes), protocols (BFD, Babel, BGP, Device, Direct, Kernel, MRT, OSPF, Perf, Pipe, RAdv, RIP, RPKI, Static,
# ...), conclusions) and the Programmer's Documentation (prog.html and prog-1 to prog-8: design, core (routing tables,
# route attribute cache, protocol hooks), configuration, filters, protocols, system-dependent parts, library
# functions, resources). The two PDF versions are left out. (haproxy-doc was the first choice: it is in
# bench/vectors/train.sh's training pool and in bench/third-pool.sh.)
x bird2-doc
rm -rf "$C/bird"; mkdir -p "$C/bird"
cp "$DL/x-bird2-doc/usr/share/doc/bird2"/*.html "$C/bird/"

# tcl: the Tcl 8.6.13 man pages in roff as tcl8.6-doc installs them, gzipped in man3/ with Debian's section suffix
# 3tcl: the built-in commands and packages (section n upstream: after, append, array, binary, chan, clock, coroutine,
# dict, encoding, exec, expr, fconfigure, fcopy, file, glob, http, interp, lsearch, lsort, msgcat, namespace,
# oo::class, oo::define, open, package, proc, re_syntax, refchan, regexp, safe, socket, string, tcltest, trace, try,
# upvar, zlib, ...; Tcl.3tcl is the language's rules) and the C library (section 3: Tcl_CreateObjCommand, Tcl_DString,
# Tcl_Obj and the object types, channels, Tcl_CreateFileHandler, the notifier, threads, Tcl_Eval, Tcl_Main, stubs,
# ...). Each page defines Tcl's own macros at its top (.AP for C arguments, .CS/.CE for code, .QW, .VS/.VE, .BS/.BE,
# and Tk's .SO/.SE and .OP, which no Tcl page uses). The 591 symlinked pages (one per extra name a page documents) are
# dropped; all the rest (1.2 MB) is kept.
man_pages tcl tcl8.6-doc

# pqxx: the libpqxx 6.4.5 documentation (the C++ client API for PostgreSQL), the html/ tree as libpqxx-doc ships it:
# Reference/, Doxygen 1.8's API reference with short file names (a00NNN.html: one page per class, struct, namespace,
# group (module) and related page, with member documentation on the class's own page, and a member list per class;
# a00NNN_source.html: the headers' source listings; the indexes annotated, classes, hierarchy, functions_*,
# namespacemembers_*, modules, pages; the tree-view and menu scripts and the bundled jQuery), Tutorial/ (the DocBook
# tutorial, ch01 to ch03s07) and README.md. Images and the graph image maps (*.map) are dropped; the package's
# examples/ folder is left out.
deb_folder pqxx libpqxx-doc usr/share/doc/libpqxx-doc/html

sizes cargo bird tcl pqxx
