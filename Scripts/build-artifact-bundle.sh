#!/usr/bin/env bash
# Builds observation-migrator and lays it out as an SE-0305 artifact bundle,
# the prebuilt binary the plugin package (ObservationMigratorPlugins/) runs.
#
# Usage: Scripts/build-artifact-bundle.sh [options]
#
#   -c, --configuration release|debug
#                     what `swift build` builds (default: release)
#   --executable PATH put this already built binary in the bundle, as it is,
#                     instead of building one (for this machine's platform)
#   --output DIR      the bundle (default:
#                     ObservationMigratorPlugins/ObservationMigratorBinary.artifactbundle)
#   --zip             also write DIR.zip and print the checksum a release's
#                     `.binaryTarget(url:checksum:)` names
#   -h, --help        print this
#
# Each run puts this machine's variant in the bundle, replacing an earlier
# variant for the same platform and keeping the others, then writes
# info.json for the variants the bundle holds:
#   Linux: observation-migrator-<arch>-unknown-linux-gnu, the Swift runtime
#          linked statically in a release build, so the binary runs on
#          machines without a Swift toolchain;
#   macOS: observation-migrator-macos, one universal binary (arm64 and
#          x86_64, `swift build --arch arm64 --arch x86_64`).
# For a bundle with both, run the script on a Mac and on Linux with the same
# commit checked out and the same --output folder copied between them (or
# copy one machine's variant folder into the other's bundle and run the
# script there); the last run writes info.json for both.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
configuration=release
executable=""
output="$root/ObservationMigratorPlugins/ObservationMigratorBinary.artifactbundle"
zip=false
tool=observation-migrator

usage() { sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; }
fail() { echo "build-artifact-bundle: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case "$1" in
        -c|--configuration) [ $# -ge 2 ] || fail "missing value for $1"; configuration="$2"; shift 2 ;;
        --configuration=*) configuration="${1#*=}"; shift ;;
        --executable) [ $# -ge 2 ] || fail "missing value for $1"; executable="$2"; shift 2 ;;
        --executable=*) executable="${1#*=}"; shift ;;
        --output) [ $# -ge 2 ] || fail "missing value for $1"; output="$2"; shift 2 ;;
        --output=*) output="${1#*=}"; shift ;;
        --zip) zip=true; shift ;;
        -h|--help) usage; exit 0 ;;
        *) fail "unknown option '$1' (see --help)" ;;
    esac
done
case "$configuration" in release|debug) ;; *) fail "--configuration is release or debug, not '$configuration'" ;; esac
case "$output" in *.artifactbundle) ;; *) fail "--output must end in .artifactbundle: $output" ;; esac

# This machine's variant: its folder's name and the target triples it serves.
case "$(uname -s)" in
    Darwin)
        variant=macos
        triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
        ;;
    Linux)
        arch="$(uname -m)"
        [ "$arch" = arm64 ] && arch=aarch64
        variant="$arch-unknown-linux-gnu"
        triples="\"$variant\""
        ;;
    *) fail "no artifact bundle variant for $(uname -s)" ;;
esac

built=false
if [ -z "$executable" ]; then
    built=true
    build=(swift build --package-path "$root" -c "$configuration" --product "$tool")
    if [ "$variant" = macos ]; then
        build+=(--arch arm64 --arch x86_64)
    elif [ "$configuration" = release ]; then
        build+=(--static-swift-stdlib)
    fi
    echo "build-artifact-bundle: ${build[*]}" >&2
    "${build[@]}" >&2
    executable="$("${build[@]}" --show-bin-path)/$tool"
elif [ "$variant" = macos ] && command -v lipo > /dev/null; then
    # A given binary serves the architectures it holds.
    triples="$(lipo -archs "$executable" | tr ' ' '\n' | sed -e 's/.*/"&-apple-macosx"/' | paste -sd, - | sed 's/,/, /g')"
fi
[ -x "$executable" ] || fail "no executable at $executable"
version="$("$executable" --version)"

mkdir -p "$output"
folder="$tool-$variant"
rm -rf "${output:?}/$folder"
mkdir -p "$output/$folder/bin"
cp "$executable" "$output/$folder/bin/$tool"
chmod 755 "$output/$folder/bin/$tool"
# A release binary this script built loses its symbol table (half its size
# on Linux); a given binary goes in as it is.
if [ "$built" = true ] && [ "$variant" != macos ] && [ "$configuration" = release ] && command -v strip > /dev/null; then
    strip "$output/$folder/bin/$tool"
fi
# The triples of each variant, kept beside it for the runs that add others.
echo "$triples" > "$output/$folder/supported-triples"

# info.json: every variant the bundle holds, in name order.
variants=""
for directory in "$output"/"$tool"-*/; do
    name="$(basename "$directory")"
    [ -x "$directory/bin/$tool" ] && [ -f "$directory/supported-triples" ] || continue
    [ -n "$variants" ] && variants+=","
    variants+="
        {
          \"path\": \"$name/bin/$tool\",
          \"supportedTriples\": [$(cat "$directory/supported-triples")]
        }"
done
cat > "$output/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "$tool": {
      "version": "$version",
      "type": "executable",
      "variants": [$variants
      ]
    }
  }
}
JSON
echo "build-artifact-bundle: $output ($tool $version, $variant)" >&2

if [ "$zip" = true ]; then
    archive="$output.zip"
    rm -f "$archive"
    (cd "$(dirname "$output")" && zip -qry "$archive" "$(basename "$output")")
    checksum="$(swift package --package-path "$root" compute-checksum "$archive")"
    echo "build-artifact-bundle: $archive" >&2
    echo "checksum: $checksum"
fi
