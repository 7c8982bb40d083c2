#!/usr/bin/env bash
# The tests a Swift Testing log shows as started but not ended: after a run that hung, what it
# was waiting on.
#
#   Scripts/unfinished-tests.sh LOG
set -euo pipefail
awk '
/started\.$/ {
    if (match($0, /(Test|to) [A-Za-z_][A-Za-z0-9_]*\(/)) {
        name = substr($0, RSTART, RLENGTH - 1); sub(/^(Test|to) /, "", name); started[name] = 1
    }
}
/^(✔|✘|━) Test [A-Za-z_][A-Za-z0-9_]*\(.*(passed|failed) after/ {
    if (match($0, /Test [A-Za-z_][A-Za-z0-9_]*\(/)) ended[substr($0, RSTART + 5, RLENGTH - 6)] = 1
}
END { for (name in started) if (!(name in ended)) print name }
' "$1" | sort
