#!/usr/bin/env bash
# The entry of the pre-commit hooks (.pre-commit-hooks.yaml):
#   pre-commit-hook.sh --check [paths/options...]     observation-migrator --check
#   pre-commit-hook.sh --in-place [paths/options...]  observation-migrator --in-place --allow-dirty
# run from the root of the repository being committed (the current
# directory when no path is given).
#
# The tool: $OBSERVATION_MIGRATOR when set (an installed binary, e.g. from
# Mint); else the hook repository's own release build, made on the first run
# (`swift build -c release`, several minutes) and kept in pre-commit's cache
# for that revision.
#
# --in-place passes --allow-dirty: the files being committed have uncommitted
# changes by definition, which the tool otherwise refuses to rewrite. That is
# safe here: pre-commit has set unstaged changes aside, so each tracked file's
# content is in git's index, and what the tool writes shows as the hook's
# changes (`git diff`), which stop the commit for review. An untracked Swift
# file has no copy in git, so the fix hook refuses to run while there is one.
set -euo pipefail

hook_repository="$(cd "$(dirname "$0")/.." && pwd)"
mode="${1:-}"
case "$mode" in
    --check|--in-place) shift ;;
    *) echo "pre-commit-hook.sh: the first argument is --check or --in-place" >&2; exit 2 ;;
esac

tool="${OBSERVATION_MIGRATOR:-}"
if [ -z "$tool" ]; then
    tool="$hook_repository/.build/release/observation-migrator"
    if [ ! -x "$tool" ]; then
        echo "observation-migrator: building the tool for this hook, once (swift build -c release)" >&2
        swift build -c release --package-path "$hook_repository" --product observation-migrator >&2
    fi
fi

if [ "$mode" = --in-place ]; then
    untracked="$(git ls-files --others --exclude-standard -- '*.swift')"
    if [ -n "$untracked" ]; then
        echo "observation-migrator: these Swift files are not in git, so a rewrite could not be undone:" >&2
        printf '%s\n' "$untracked" | sed 's/^/  /' >&2
        echo "observation-migrator: add them (git add), ignore them, or stash them (git stash -u), then commit again" >&2
        exit 1
    fi
    exec "$tool" --in-place --allow-dirty "$@"
fi
exec "$tool" --check "$@"
