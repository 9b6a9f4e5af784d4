#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the eighteenth evaluation set, a
# check set written after stop 40's changes were decided: JSch's Javadoc, nvme-cli's roff man pages (AsciiDoc through
# DocBook) and Wireshark's user's guide (Asciidoctor HTML) from Debian apt (bookworm), and pino's Markdown docs from
# npm. Needs: apt-get update done once; dpkg-deb; npm. Idempotent (downloads are kept in <dir>/raw/dl18). ~12 MB
# download (the Wireshark documentation package is most of it).
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dl18

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs libjsch-java-doc=0.1.55-1 nvme-cli=2.4+really2.3-3 wireshark-doc=4.0.17-0+deb12u3

# jsch: Javadoc for JSch 0.1.55 (a pure Java SSH2 client: sessions, user authentication with passwords, keys and
# keyboard-interactive, host key checking and known_hosts, port forwarding, exec, shell and sftp channels with every
# ChannelSftp operation, the proxies, identity repositories, configuration keys), the whole api/ folder as
# libjsch-java-doc ships it, with class-use pages, trees, index-all.html and the search scripts. Pictures are dropped.
deb_folder jsch libjsch-java-doc usr/share/doc/libjsch-java/api

# nvme: nvme-cli 2.3's man pages, written in AsciiDoc and converted to roff through DocBook, gzipped in man1/ as the
# package installs them: nvme(1) and one page per command (id-ctrl, id-ns, list, smart-log, error-log, format,
# sanitize, fw-download and fw-commit, get-feature and set-feature, connect and discover over NVMe over Fabrics,
# admin-passthru, the vendor plugins' commands, ...). The binary and its other files are left out.
man_pages nvme nvme-cli

# wireshark: Wireshark 4.0's User's Guide, HTML made by Asciidoctor, one page per section (wsug_html_chunked): building
# and installing, the user interface, capturing (interfaces, capture filters, ring buffers, the capture options),
# opening and saving files, working with packets, display filters and their syntax, statistics, telephony, wireless,
# customizing (preferences, profiles, coloring rules, name resolution), Lua, the command line tools (tshark, dumpcap,
# editcap, mergecap, ...) and the appendices. The Developer's Guide and pictures are left out.
deb_folder wireshark wireshark-doc usr/share/doc/wireshark/wsug_html_chunked

# ---- npm (pinned) ----
# pino: the pino 8.21 documentation (the Node.js JSON logger), docs/ as the npm package ships it: api.md (the logger's
# options, levels, child loggers, serializers, redaction, transports, the destination and multistream), asynchronous
# logging, browser, bundling, child loggers, ecosystem, help (log rotation, reopening files, exit handling, ...),
# lts, pretty printing, redaction, transports and web frameworks; plus the package's README.md. Markdown without
# front matter. The rest of the package is not used.
npm_x pino@8.21.0 pino-8.21.0.tgz pino
rm -rf "$C/pino"; cp -r "$DL/x-pino/docs" "$C/pino"; cp "$DL/x-pino/README.md" "$C/pino/"
noimages "$C/pino"

sizes jsch nvme wireshark pino
