#!/usr/bin/env python3
"""What a declaration change costs RIBsDepsPlugin's debug `ribs` against its clean run (issue
41's one-file target, 5%), for one or more builds of `ribs` run in turns on the same edits.

The plugin's arguments on Benchmarks/DepsGraph's trees (generate-graph.py), each build with a
cache folder of its own: a clean run (best of two), then --runs times a property added to the
root component's file and every build run once on it; min and median of those runs, as a share
of the clean run. The outputs are compared at the end. With --instructions, each run after an
edit is also counted by callgrind (the build copied without its debug information, which
valgrind cannot read): a count that does not move with the machine, for comparing builds.

    swift build --traits Tools --product ribs
    python3 Benchmarks/UserBuild/declaration-change.py [--sizes 1000,5000] [--runs 7]
        [--instructions] [BIN ...]      (default: this checkout's .build/debug/ribs)

The same run as the "a declaration changed" column of benchmark.py, without a user's package:
SwiftPM builds the plugins' `ribs` from the same sources in the same configuration.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TARGET = 0.05


def run(command):
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stderr[-2000:]}")
    return time.perf_counter() - start


def instructions(command):
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                            capture_output=True, text=True)
    found = re.search(r"Collected : (\d+)", result.stderr)
    return int(found.group(1)) if found else None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tools", nargs="*", default=[os.path.join(ROOT, ".build", "debug", "ribs")])
    parser.add_argument("--sizes", default="1000,5000")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--instructions", action="store_true")
    arguments = parser.parse_args()
    work = tempfile.mkdtemp(prefix="declaration-change-")
    tools = []
    for index, tool in enumerate(arguments.tools):
        if not os.access(tool, os.X_OK):
            sys.exit(f"{tool} is not an executable: build it first (swift build --traits Tools --product ribs)")
        copy = os.path.join(work, f"ribs-{index}")  # its own path, size and date: its own cache entries
        shutil.copy2(tool, copy)
        if arguments.instructions:
            subprocess.run(["strip", "-g", copy], check=True)
        tools.append(copy)
    print(f"| build | components | clean | a declaration changed: best, median | share of clean | "
          f"target ({TARGET:.0%}) |{' instructions, median |' if arguments.instructions else ''}")
    print(f"| --- | --- | --- | --- | --- | --- |{' --- |' if arguments.instructions else ''}")
    for size in [int(size) for size in arguments.sizes.split(",")]:
        tree = os.path.join(work, f"tree-{size}")
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "DepsGraph", "generate-graph.py"), str(size),
                        tree], check=True, stdout=subprocess.DEVNULL)
        source = os.path.join(tree, "generated", "App")
        commands = [[tool, "deps", "generate", "-s", f"App={source}", "-d", os.path.join(work, f"out-{size}-{index}"),
                     "--cache-dir", os.path.join(work, f"cache-{size}-{index}")] for index, tool in enumerate(tools)]
        cleans = []
        for command in commands:
            best = None
            for _ in range(2):
                shutil.rmtree(command[-1], ignore_errors=True)
                elapsed = run(command)
                best = elapsed if best is None else min(best, elapsed)
            cleans.append(best)
        changed = [[] for _ in tools]
        counted = [[] for _ in tools]
        root = os.path.join(source, "C1.swift")
        for edit in range(arguments.runs):
            with open(root) as file:
                text = file.read()
            with open(root, "w") as file:
                file.write(text.replace("{ 0 }\n", "{ 0 }\n    var edited%d: Int { 0 }\n" % edit, 1))
            for index, command in enumerate(commands):
                changed[index].append(run(command))
            if arguments.instructions:
                with open(root, "a") as file:
                    file.write("\nextension C1Component { var counted%d: Int { 0 } }\n" % edit)
                for index, command in enumerate(commands):
                    counted[index].append(instructions(command))
        outputs = []
        for index, command in enumerate(commands):
            with open(command[command.index("-d") + 1]) as file:
                outputs.append(file.read())
            best, median = min(changed[index]), statistics.median(changed[index])
            share = f"{best / cleans[index]:.1%}, {median / cleans[index]:.1%}"
            met = "met" if median <= TARGET * cleans[index] else ("best run only" if best <= TARGET * cleans[index]
                                                                  else "not met")
            count = (f" {statistics.median(counted[index]) / 1e6:,.0f}M |"
                     if arguments.instructions and None not in counted[index] else "")
            print(f"| {arguments.tools[index]} | {size:,} | {cleans[index]:.2f} s | {best:.3f} s, {median:.3f} s | "
                  f"{share} | {met} |{count}")
        if any(output != outputs[0] for output in outputs):
            print(f"the builds' outputs differ at {size:,} components")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
