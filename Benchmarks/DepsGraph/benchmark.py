#!/usr/bin/env python3
"""Times `ribs deps` on synthetic trees, and type-checks what it generates against the same
tree forwarded by hand, the RIBs way (see generate-graph.py).

For each size (1,000, 2,500 and 5,000 components by default): the release `ribs deps generate`'s
best wall time on 1 and 2 threads and its peak memory (the child's own ru_maxrss, from wait4);
the lines it generates; and the time `swiftc -typecheck` takes on the module with the generated
file, and on the hand-forwarded module.

Anchors from Needle's issues: 30 s for its generator on Uber's largest graph (#345), 25 s to
compile its generated code after a fix (#406). Targets: generation under 1 s for 5,000
components on 2 cores; the generated module type-checks faster than the hand-forwarded one;
both grow linearly with the number of edges.

usage: benchmark.py [--sizes 1000,2500,5000] [--runs N] [--skip-build] [--keep DIR]
"""
import argparse
import glob
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def timed(command, cwd=None):
    """Wall time and peak RSS (MB) of one run; stops the benchmark if the command fails."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    errors = process.stderr.read().decode()
    if status != 0:
        sys.exit(f"failed (status {status}): {' '.join(command[:6])} …\n{errors[-3000:]}")
    return elapsed, usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,2500,5000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--keep", help="put the trees here instead of a temporary folder")
    arguments = parser.parse_args()

    scratch = os.path.join(ROOT, ".build-release")
    if not arguments.skip_build:
        subprocess.run(
            ["swift", "build", "-c", "release", "--traits", "Tools", "--product", "ribs", "--scratch-path", scratch],
            cwd=ROOT, check=True)
        # The RIBs module the type-checks import.
        subprocess.run(["swift", "build", "--product", "RIBs"], cwd=ROOT, check=True)
    ribs = os.path.join(scratch, "release", "ribs")
    modules = os.path.join(ROOT, ".build", "debug", "Modules")
    work = arguments.keep or tempfile.mkdtemp(prefix="ribs-deps-bench-")
    print(f"ribs deps, best of {arguments.runs} runs, {os.cpu_count()} cores; trees in {work}")
    print(f"{'components':>10} {'edges':>6} {'1 thread':>9} {'2 threads':>10} {'peak MB':>8} "
          f"{'lines out':>10} {'typecheck generated':>20} {'typecheck by hand':>18}")
    for size in [int(s) for s in arguments.sizes.split(",")]:
        tree = os.path.join(work, str(size))
        if not os.path.isdir(tree):
            subprocess.run([sys.executable, os.path.join(HERE, "generate-graph.py"), str(size), tree], check=True,
                           stdout=subprocess.DEVNULL)
        source = os.path.join(tree, "generated", "App")
        output = os.path.join(tree, "generated", "RIBsDeps.generated.swift")
        best = {}
        peak = 0.0
        for threads in (1, 2):
            for _ in range(arguments.runs):
                if os.path.exists(output):
                    os.remove(output)
                elapsed, memory = timed([ribs, "deps", "generate", "-s", f"App={source}", "-d", output, "-j", str(threads)])
                best[threads] = min(best.get(threads, elapsed), elapsed)
                peak = max(peak, memory)
        with open(output) as file:
            lines = sum(1 for _ in file)
        edges = sum(len(open(path).read().split("Builder(dependency: self)")) - 1
                    for path in glob.glob(os.path.join(source, "*.swift")))
        # One frontend for the whole module (-wmo), as a release build checks it.
        check = ["swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-parse-as-library", "-I", modules]
        generated_time, _ = timed(check + sorted(glob.glob(os.path.join(source, "*.swift"))) + [output])
        hand_time, _ = timed(check + sorted(glob.glob(os.path.join(tree, "hand", "App", "*.swift"))))
        print(f"{size:>10} {edges:>6} {best[1]:>8.2f}s {best[2]:>9.2f}s {peak:>8.0f} {lines:>10} "
              f"{generated_time:>19.1f}s {hand_time:>17.1f}s")


if __name__ == "__main__":
    main()
