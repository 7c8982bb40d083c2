#!/usr/bin/env python3
"""Times a release build of `ribs mock` on the synthetic corpora, as issue 5 asks.

For each corpus (dense: 2,000 files and 10,000 annotated protocols; realistic: the same
protocols in 1 file of 10, the rest ordinary code) and each thread count (1 and 2), it runs
`ribs mock` a few times and prints the best wall time, protocols per second and the peak
resident memory of the run (the child's own ru_maxrss, from wait4).

Mockolo 2.6.1's figures for a dense corpus of the same size on a machine like ours (8.8 s with
one thread, 6.1 s with two, 420 MB peak) are printed next to ours as the target's reference;
they were measured on Mockolo's own corpus, not on this one.

usage: benchmark.py [--runs N] [--skip-build] [--keep DIR]
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MOCKOLO = {1: 8.8, 2: 6.1}
MOCKOLO_PEAK_MB = 420
PROTOCOLS = 10000


def run_once(binary, corpus, output, threads):
    """Wall time and peak RSS (MB) of one run of ribs mock."""
    command = [binary, "mock", "-s", corpus, "-d", output, "-j", str(threads), "-l", "3"]
    # A fresh output each time, so every run renders and writes the whole file.
    if os.path.exists(output):
        os.remove(output)
    start = time.perf_counter()
    process = subprocess.Popen(command)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"ribs mock failed on {corpus} (status {status}): {' '.join(command)}")
    return elapsed, usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--keep", help="put the corpora and outputs here instead of a temporary folder")
    arguments = parser.parse_args()

    if not arguments.skip_build:
        subprocess.run(["swift", "build", "-c", "release", "--traits", "Tools", "--product", "ribs"], cwd=ROOT, check=True)
    binary = os.path.join(ROOT, ".build", "release", "ribs")
    work = arguments.keep or tempfile.mkdtemp(prefix="ribs-mock-bench-")
    print(f"ribs mock, best of {arguments.runs} runs, {os.cpu_count()} cores; corpora in {work}")
    print(f"{'corpus':<10} {'threads':>7} {'seconds':>8} {'protocols/s':>12} {'peak MB':>8}   Mockolo reference")
    for kind in ("dense", "realistic"):
        corpus = os.path.join(work, kind)
        if not os.path.isdir(corpus):
            subprocess.run([sys.executable, os.path.join(HERE, "generate-corpus.py"), kind, corpus], check=True)
        output = os.path.join(work, f"{kind}-mocks.swift")
        for threads in (1, 2):
            runs = [run_once(binary, corpus, output, threads) for _ in range(arguments.runs)]
            best = min(seconds for seconds, _ in runs)
            peak = max(megabytes for _, megabytes in runs)
            reference = ""
            if kind == "dense":
                reference = (f"{MOCKOLO[threads]:.1f} s, {MOCKOLO_PEAK_MB} MB: "
                             f"{MOCKOLO[threads] / best:.2f}x as fast, {peak / MOCKOLO_PEAK_MB:.2f}x the memory")
            print(f"{kind:<10} {threads:>7} {best:>8.2f} {PROTOCOLS / best:>12,.0f} {peak:>8.0f}   {reference}")
        with open(output, "rb") as generated:
            lines = sum(1 for _ in generated)
        print(f"{kind:<10} output: {lines:,} lines")


main()
