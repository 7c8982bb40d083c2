#!/usr/bin/env bash
# Names the tests that started and never ended, from a Swift Testing event stream
# (`swift test --event-stream-output-path FILE --event-stream-version 0`): what CI prints when
# the tests run past their limit, so that a hang names its test instead of eating the budget.
#
#   Scripts/unfinished-tests.sh FILE
set -euo pipefail
events="$1"
ids() { grep "\"kind\":\"$1\"" "$events" | grep -o '"testID":"[^"]*"' | sort -u; }
unfinished="$(comm -23 <(ids testStarted) <(ids testEnded) | sed -e 's/^"testID":"\(.*\)"$/\1/' -e 's#\\/#/#g')"
if [ -z "$unfinished" ]; then
    echo "every test that started has ended"
else
    echo "started and not ended:"
    echo "$unfinished" | sed 's/^/  /'
fi
