# Shared by the fetch scripts (sourced): the folders, Debian packages downloaded into $DL once and kept, unpacked,
# and what is kept of them.
#   corpora_dirs ROOT SUB          sets R (ROOT, made absolute), DL=$R/raw/SUB (the downloads) and C=$R/corpora, and
#                                  works in $DL
#   fetch_debs "pkg=version" ...   downloads each pinned version unless a .deb of it is in $DL already; when apt no
#                                  longer has that version, whatever version apt has
#   x pkg                          unpacks $DL/pkg_*.deb into $DL/x-pkg (afresh)
#   noimages DIR                   deletes pictures, source maps, checksums and symlinks under DIR, then empty folders
#   man_pages ID pkg ...           $C/ID/manN/: the man pages of the packages as installed (.so redirects included;
#                                  translations, symlinked pages and every other file left out)
#   deb_folder ID pkg PATH         $C/ID/: the folder PATH of the package as installed (unpacked afresh), its pictures
#                                  dropped (noimages)
#   npm_x SPEC TARBALL NAME        downloads the npm package SPEC (pinned) into $DL as TARBALL unless it is there, and
#                                  unpacks it into $DL/x-NAME (afresh)
#   sizes ID ...                   prints each corpus's size (as its files hold it, not as the disk rounds it) and
#                                  how many files it has
fetch_debs() {
  local spec pkg
  for spec in "$@"; do
    pkg=${spec%%=*}
    ls "$DL/${pkg}"_*.deb >/dev/null 2>&1 || (cd "$DL" && { apt-get download "$spec" || apt-get download "$pkg"; })
  done
}
x() { rm -rf "$DL/x-$1"; mkdir -p "$DL/x-$1"; dpkg-deb -x "$DL"/"$1"_*.deb "$DL/x-$1"; }
corpora_dirs() {
  R=$1; mkdir -p "$R"; R=$(cd "$R" && pwd)
  DL=$R/raw/$2; C=$R/corpora
  mkdir -p "$DL" "$C"
  cd "$DL"
}
noimages() { find "$1" \( -type f \( -name '*.png' -o -name '*.gif' -o -name '*.jpg' -o -name '*.ico' -o -name '*.svg' \
  -o -name '*.map' -o -name '*.md5' -o -name '.DS_Store' \) -o -type l \) -delete; find "$1" -type d -empty -delete; }
man_pages() {
  local id=$1 pkg d; shift
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
deb_folder() {
  x "$2"
  rm -rf "${C:?}/$1"
  cp -r "$DL/x-$2/$3" "$C/$1"
  noimages "$C/$1"
}
npm_x() {
  ls "$DL/$2" >/dev/null 2>&1 || (cd "$DL" && npm pack "$1" --silent >/dev/null)
  rm -rf "$DL/x-$3"; mkdir -p "$DL/x-$3"
  tar xzf "$DL/$2" -C "$DL/x-$3" --strip-components=1
}
sizes() {
  local id d
  for id in "$@"; do
    d=$C/$id; printf '%-16s %6s  %5d files\n' "$id" "$(du -sh --apparent-size "$d" | cut -f1)" "$(find "$d" -type f | wc -l)"
  done
}
