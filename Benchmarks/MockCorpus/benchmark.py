#!/usr/bin/env python3
"""Times a release build of `ribs mock` on the synthetic corpora, and Mockolo on the same ones in
the same run when it is given.

For each corpus (dense: 2,000 files and 10,000 annotated protocols; realistic: the same
protocols in 1 file of 10, the rest ordinary code) and each thread count (1 and 2), it runs each
tool a few times, in turns so that both see the same machine, and prints the best wall time,
protocols per second, the peak resident memory of the run (GNU time's, see ../peak_memory.py)
and, with Mockolo, how many times as fast ribs mock is and the share of Mockolo's memory it
takes. Issue 30's target: at least 4 times as fast on both corpora, best of 3.

usage: benchmark.py [--runs N] [--skip-build] [--keep DIR] [--mockolo PATH]

--mockolo takes the path of a `mockolo` binary (uber/mockolo 2.6.1, built in release mode),
which is run with the same options: `-s CORPUS -d OUTPUT -j THREADS -l 3`.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
from peak_memory import measured, peak_megabytes  # noqa: E402
PROTOCOLS = 10000
TARGET = 4.0


def run_once(command, output):
    """Wall time and peak RSS (MB) of one run of a mock generator writing `output`."""
    # A fresh output each time, so every run renders and writes the whole file.
    if os.path.exists(output):
        os.remove(output)
    start = time.perf_counter()
    process = subprocess.Popen(measured(command), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    errors = process.stderr.read().decode()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"failed (status {status}): {' '.join(command)}\n{errors[-3000:]}")
    return elapsed, peak_megabytes(errors, usage)


def lines_of(path):
    with open(path, "rb") as generated:
        return sum(1 for _ in generated)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--keep", help="put the corpora and outputs here instead of a temporary folder")
    parser.add_argument("--mockolo", help="a mockolo binary to run on the same corpora, in turns with ribs mock")
    arguments = parser.parse_args()

    # The release build of the tools, in the scratch folder the ribs deps benchmark uses too.
    scratch = os.path.join(ROOT, ".build-release")
    if not arguments.skip_build:
        subprocess.run(["swift", "build", "-c", "release", "--traits", "Tools", "--product", "ribs",
                        "--scratch-path", scratch], cwd=ROOT, check=True)
    ribs = os.path.join(scratch, "release", "ribs")
    work = arguments.keep or tempfile.mkdtemp(prefix="ribs-mock-bench-")
    peers = "ribs mock and Mockolo in turns" if arguments.mockolo else "ribs mock"
    print(f"{peers}, best of {arguments.runs} runs each, {os.cpu_count()} cores; corpora in {work}")
    header = f"{'corpus':<10} {'threads':>7} {'seconds':>8} {'protocols/s':>12} {'peak MB':>8}"
    if arguments.mockolo:
        header += f"   {'Mockolo s':>9} {'peak MB':>8}   {'speed-up':>8} {'memory':>7}"
    print(header)
    met = True
    for kind in ("dense", "realistic"):
        corpus = os.path.join(work, kind)
        if not os.path.isdir(corpus):
            subprocess.run([sys.executable, os.path.join(HERE, "generate-corpus.py"), kind, corpus], check=True)
        ours_output = os.path.join(work, f"{kind}-mocks.swift")
        theirs_output = os.path.join(work, f"{kind}-mockolo.swift")
        for threads in (1, 2):
            ours, theirs = [], []
            for _ in range(arguments.runs):
                ours.append(run_once([ribs, "mock", "-s", corpus, "-d", ours_output, "-j", str(threads), "-l", "3"],
                                     ours_output))
                if arguments.mockolo:
                    theirs.append(run_once(
                        [arguments.mockolo, "-s", corpus, "-d", theirs_output, "-j", str(threads), "-l", "3"],
                        theirs_output))
            best = min(seconds for seconds, _ in ours)
            peak = max(megabytes for _, megabytes in ours)
            line = f"{kind:<10} {threads:>7} {best:>8.2f} {PROTOCOLS / best:>12,.0f} {peak:>8.0f}"
            if arguments.mockolo:
                their_best = min(seconds for seconds, _ in theirs)
                their_peak = max(megabytes for _, megabytes in theirs)
                speedup = their_best / best
                met = met and speedup >= TARGET
                line += f"   {their_best:>9.2f} {their_peak:>8.0f}   {speedup:>7.2f}x {peak / their_peak:>6.2f}x"
            print(line)
        output = f"{kind:<10} output: {lines_of(ours_output):,} lines"
        if arguments.mockolo:
            output += f" (Mockolo: {lines_of(theirs_output):,})"
        print(output)
    if arguments.mockolo:
        print(f"target: ribs mock at least {TARGET:.0f}x as fast as Mockolo on both corpora: {'met' if met else 'NOT met'}")


main()
