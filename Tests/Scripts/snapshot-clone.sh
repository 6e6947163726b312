#!/usr/bin/env bash
# snapshot-clone.sh REPOSITORY CLONE [TAG]: clone REPOSITORY into CLONE, bring the clone up to
# REPOSITORY's working tree (uncommitted and untracked files that git does not ignore included,
# deleted files removed), commit that as one snapshot and, given TAG, tag it. REPOSITORY's own
# tags and working tree are never touched. Used by the consumer check and the API check's test.
set -euo pipefail
repository="$1"
clone="$2"
tag="${3:-}"
git clone --quiet --no-hardlinks "$repository" "$clone"
# Every file of the working tree git does not ignore, copied over the clone (tar, so the same
# command works with GNU and BSD tools).
(
    cd "$repository"
    git ls-files -z --cached --others --exclude-standard |
        while IFS= read -r -d '' file; do if [ -e "$file" ]; then printf '%s\0' "$file"; fi; done |
        tar --null -T - -cf -
) | tar -xf - -C "$clone"
cd "$clone"
git ls-files -z --deleted | xargs -0 -r git rm --quiet
git add -A
git -c user.name=snapshot -c user.email=snapshot@localhost commit --quiet --allow-empty -m "snapshot of the working tree"
if [ -n "$tag" ]; then git tag "$tag"; fi
