#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the seventeenth evaluation set: four
# more documentation sets nobody tuned the ranking on: Javadoc, HTML man pages generated from AsciiDoc and a
# hand-written HTML reference from Debian apt (bookworm), and Markdown pages from npm that carry their metadata in
# `<docmeta>` tags rather than front matter. Needs: apt-get update done once; dpkg-deb; npm. Idempotent (downloads are
# kept in <dir>/raw/dl17). ~1.5 MB download.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl17

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs libjoptsimple-java-doc=5.0.4-4 libtraceevent-doc=1:1.7.1-1 libexpat1-dev=2.5.0-1+deb12u5

# joptsimple: Javadoc for JOpt Simple 5.0 (a Java library for parsing command line options, POSIX getopt and GNU
# getopt_long style), the whole api/ folder as libjoptsimple-java-doc ships it: joptsimple (OptionParser with its
# option specification string and its builder methods, OptionSpecBuilder, ArgumentAcceptingOptionSpec with
# withRequiredArg, withOptionalArg, ofType, withValuesConvertedBy, withValuesSeparatedBy, defaultsTo, required and
# requiredIf/requiredUnless, availableIf, OptionSet, NonOptionArgumentSpec, the exceptions, HelpFormatter and
# BuiltinHelpFormatter, ValueConverter), joptsimple.util (DateConverter, RegexMatcher, PathConverter, InetAddressConverter,
# KeyValuePair, EnumConverter) and the package overview, with class-use pages, trees, index-all.html, the search
# scripts and the bundled jQuery. The pictures are dropped.
deb_folder joptsimple libjoptsimple-java-doc usr/share/doc/libjoptsimple-java/api

# traceevent: libtraceevent 1.7's man pages as HTML, written in AsciiDoc and converted by AsciiDoc's xhtml11 backend, as
# libtraceevent-doc ships them in /usr/share/doc/libtraceevent-doc: one page per group of C functions (the tep_handle
# life cycle, parsing event formats and the headers of trace files, finding events and fields, reading field values,
# printing events and fields, registering print and event handlers and plugins, function resolvers, the endian
# helpers, cpus, filters, the debug and logging calls, kbuffer for reading ring buffer pages) and libtraceevent(3),
# the index of them all. The Debian files are left out.
x libtraceevent-doc
rm -rf "$C/traceevent"; mkdir -p "$C/traceevent"
cp "$DL/x-libtraceevent-doc/usr/share/doc/libtraceevent-doc/"*.html "$C/traceevent/"

# expat: the Expat 2.5 reference, hand-written HTML as libexpat1-dev ships it in
# /usr/share/doc/libexpat1-dev/expat.html: reference.html (one 105 KB page: an overview of Expat and of XML parsing
# with callbacks, building and installing, the parser's life cycle, every XML_* function: creating, resetting and
# freeing parsers, parsing, stopping and resuming, the handler setters, parse position and error reporting,
# attributes, encodings, namespaces, DTD and external entities, the billion-laughs protections, and miscellaneous
# functions), xmlwf.xml.gz (the DocBook source of xmlwf's man page) and the style sheets. index.html, a symlink to
# reference.html, is dropped as the other sets' symlinks are; the examples and Debian files are left out.
x libexpat1-dev
rm -rf "$C/expat"; mkdir -p "$C/expat"
cp -P "$DL/x-libexpat1-dev/usr/share/doc/libexpat1-dev/expat.html/"* "$C/expat/"
noimages "$C/expat"

# ---- npm (pinned) ----
# sails: the Sails.js 1.5 documentation (the Node.js MVC framework and its Waterline ORM), docs/ as the npm package
# ships it: 435 Markdown pages whose metadata (display name, importance, page type) is written as `<docmeta>` tags at
# their end: anatomy/ (every file of a new app), concepts/ (actions and controllers, blueprints, configuration,
# models and the ORM with attributes, associations, the query language, lifecycle callbacks, validations; policies,
# routes, security: CORS, CSRF, clickjacking, sessions, services, shell scripts, views and layouts, file uploads,
# realtime, deployment, logging, ...), reference/ (the application's methods, the blueprint API, the configuration
# reference, the command line, request and response methods, the WebSocket client, Waterline's model methods and
# queries, the datastore methods), faq, security, tutorials, upgrading and version notes. The rest of the package is
# not used. A style guide in PDF under resources/ is kept, as shipped (the indexer skips it).
npm_x sails@1.5.3 sails-1.5.3.tgz sails
rm -rf "$C/sails"; cp -r "$DL/x-sails/docs" "$C/sails"
noimages "$C/sails"

sizes joptsimple traceevent expat sails
