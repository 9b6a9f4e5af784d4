#!/usr/bin/env bash
# Build <dir>/corpora/<id>/ (dir: first argument, or $CORPORA_DIR, or .corpora) for the man-page set: the roff man
# pages of five command-line tools as Debian installs them (gzipped, in man1/, man5/, man8/), from Debian apt
# (bookworm). Needs: apt-get update done once; dpkg-deb. Idempotent (downloads are kept in <dir>/raw/dlman).
# ~9 MB download.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs.sh"
corpora_dirs "${1:-${CORPORA_DIR:-.corpora}}" dlman

# ---- Debian packages (bookworm versions; falls back to whatever version apt has) ----
fetch_debs openssh-client=1:9.2p1-2+deb12u10 openssh-server=1:9.2p1-2+deb12u10 rsync=3.5.0+ds1-0+deb12u1 \
  iproute2=6.1.0-3 util-linux=2.38.1-5+deb12u3 mount=2.38.1-5+deb12u3 curl=7.88.1-10+deb12u15

# The man pages of one or more packages, as installed (usr/share/man/manN/*.N.gz, .so redirects included; translations
# and every other file left out).
man_pages() {
  local id=$1; shift
  rm -rf "${C:?}/$id"; mkdir -p "$C/$id"
  for pkg in "$@"; do
    x "$pkg"
    for d in "$DL/x-$pkg/usr/share/man"/man[0-9]*; do
      [ -d "$d" ] || continue
      mkdir -p "$C/$id/$(basename "$d")"; cp -P "$d"/* "$C/$id/$(basename "$d")/"
    done
  done
  # Symlinked pages (ssh-copy-id's, slogin.1 -> ssh.1) are dropped: the page they point at is there.
  find "$C/$id" -type l -delete
}

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

for id in openssh rsync iproute2 utillinux curl; do
  d=$C/$id; printf '%-10s %6s  %5d files\n' "$id" "$(du -sh "$d" | cut -f1)" "$(find "$d" -type f | wc -l)"
done
