#!/usr/bin/env python3
"""Times `ribs mock --cache-dir` as RIBsMockPlugin runs it on every build (issue 41): a clean
run, a run with nothing changed, one after an edit to a file that declares no protocol, and one
after an edit to a protocol's file, on the realistic corpus (2,000 files, 10,000 protocols in 1
file of 10). Each later run is printed as a share of the clean one (issue 41's target for a
one-file change: at most 5%), and its output is compared with a clean run's.

usage: incremental.py [--ribs PATH] [--threads N]

--ribs defaults to the debug build, `.build/debug/ribs`: SwiftPM builds a build-tool plugin's
tool in the build's configuration, debug in everyday builds, so that is what users run.
"""
import argparse
import filecmp
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TARGET = 0.05


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ribs", default=os.path.join(ROOT, ".build", "debug", "ribs"))
    parser.add_argument("--threads", type=int, default=2)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        corpus = os.path.join(work, "corpus")
        subprocess.run(
            [sys.executable, os.path.join(HERE, "generate-corpus.py"), "realistic", corpus],
            check=True, stdout=subprocess.DEVNULL)
        files = sorted(os.listdir(corpus))
        with_protocol = next(f for f in files if "protocol " in open(os.path.join(corpus, f)).read())
        without = next(f for f in files if "protocol" not in open(os.path.join(corpus, f)).read())
        output = os.path.join(work, "Mocks.swift")
        cached = [arguments.ribs, "mock", "-s", corpus, "-d", output, "-j", str(arguments.threads), "-l", "2",
                  "--cache-dir", os.path.join(work, "cache")]
        clean = timed(cached)
        rows = [("clean (empty cache)", clean)]
        rows.append(("nothing changed", timed(cached)))
        with open(os.path.join(corpus, without), "a") as file:
            file.write("\nstruct Edited { let value = 1 }\n")
        rows.append((f"a file without protocols edited ({without})", timed(cached)))
        path = os.path.join(corpus, with_protocol)
        text = open(path).read()
        open(path, "w").write(text.replace("protocol ", "/// edited\nprotocol ", 1))
        rows.append((f"a protocol's file edited ({with_protocol})", timed(cached)))
        reference = os.path.join(work, "Clean.swift")
        subprocess.run([arguments.ribs, "mock", "-s", corpus, "-d", reference, "-j", str(arguments.threads), "-l", "2"],
                       check=True, stdout=subprocess.DEVNULL)
        identical = filecmp.cmp(output, reference, shallow=False)
        print(f"ribs mock --cache-dir, {arguments.ribs}, {arguments.threads} threads, realistic corpus")
        print("| run | time | share of the clean run | target 5% |")
        print("| --- | --- | --- | --- |")
        for name, seconds in rows:
            share = seconds / clean
            verdict = "" if name.startswith("clean") else ("met" if share <= TARGET else "not met")
            print(f"| {name} | {seconds:.2f} s | {share * 100:.1f}% | {verdict} |")
        print(f"output after the edits identical to a clean run's: {'yes' if identical else 'NO'}")
        return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
