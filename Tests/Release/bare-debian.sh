#!/usr/bin/env bash
# The release archive on a bare system: a minimal Debian root (debootstrap
# --variant=minbase bookworm, no Swift, no cmark-gfm), the archive unpacked in it,
# and `libgen check`, `build` and `report overdue` run on the example library with
# chroot. Their output (and the site's bytes) must equal the same commands run with
# the project's own release build on this machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ "$(id -u)" -eq 0 ] || { echo "bare-debian: needs root (debootstrap, chroot)" >&2; exit 2; }

archive=${1:-$(find dist -maxdepth 1 -name "libgen-*-linux-$(uname -m).tar.gz" | sort | tail -n 1)}
(cd "$(dirname "$archive")" && sha256sum -c "$(basename "$archive").sha256" >/dev/null)
root=.build/bare-debian
if [ ! -x "$root/usr/bin/tar" ]; then
  rm -rf "$root"
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
fi
for tool in swift swiftc; do
  [ ! -e "$root/usr/bin/$tool" ] || { echo "bare-debian: the root has $tool; it must be bare" >&2; exit 1; }
done
[ -z "$(find "$root/usr/lib" -name 'libcmark-gfm*' -print -quit)" ] || { echo "bare-debian: the root has cmark-gfm" >&2; exit 1; }

# Without /proc the static binary cannot read its own command line: it must say so and exit 2
# (never print the help and exit 0, which would make a CI check pass silently).
! mountpoint -q "$root/proc" || umount "$root/proc"
rm -rf "$root/opt/libgen" && mkdir -p "$root/opt/libgen" && cp "$archive" "$root/opt/libgen/"
chroot "$root" /bin/sh -c "cd /opt/libgen && tar -xzf $(basename "$archive")"
status=0
chroot "$root" "/opt/libgen/$(basename "$archive" .tar.gz)/libgen" check --root /nowhere > "$root/noproc.out" 2>&1 || status=$?
[ "$status" -eq 2 ] || { echo "bare-debian: without /proc, libgen check exited $status, not 2:" >&2; cat "$root/noproc.out" >&2; exit 1; }
grep -q "cannot read its command line" "$root/noproc.out" || { echo "bare-debian: without /proc, the message does not say why:" >&2; cat "$root/noproc.out" >&2; exit 1; }

# A running system has /proc (the Swift runtime reads the arguments from it); nothing else is added.
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"
trap 'umount "$root/proc" 2>/dev/null || true' EXIT
rm -rf "$root/opt/libgen" "$root/library"
mkdir -p "$root/opt/libgen" "$root/library"
cp "$archive" "$root/opt/libgen/"
chroot "$root" /bin/sh -c "cd /opt/libgen && tar -xzf $(basename "$archive")"
binary=/opt/libgen/$(basename "$archive" .tar.gz)/libgen
cp -r content "$root/library/content"
# A book by an author named in Devanagari: the archive's ICU writes the author's address in Latin letters.
godan='---\ntitle: "गोदान"\nauthors: ["प्रेमचंद"]\nowner: library\nadded: 2026-01-05\n---\n\nA novel.\n'
printf "%b" "$godan" > "$root/library/content/books/godan.md"
# And one whose name has Latin letters no accent folding takes to ASCII (ICU's Latin-ASCII).
either='---\ntitle: "Either/Or"\nauthors: ["Søren Kierkegaard"]\nowner: library\nadded: 2026-01-05\n---\n\nA book.\n'
printf "%b" "$either" > "$root/library/content/books/either-or.md"

host=$(mktemp -d)
trap 'umount "$root/proc" 2>/dev/null || true; rm -rf "$host"' EXIT
cp -r content "$host/content"
printf "%b" "$godan" > "$host/content/books/godan.md"
printf "%b" "$either" > "$host/content/books/either-or.md"
run_both() {
  local name=$1; shift
  chroot "$root" "$binary" "$@" --root /library > "$host/$name.bare" 2>&1 || echo "exit $?" >> "$host/$name.bare"
  .build/release/libgen "$@" --root "$host" > "$host/$name.here" 2>&1 || echo "exit $?" >> "$host/$name.here"
  if ! diff -u "$host/$name.here" "$host/$name.bare"; then
    echo "bare-debian: libgen $* differs on the bare system" >&2
    exit 1
  fi
}
[ "$(chroot "$root" "$binary" --version)" = "$(.build/release/libgen --version)" ] || { echo "bare-debian: libgen --version differs" >&2; exit 1; }
run_both check check --as-of 2026-11-22
run_both overdue report overdue --as-of 2026-11-22
run_both overdue-json report overdue --as-of 2026-11-22 --format json
run_both build build --as-of 2026-11-22 --quiet
# The QR codes come from libqrencode, linked statically into the archive.
run_both labels labels --as-of 2026-11-22
[ -f "$root/library/public/authors/premacanda/index.html" ] || { echo "bare-debian: no authors/premacanda/ (ICU's transliteration missing?)" >&2; exit 1; }
[ -f "$root/library/public/authors/soren-kierkegaard/index.html" ] || { echo "bare-debian: no authors/soren-kierkegaard/ (ICU's Latin-ASCII missing?)" >&2; exit 1; }
diff -r "$host/public" "$root/library/public" >/dev/null || { echo "bare-debian: the sites differ" >&2; diff -r "$host/public" "$root/library/public" | head >&2; exit 1; }
echo "bare-debian: $(basename "$archive") runs on a bare Debian bookworm root; check, report overdue, build and labels match this machine ($(find "$host/public" -type f | wc -l) site files identical)"
