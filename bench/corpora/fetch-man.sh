#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the two man-page sets: the roff
# man pages of command-line tools as Debian installs them (gzipped, in man1/, man5/, man8/), from Debian apt
# (bookworm): five for the man-page set (bench/corpora/man) and five more for its check set (bench/corpora/man-check).
# Needs: apt-get update done once; dpkg-deb. Idempotent (downloads are kept in <dir>/raw/dlman). ~20 MB download.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dlman

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs openssh-client=1:9.2p1-2+deb12u10 openssh-server=1:9.2p1-2+deb12u10 rsync=3.5.0+ds1-0+deb12u1 \
  iproute2=6.1.0-3 util-linux=2.38.1-5+deb12u3 mount=2.38.1-5+deb12u3 curl=7.88.1-10+deb12u15 \
  findutils=4.9.0-4 tar=1.34+dfsg-1.2+deb12u1 systemd=252.39-1~deb12u2 apt=2.6.2 coreutils=9.1-1

# openssh: OpenSSH 9.2's client and server pages, mdoc(7): ssh(1), ssh_config(5), sshd_config(5), ssh-keygen(1),
# scp(1), sftp(1), ssh-agent(1), ssh-add(1), sshd(8) and the helpers.
man_pages openssh openssh-client openssh-server
# rsync: rsync 3.5's rsync(1), rsyncd.conf(5), rsync-ssl(1), man(7) written from Markdown.
man_pages rsync rsync
# iproute2: ip(8) and its ip-*(8) object pages, tc(8) with the qdisc and filter pages, ss(8), bridge(8), man(7) by hand.
man_pages iproute2 iproute2
# utillinux: util-linux 2.38's pages (mount(8), lsblk(8), findmnt(8), dmesg(1), flock(1), losetup(8) ...), written in
# AsciiDoc and converted by Asciidoctor.
man_pages utillinux util-linux mount
# curl: curl 7.88's curl(1), one page of every option, and curl-config(1).
man_pages curl curl

# The check set, never used to choose a change (bench/corpora/man-check):
# findutils: find(1), xargs(1), locate and updatedb, GNU's own roff.
man_pages findutils findutils
# tar: GNU tar 1.34's tar(1), one page of every option.
man_pages tar tar
# systemd: systemd 252's pages written in DocBook: systemctl(1), journalctl(1), systemd.service(5), systemd.unit(5),
# systemd.exec(5), systemd.timer(5) and the rest of the systemd package.
man_pages systemd systemd
# apt: apt(8), apt-get(8), apt-cache(8), apt.conf(5), sources.list(5), apt_preferences(5), written in DocBook.
man_pages apt apt
# coreutils: GNU coreutils 9.1's pages, written by help2man: ls, cp, sort, date, dd, stat and a hundred more.
man_pages coreutils coreutils

sizes openssh rsync iproute2 utillinux curl findutils tar systemd apt coreutils
