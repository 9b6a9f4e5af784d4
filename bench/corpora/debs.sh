# Shared by fetch.sh and fetch-third.sh (sourced): the folders, Debian packages downloaded into $DL once and kept,
# and unpacked.
#   corpora_dirs ROOT SUB          sets R (ROOT, made absolute), DL=$R/raw/SUB (the downloads) and C=$R/corpora, and
#                                  works in $DL
#   fetch_debs "pkg=version" ...   downloads each pinned version unless a .deb of it is in $DL already; when apt no
#                                  longer has that version, whatever version apt has
#   x pkg                          unpacks $DL/pkg_*.deb into $DL/x-pkg (afresh)
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
