"""The peak memory of a benchmarked command, shared by the tools' benchmark scripts.

A child of a Python script reports in ru_maxrss the resident memory of the script it was forked
from, if that was larger (Linux keeps the mark across exec); a child of GNU `time` starts from
`time`'s own few megabytes. So each command runs under GNU time when it is there.
"""
import os

TIME = "/usr/bin/time"


def measured(command):
    """`command` run under GNU time when it is there, and where its peak memory will be."""
    return ([TIME, "-f", "peak-kilobytes %M"] + command) if os.path.exists(TIME) else command


def peak_megabytes(errors, usage):
    """The peak memory GNU time printed last on standard error, else the child's ru_maxrss."""
    for line in reversed(errors.splitlines()):
        if line.startswith("peak-kilobytes "):
            return int(line.split()[1]) / 1024
    return usage.ru_maxrss / 1024
