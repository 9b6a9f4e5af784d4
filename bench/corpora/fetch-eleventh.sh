#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the eleventh evaluation set: four
# more documentation sets nobody tuned the ranking on, one of each format the held-back sets use (Javadoc, roff man
# pages generated from AsciiDoc, a hand-written HTML site, Markdown with YAML front matter), three from Debian apt
# (bookworm) and one from npm. Needs: apt-get update done once; dpkg-deb; npm. Idempotent (downloads are kept in
# <dir>/raw/dl11). ~1.8 MB download.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl11

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs libyaml-snake-java-doc=1.33-2 ndctl=76.1-1 daxctl=76.1-1 cups-server-common=2.4.2-3+deb12u9

# snakeyaml: Javadoc (JDK 17 doclet) for SnakeYAML 1.33, the YAML 1.1 parser and emitter for Java, the whole api/
# folder as shipped: class pages of org.yaml.snakeyaml (Yaml, LoaderOptions, DumperOptions and its enums FlowStyle,
# ScalarStyle, LineBreak, NonPrintableStyle, Version, TypeDescription), .constructor (Constructor, SafeConstructor,
# BaseConstructor, AbstractConstruct, CustomClassLoaderConstructor, DuplicateKeyException, ...), .representer
# (Representer, SafeRepresenter, Represent), .introspector (PropertyUtils, BeanAccess, Property, ...), .env
# (EnvScalarConstructor), .resolver, .nodes, .events, .comments, .error (YAMLException, Mark, MarkedYAMLException),
# .reader, .scanner, .parser, .emitter, .serializer, .tokens, .util and .extensions.compactnotation, with class-use
# pages, package summaries and trees, index-all.html, constant-values.html, serialized-form.html, the search scripts,
# the bundled jQuery and the legal notices. Images and the symlinks to Debian's jQuery dropped.
deb_folder snakeyaml libyaml-snake-java-doc usr/share/doc/libyaml-snake-java/api

# ndctl: the ndctl 76.1 man pages (persistent memory, NVDIMM and CXL management), written in AsciiDoc and converted
# to roff by Asciidoctor 2.0.18, as the ndctl and daxctl packages install them (gzipped, in man1/): ndctl(1) and one
# page per command (ndctl-create-namespace, -destroy-namespace, -list, -monitor, -inject-error, -clear-errors,
# -start-scrub, -wait-scrub, -update-firmware, -activate-firmware, -sanitize-dimm, -setup-passphrase, -load-keys,
# -freeze-security, -read-labels, -init-labels, -read-infoblock, -write-infoblock, ...), cxl(1) with its commands
# (cxl-list, cxl-create-region, cxl-reserve-dpa, cxl-set-partition, cxl-monitor, ...), and daxctl(1) with its commands
# (daxctl-reconfigure-device, -online-memory, -offline-memory, -create-device, -migrate-device-model, ...). Every
# other file of the packages is left out.
man_pages ndctl ndctl daxctl

# cups: the CUPS 2.4.2 on-line help as cups-server-common ships it in /usr/share/cups/doc-root (the pages the CUPS
# web interface serves under /help): the hand-written HTML guides and references in help/ (overview, admin, options
# with every lp/lpr job option, network (printer sharing, IPP Everywhere, AirPrint), sharing, security, encryption,
# kerberos, firewalls, policies (cupsd.conf access control), accounting, glossary, the PPD, raster and PostScript
# driver guides, the PPD compiler, the CUPS specifications spec-*.html, the API pages api-admin, api-filter and
# api-ppd, cupspm.html (the CUPS Programming Manual), translation, license), the man pages as HTML (man-cupsd.conf,
# man-lpadmin, man-lp, man-lpoptions, man-client.conf, man-cups-files.conf, man-ipptool, man-backend, man-filter, ...),
# the site's index.html, style sheets and robots.txt. The index pages translated into other languages (da/, de/,
# es/, fr/, ja/, pt_BR/, ru/), the web interface's templates and the images are left out.
x cups-server-common
rm -rf "$C/cups"; cp -r "$DL/x-cups-server-common/usr/share/cups/doc-root" "$C/cups"
rm -rf "$C/cups"/{da,de,es,fr,ja,pt_BR,ru}
noimages "$C/cups"

# ---- npm (pinned) ----
# codeceptjs: the CodeceptJS 4.2.0 documentation, docs/ as the npm package ships it: Markdown pages with YAML front
# matter (permalink and title, the block the VuePress site reads): the guides (quickstart, basics, test structure,
# configuration, locators, element selection, retry, timeouts, hooks, bootstrap, parallel, data, page objects,
# sessions, within, shadow DOM, secrets, BDD, reports, debugging, continuous integration, TypeScript, commands,
# plugins, custom helpers, AI and self-healing, migration guides, ...), helpers/ (one page per helper, generated from
# the source's doc comments: Playwright, Puppeteer, WebDriver, REST, GraphQL, ApiDataFactory, FileSystem, JSONResponse,
# ExpectHelper, MockRequest, Appium, Detox, ...) and plugins/ (one page per plugin: retryFailedStep, screenshotOnFail,
# autoDelay, pauseOnFail, stepTimeout, auth, heal, coverage, customLocator, ...). The rest of the package is not used.
npm_x codeceptjs@4.2.0 codeceptjs-4.2.0.tgz codeceptjs
rm -rf "$C/codeceptjs"; cp -r "$DL/x-codeceptjs/docs" "$C/codeceptjs"
noimages "$C/codeceptjs"

sizes snakeyaml ndctl cups codeceptjs
