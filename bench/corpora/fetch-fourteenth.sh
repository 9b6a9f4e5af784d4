#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the fourteenth evaluation set: four
# more documentation sets nobody tuned the ranking on, one of each format the held-back sets use (Javadoc, man pages
# generated from AsciiDoc, a hand-written HTML site, Markdown with YAML front matter), three from Debian apt (bookworm)
# and one from npm. Needs: apt-get update done once; dpkg-deb; npm. Idempotent (downloads are kept in <dir>/raw/dl14).
# ~2.2 MB download.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl14

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs libcommons-pool-java-doc=1.6-4 libzmq3-dev=4.3.4-6 httrack-doc=3.49.4-1

# commonspool: Javadoc (JDK 11 doclet) for Apache Commons Pool 1.6 (the generic object pooling library, the pool under
# Commons DBCP 1.x), the whole api/ folder as libcommons-pool-java-doc ships it: class pages of org.apache.commons.pool
# (ObjectPool, KeyedObjectPool, PoolableObjectFactory and KeyedPoolableObjectFactory with the life cycle of a pooled
# object, BaseObjectPool, BasePoolableObjectFactory, the *Factory interfaces, PoolUtils with its checkMinIdle,
# erodingPool, synchronizedPool and adapters) and org.apache.commons.pool.impl (GenericObjectPool and
# GenericKeyedObjectPool with every setting: maxActive, maxIdle, minIdle, maxWait, whenExhaustedAction, testOnBorrow,
# testOnReturn, testWhileIdle, the idle object evictor, lifo, ...; their Config classes and factories, StackObjectPool,
# StackKeyedObjectPool, SoftReferenceObjectPool), with class-use pages, package summaries, trees, index-all.html,
# constant-values.html, overview-summary.html, the search scripts and indexes (.js and .zip) and the bundled jQuery and
# JSZip in jquery/. The pictures are dropped.
deb_folder commonspool libcommons-pool-java-doc usr/share/doc/libcommons-pool-java/api

# zmq: the ZeroMQ (0MQ) 4.3.4 man pages, written in AsciiDoc and converted to roff by asciidoc and the DocBook XSL
# stylesheets (xmlto), gzipped in man3/ and man7/ as libzmq3-dev installs them: the C API in man3 (zmq_ctx_new,
# zmq_ctx_set and zmq_ctx_get with the context options, zmq_socket with every socket type and its patterns,
# zmq_setsockopt and zmq_getsockopt with every socket option, zmq_bind, zmq_connect, zmq_send, zmq_recv, the zmq_msg_*
# calls, zmq_poll, zmq_poller, zmq_proxy, zmq_proxy_steerable, zmq_socket_monitor, zmq_timers, zmq_curve_keypair,
# zmq_z85_encode, the atomic counters, ...) and the overview and transports in man7 (zmq, zmq_tcp, zmq_ipc,
# zmq_inproc, zmq_pgm, zmq_udp, zmq_tipc, zmq_vmci, and the security mechanisms zmq_null, zmq_plain, zmq_curve,
# zmq_gssapi). Every other file of the package (headers, libraries) is left out.
man_pages zmq libzmq3-dev

# httrack: the HTTrack 3.49 documentation (the website copier and offline browser), hand-written XHTML pages as
# httrack-doc ships them in /usr/share/httrack/html: index.html, overview, the step-by-step guide of the Windows
# interface (step*.html, and step9_opt1..11.html, one page per tab of the options dialog: links, build, scan rules,
# flow control, limits, browser ID, spider, proxy, log, index, cache, experts only, MIME types), options.html and
# httrack.man.html (the command line options), fcguide.html (the long command line guide by Fred Cohen), filters.html
# (scan rules), cache.html, faq.html, abuse.html (being a good citizen and protecting a site), plug.html and
# plug_330.html (writing callbacks and plugins), library.html, scripting.html, cmddoc.html, shelldoc.html, addurl.html,
# dev.html, contact.html, start.html, the CSS, license.txt, history.txt, greetings.txt and div/search.sh (a sample
# indexing script). Pictures (img/, images/) are dropped; the pointer page in /usr/share/doc is not used.
deb_folder httrack httrack-doc usr/share/httrack/html

# ---- npm (pinned) ----
# hubot: the Hubot 4.1.0 documentation (GitHub's chat bot framework), docs/ as the npm package ships it (the last
# release to ship it): Markdown pages, each opening with YAML front matter (permalink, the block the Jekyll site
# reads): index.md (getting started, the generator, scripts, external-scripts, hubot-scripts), scripting.md (hearing
# and responding, send and reply, capturing data, HTTP calls and JSON, random, topics, entering and leaving, custom
# listeners, environment variables, dependencies, timeouts and intervals, the HTTP listener, events, error handling,
# documenting scripts, persistence and the brain, script loading, sharing scripts and packages, listener and response
# middleware, testing), patterns.md, implementation.md, adapters.md and adapters/ (shell, campfire, writing an
# adapter), deploying.md and deploying/ (Heroku, Unix, Windows, Azure, Bluemix); plus the package's README.md. The rest
# of the package (the source, the bin scripts) is not used.
npm_x hubot@4.1.0 hubot-4.1.0.tgz hubot
rm -rf "$C/hubot"; cp -r "$DL/x-hubot/docs" "$C/hubot"; cp "$DL/x-hubot/README.md" "$C/hubot/"
noimages "$C/hubot"

sizes commonspool zmq httrack hubot
