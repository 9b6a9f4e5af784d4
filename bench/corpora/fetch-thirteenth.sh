#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the thirteenth evaluation set: four
# more documentation sets nobody tuned the ranking on, one of each format the held-back sets use (Javadoc, HTML
# written by Asciidoctor from AsciiDoc, a hand-written HTML site, Markdown with YAML front matter), all four from Debian
# apt (bookworm). Needs: apt-get update done once; dpkg-deb. Idempotent (downloads are kept in <dir>/raw/dl13).
# ~18 MB download (KiCad's manuals are 15 MB, nearly all pictures).
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl13

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs libmail-java-doc=1.6.5-2 kicad-doc-en=6.0.11+dfsg-1 awstats=7.8-3+deb12u2 rollup=3.15.0-1+deb12u1

# javamail: Javadoc (JDK 17 doclet) for the Jakarta Mail API 1.6.5 (JavaMail, javax.mail), the whole api/ folder as
# libmail-java-doc ships it: class pages of javax.mail (Session, Transport, Store, Folder, Message, Part, Multipart,
# Flags, FetchProfile, UIDFolder, Authenticator, the exceptions, ...), javax.mail.internet (MimeMessage, MimeBodyPart,
# MimeMultipart, InternetAddress, MimeUtility, ContentType, ParameterList, the mail.mime.* properties in its package
# description, ...), .search, .event and .util, and of the Sun/Jakarta providers com.sun.mail.smtp, .imap, .pop3 (each
# package description with the table of its mail.smtp.*, mail.imap.* or mail.pop3.* properties), .gimap (Gmail
# extensions), .dsn, .auth (OAuth2, NTLM), .handlers, .iap, .imap.protocol, .util (MailSSLSocketFactory,
# WriteTimeoutSocket, ...) and .util.logging (MailHandler, the java.util.logging handler that mails log records), with
# class-use pages, package summaries, trees and use pages, index-all.html, constant-values.html, deprecated-list.html,
# serialized-form.html, the search scripts and indexes, the bundled jQuery in script-dir/ and the legal notices
# (legal/*.md). The two images are dropped.
deb_folder javamail libmail-java-doc usr/share/doc/libmail-java/api

# kicad: the KiCad 6.0.11 manuals in English (the electronic design suite: schematic capture, PCB layout, Gerber
# viewer), written in AsciiDoc and converted to HTML by Asciidoctor 2.0.18, as kicad-doc-en ships them in
# /usr/share/doc/kicad/help/en: one page per manual, each a whole book with its table of contents at the top:
# introduction.html, getting_started_in_kicad.html, kicad.html (the project manager: projects, libraries, path
# variables, preferences, plugins), eeschema.html (the schematic editor: symbols, wires, labels, hierarchical sheets,
# annotation, electrical rules check, netlists, bill of materials, the symbol editor, simulation, ...), pcbnew.html (the
# board editor: board setup, layers, design rules, footprints, routing, zones, teardrops, length tuning, plotting and
# fabrication outputs, the footprint editor, ...), gerbview.html, pl_editor.html (the drawing sheet editor) and
# pcb_calculator.html. The images/ folder (972 screenshots and icons) is dropped.
deb_folder kicad kicad-doc-en usr/share/doc/kicad/help/en

# awstats: the AWStats 7.8 documentation (the web, mail and FTP log file analyzer), hand-written HTML 4 pages as the
# awstats package ships them in /usr/share/doc/awstats/html: index.html, awstats_setup.html (installation, setup for
# Apache and IIS, the update process, reading reports), awstats_config.html (every directive of the configuration
# file: LogFile, LogFormat and its tags, SiteDomain, HostAliases, DNSLookup, DirData, AllowToUpdateStatsFromBrowser,
# SkipHosts, OnlyFiles, URLWithQuery, NotPageList, LevelFor*, the Show* report options, LoadPlugin and every plugin,
# ExtraSection*, ...), awstats_faq.html, awstats_tools.html (logresolvemerge, awstats_buildstaticpages,
# awstats_exportlib, maillogconvert, urlaliasbuilder, ...), awstats_extra.html (extra sections), awstats_security.html,
# awstats_upgrade.html, awstats_glossary.html, awstats_what.html, awstats_compare.html, awstats_benchmark.html,
# awstats_contrib.html, awstats_dev_plugins*.html (writing plugins, their hooks and graph plugins), awstats_webmin.html,
# awstats_dolibarr.html, awstats_license.html, the style sheet, the code prettifier scripts in scripts/ and
# pad_awstats.xml.gz. Pictures and the two symlinks (the changelog, a logo) are dropped; the rest of the package (the
# program, the plugins, the language files, the example configuration) is not used.
deb_folder awstats awstats usr/share/doc/awstats/html

# rollup: the Rollup 3.15 documentation (the JavaScript module bundler), upstream's docs/ folder as the rollup package
# ships it in /usr/share/doc/rollup: the VitePress site's Markdown pages, each opening with YAML front matter
# (title; layout: home for the two home pages): introduction, tutorial, command-line-interface (the CLI, its flags and
# the config file), javascript-api (rollup.rollup, bundle.generate and write, rollup.watch, loadConfigFile),
# configuration-options (every option: external, input, output.dir/file/format/globals/name/plugins, plugins, cache,
# makeAbsoluteExternalsRelative, maxParallelFileOps, onwarn, preserveEntrySignatures, strictDeprecations, the
# output.* generation options, preserveModules, treeshake and its settings, experimental options, watch, ...),
# plugin-development (the plugin API: build and output generation hooks, the plugin context, file URLs, transformers,
# inter-plugin communication), es-module-syntax, faqs, troubleshooting, tools (Rollup with other tools: npm packages,
# Babel, Gulp, Deno), migration (to Rollup 3), repl/index.md, index.md, help.md (the rollup(1) page in ronn Markdown,
# no front matter), the legacy-link pages guide/en.md and guide/en/index.md (a script that redirects old links, with
# guide/en/slugs-and-pages-by-legacy-slugs.json), README.md, CONTRIBUTING.md and CODE_OF_CONDUCT.md, plus the site's
# REPL sources (repl/: Vue components, TypeScript stores and helpers, example modules) and its TypeScript
# declarations. Debian compresses the larger pages (.md.gz): every .gz file is unpacked in place. Debian's changelogs
# and copyright, the public/ folder (logos and the web manifest), the REPL's fonts and pictures are dropped.
x rollup
rm -rf "$C/rollup"
cp -r "$DL/x-rollup/usr/share/doc/rollup" "$C/rollup"
rm -rf "$C/rollup"/{changelog.gz,changelog.Debian.gz,copyright,public,repl/font}
find "$C/rollup" -name '*.gz' -exec gunzip -f {} +
noimages "$C/rollup"

sizes javamail kicad awstats rollup
