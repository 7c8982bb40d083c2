#!/usr/bin/env python3
"""Times `ribs deps` on synthetic trees, and type-checks what it generates against the same
tree forwarded by hand, the RIBs way (see generate-graph.py).

For each size (1,000, 2,500 and 5,000 components by default): the release `ribs deps generate`'s
best wall time on 1 and 2 threads and its peak memory (GNU time's, see ../peak_memory.py);
the lines it generates; and the time `swiftc -typecheck` takes on the module with the generated
file, and on the hand-forwarded module.

With `--needle BIN --needle-foundation DIR` (a release build of uber/needle's generator, and a
folder with NeedleFoundation.swiftmodule), Needle runs in the same run on the same trees written
in its shape (generate-graph.py's `needle/App`), in turns with ribs deps: its best time on 1 and 2
threads (`--concurrency-limit`) and with no limit (its default, and by far its fastest), its peak
memory, the lines it generates, and the type-check of
its module with its generated file. Issue 30's targets: generation at least 10 times as fast as
Needle's, and a type-check no slower than that of Needle's output.

usage: benchmark.py [--sizes 1000,2500,5000] [--runs N] [--skip-build] [--keep DIR]
                    [--needle BIN --needle-foundation DIR]
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
sys.path.insert(0, os.path.dirname(HERE))
from peak_memory import measured, peak_megabytes  # noqa: E402


def timed(command, cwd=None):
    """Wall time and peak RSS (MB) of one run; stops the benchmark if the command fails."""
    start = time.perf_counter()
    process = subprocess.Popen(measured(command), cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    errors = process.stderr.read().decode()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"failed (status {status}): {' '.join(command[:6])} …\n{errors[-3000:]}")
    return elapsed, peak_megabytes(errors, usage)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,2500,5000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--keep", help="put the trees here instead of a temporary folder")
    parser.add_argument("--needle", help="uber/needle's generator, run on the same trees in turns with ribs deps")
    parser.add_argument("--needle-foundation", help="a folder with NeedleFoundation.swiftmodule, for the type-check")
    arguments = parser.parse_args()
    if bool(arguments.needle) != bool(arguments.needle_foundation):
        sys.exit("--needle and --needle-foundation go together")

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
    print(f"ribs deps{' and Needle in turns' if arguments.needle else ''}, best of {arguments.runs} runs, "
          f"{os.cpu_count()} cores; trees in {work}")
    print(f"{'':>17} {'1 thread':>9} {'2 threads':>10} {'peak MB':>8} {'lines out':>10} {'type-check':>11}")
    met = True
    for size in [int(s) for s in arguments.sizes.split(",")]:
        tree = os.path.join(work, str(size))
        if not os.path.isdir(os.path.join(tree, "needle")):
            subprocess.run([sys.executable, os.path.join(HERE, "generate-graph.py"), str(size), tree], check=True,
                           stdout=subprocess.DEVNULL)
        source = os.path.join(tree, "generated", "App")
        output = os.path.join(tree, "generated", "RIBsDeps.generated.swift")
        needle_source = os.path.join(tree, "needle", "App")
        needle_output = os.path.join(tree, "needle", "NeedleGenerated.swift")
        best, peak = {}, 0.0
        needle_best, needle_peak = {}, 0.0
        for threads in (1, 2):
            for _ in range(arguments.runs):
                if os.path.exists(output):
                    os.remove(output)
                elapsed, memory = timed([ribs, "deps", "generate", "-s", f"App={source}", "-d", output, "-j", str(threads)])
                best[threads] = min(best.get(threads, elapsed), elapsed)
                peak = max(peak, memory)
                if arguments.needle:
                    if os.path.exists(needle_output):
                        os.remove(needle_output)
                    elapsed, memory = timed([arguments.needle, "generate", needle_output, needle_source,
                                             "--concurrency-limit", str(threads)])
                    needle_best[threads] = min(needle_best.get(threads, elapsed), elapsed)
                    needle_peak = max(needle_peak, memory)
                    if threads == 2:
                        # Needle as its users run it: no limit, every core. With a limit it
                        # runs ten to twenty times slower on these trees.
                        os.remove(needle_output)
                        elapsed, memory = timed([arguments.needle, "generate", needle_output, needle_source])
                        needle_best["default"] = min(needle_best.get("default", elapsed), elapsed)
                        needle_peak = max(needle_peak, memory)
        edges = sum(len(open(path).read().split("Builder(dependency: self)")) - 1
                    for path in glob.glob(os.path.join(source, "*.swift")))
        # One frontend for the whole module (-wmo), as a release build checks it.
        check = ["swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-parse-as-library", "-I", modules]
        generated_time, _ = timed(check + sorted(glob.glob(os.path.join(source, "*.swift"))) + [output])
        hand_time, _ = timed(check + sorted(glob.glob(os.path.join(tree, "hand", "App", "*.swift"))))
        print(f"{size:,} components ({edges:,} edges)")
        print(f"  {'ribs deps':<15} {best[1]:>8.2f}s {best[2]:>9.2f}s {peak:>8.0f} {lines(output):>10,} "
              f"{generated_time:>10.1f}s")
        print(f"  {'by hand':<15} {'':>9} {'':>10} {'':>8} {'':>10} {hand_time:>10.1f}s")
        if arguments.needle:
            needle_check = ["swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-parse-as-library", "-I",
                            arguments.needle_foundation]
            needle_time, _ = timed(needle_check + sorted(glob.glob(os.path.join(needle_source, "*.swift")))
                                   + [needle_output])
            print(f"  {'Needle':<15} {needle_best[1]:>8.2f}s {needle_best[2]:>9.2f}s {needle_peak:>8.0f} "
                  f"{lines(needle_output):>10,} {needle_time:>10.1f}s")
            print(f"  {'Needle, no limit':<15} {needle_best['default']:>8.2f}s (its default: every core)")
            speedups = [needle_best["default"] / best[t] for t in (1, 2)]
            limited = [needle_best[t] / best[t] for t in (1, 2)]
            print(f"  against Needle's default, ribs deps is {speedups[0]:.1f}x (1 thread) and {speedups[1]:.1f}x "
                  f"(2 threads) as fast; against Needle with --concurrency-limit 1 and 2, {limited[0]:.1f}x and "
                  f"{limited[1]:.1f}x; in {peak / needle_peak:.2f}x its memory; type-check "
                  f"{generated_time / needle_time:.2f}x Needle's")
            met = met and min(speedups) >= 10 and generated_time <= needle_time
    if arguments.needle:
        print(f"targets (generation >= 10x as fast as Needle, type-check no slower than Needle's output): "
              f"{'met' if met else 'NOT met'}")


def lines(path):
    with open(path) as file:
        return sum(1 for _ in file)


if __name__ == "__main__":
    main()
