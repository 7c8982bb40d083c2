#!/usr/bin/env python3
"""The plugins as a user's build runs them (issue 41), beside Mockolo's and Needle's release
binaries, in one run.

1. A user's package, set up as README tells a new user: it depends on swift-ribs by path with the
   `Tools` trait, one target uses RIBsDepsPlugin and its test target RIBsMockPlugin. `swift build
   --build-tests` builds the `ribs` that SwiftPM makes for the plugins (a debug build), and runs
   them. Its time is printed, and the time of a build after a one-file edit.
2. That `ribs`, run with the arguments and the environment the plugins give SwiftPM (the file
   list, the work folder's cache, RIBS_INSTALLED_TOOL), on Benchmarks' inputs: `ribs deps` on the
   1,000- and 5,000-component trees (DepsGraph/generate-graph.py), `ribs mock` on the dense and
   realistic corpora (MockCorpus/generate-corpus.py). Each input: a clean run (empty cache), a
   run after an edit of nothing the tool reads, one after an edit of what it reads that changes
   nothing it generates (a line added above a component's declarations; a protocol's doc
   comment), and one after a declaration changed (a property added to a component; a method to a
   protocol); the output after the edits is compared with a clean run's. The peer's release binary runs on the same
   input, best of --runs.
3. `swift package ribs install` (a release `ribs` in the build folder); then 2. again: the same
   debug `ribs` starts and hands its work to the installed one.

usage: benchmark.py --mockolo BIN --needle BIN [--keep DIR] [--runs N] [--skip-install]
                    [--sizes 1000,5000] [--corpora dense,realistic]
Mockolo: a release build of uber/mockolo 2.6.1; Needle: Benchmarks/DepsGraph/build-needle.py.
"""
import argparse
import filecmp
import glob
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BENCHMARKS = os.path.dirname(HERE)
ROOT = os.path.dirname(BENCHMARKS)
TARGET = 0.05

MANIFEST = """// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "UserBuild",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../swift-ribs", traits: ["Tools"])],
    targets: [
        .target(
            name: "App", dependencies: [.product(name: "RIBs", package: "swift-ribs")],
            plugins: [.plugin(name: "RIBsDepsPlugin", package: "swift-ribs")]),
        .testTarget(
            name: "AppTests", dependencies: ["App"],
            plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")]),
    ]
)
"""

APP = {
    "Root.swift": """import RIBs

final class RootComponent: Component<EmptyDependency> {
    var name: String { "root" }
    var child: ChildBuilder { ChildBuilder(dependency: self) }
}
""",
    "Child.swift": """import RIBs

/// @mockable
@MainActor
protocol ChildDependency: Dependency, ChildPassThrough {
    var name: String { get }
}

final class ChildBuilder: Builder<any ChildDependency> {}

func helper() -> Int { 1 }
""",
}
TEST = "import Testing\n@testable import App\n\n@MainActor @Test func theMockExists() { _ = ChildDependencyMock() }\n"


def timed(command, cwd=None, env=None):
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed (status {result.returncode}): {' '.join(command[:8])} …\n{result.stdout[-3000:]}")
    return elapsed, result.stdout


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


def user_package(work):
    """The user's package beside a link named swift-ribs (a path dependency's name is its folder's)."""
    link = os.path.join(work, "swift-ribs")
    if not os.path.exists(link):
        os.symlink(ROOT, link)
    package = os.path.join(work, "UserBuild")
    write(os.path.join(package, "Package.swift"), MANIFEST)
    for name, text in APP.items():
        write(os.path.join(package, "Sources", "App", name), text)
    write(os.path.join(package, "Tests", "AppTests", "AppTests.swift"), TEST)
    return package


def plugin_tool(package):
    """The `ribs` SwiftPM built for the plugins: the build's debug folder holds it as `ribs-tool`."""
    found = glob.glob(os.path.join(package, ".build", "*", "debug", "ribs-tool"))
    if not found:
        sys.exit("no ribs-tool in the build folder: did SwiftPM name the plugins' tool otherwise?")
    return found[0]


class Input:
    """One benchmark input, the plugin's command on it, the peer's, and its three edits: of nothing
    the tool reads, of what it reads that changes nothing it generates (declarations moved, a doc
    comment), and a declaration changed."""

    def __init__(self, kind, name, folder, command, peer, irrelevant, relevant, changed):
        self.kind, self.name, self.folder = kind, name, folder
        self.command, self.peer = command, peer
        self.irrelevant, self.relevant, self.changed = irrelevant, relevant, changed


EDITS = iter(range(1, 1_000_000))


def deps_input(work, size, tool, cache, needle):
    tree = os.path.join(work, f"tree-{size}")
    if not os.path.isdir(tree):
        subprocess.run([sys.executable, os.path.join(BENCHMARKS, "DepsGraph", "generate-graph.py"), str(size), tree],
                       check=True, stdout=subprocess.DEVNULL)
    source = os.path.join(tree, "generated", "App")
    output = os.path.join(work, f"deps-{size}.swift")
    # As RIBsDepsPlugin gives it to SwiftPM.
    command = [tool, "deps", "generate", "-s", f"App={source}", "-d", output, "--cache-dir", cache]
    needle_output = os.path.join(work, f"needle-{size}.swift")
    peer = [needle, "generate", needle_output, os.path.join(tree, "needle", "App")]
    file = os.path.join(source, "C1.swift")
    return Input("deps", f"{size:,} components", source, command + [output], peer,
                 lambda: append(file, "\nfunc edited() -> Int { 1 }\n"),
                 lambda: prepend(file, "// edited: every declaration below moves a line\n"),
                 lambda: replace_once(file, "{ 0 }\n", "{ 0 }\n    var edited%d: Int { 0 }\n" % next(EDITS)))


def mock_input(work, corpus, tool, cache, mockolo):
    folder = os.path.join(work, f"corpus-{corpus}")
    if not os.path.isdir(folder):
        subprocess.run([sys.executable, os.path.join(BENCHMARKS, "MockCorpus", "generate-corpus.py"), corpus, folder],
                       check=True, stdout=subprocess.DEVNULL)
    files = sorted(glob.glob(os.path.join(folder, "*.swift")))
    output = os.path.join(work, f"mocks-{corpus}.swift")
    tests = os.path.join(work, "Tests", "CorpusTests")
    os.makedirs(tests, exist_ok=True)
    # As RIBsMockPlugin gives it to SwiftPM for a test target of the module `Corpus`: the
    # sources in a file list.
    file_list = os.path.join(work, f"sources-{corpus}.list")
    write(file_list, "".join(path + "\n" for path in files))
    command = [tool, "mock", "-f", file_list, "-d", output, "-l", "2", "-j", str(os.cpu_count()), "--explain-empty",
                                                  "--module", f"CorpusTests={tests}", "--module", f"Corpus={folder}",
                                                  "--cache-dir", cache, "-i", "Corpus"]
    peer = [mockolo, "-s", folder, "-d", os.path.join(work, f"mockolo-{corpus}.swift")]
    with_protocol = next(f for f in files if "protocol " in open(f).read())
    without = next(f for f in files if "protocol" not in open(f).read())
    return Input("mock", f"{corpus} corpus", folder, command + [output], peer,
                 lambda: append(without, "\nstruct Edited { let value = 1 }\n"),
                 lambda: replace_once(with_protocol, "protocol ", "/// edited\nprotocol "),
                 lambda: replace_once(with_protocol, " { get set }\n", " { get set }\n    func edited%d()\n" % next(EDITS)))


def append(path, text):
    with open(path, "a") as file:
        file.write(text)


def prepend(path, text):
    body = open(path).read()
    write(path, text + body)


def replace_once(path, old, new):
    body = open(path).read()
    write(path, body.replace(old, new, 1))


def measure(item, environment, cache, runs):
    """Clean, then each edit, of the plugin's command; the output after the edits against a clean run's."""
    output = item.command[-1]
    command = item.command[:-1]
    shutil.rmtree(cache, ignore_errors=True)
    if os.path.exists(output):
        os.remove(output)
    clean, log = timed(command, env=environment)
    handed = "note: the release ribs installed at" in log
    item.irrelevant()
    irrelevant, _ = timed(command, env=environment)
    item.relevant()
    relevant, _ = timed(command, env=environment)
    item.changed()
    changed, _ = timed(command, env=environment)
    reference = output + ".clean"
    clean_command = [part for part in command if part != cache and part != "--cache-dir"]
    clean_command[clean_command.index("-d") + 1] = reference
    subprocess.run(clean_command, env=environment, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    identical = filecmp.cmp(output, reference, shallow=False)
    peer = min(timed(item.peer)[0] for _ in range(runs))
    return clean, irrelevant, relevant, changed, identical, peer, handed


def report(label, rows):
    peer_name = {"deps": "Needle", "mock": "Mockolo 2.6.1"}
    print(f"\n{label}")
    print("| input | plugin's run, clean | peer's release binary, clean | clean: faster than the peer | "
          "an edit of nothing it reads | an edit of what it reads, nothing generated changes | "
          "a declaration changed | one-file target (5% of clean) | output after the edits = a clean run's |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for item, (clean, irrelevant, relevant, changed, identical, peer, _) in rows:
        faster = f"{peer / clean:.1f}× ({'met' if clean < peer else 'not met'})"
        share = lambda t: f"{t:.2f} s ({t / clean * 100:.0f}%)"  # noqa: E731
        within = [t <= TARGET * clean for t in (irrelevant, relevant, changed)]
        met = "met" if all(within) else ("not met" if not any(within) else
                                         "for " + ", ".join(name for name, ok in zip(
                                             ["nothing it reads", "what it reads", "a declaration"], within) if ok))
        print(f"| {item.kind}, {item.name} | {clean:.2f} s | {peer_name[item.kind]} {peer:.2f} s | {faster} | "
              f"{share(irrelevant)} | {share(relevant)} | {share(changed)} | {met} | "
              f"{'yes' if identical else 'NO'} |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mockolo", required=True)
    parser.add_argument("--needle", required=True)
    parser.add_argument("--keep", help="work here instead of a temporary folder (kept: the trees, corpora, package)")
    parser.add_argument("--runs", type=int, default=3, help="runs of each peer; the best is printed")
    parser.add_argument("--sizes", default="1000,5000")
    parser.add_argument("--corpora", default="dense,realistic")
    parser.add_argument("--skip-install", action="store_true")
    arguments = parser.parse_args()
    work = arguments.keep or tempfile.mkdtemp(prefix="ribs-user-build-")
    os.makedirs(work, exist_ok=True)
    package = user_package(work)

    first, _ = timed(["swift", "build", "--build-tests"], cwd=package)
    append(os.path.join(package, "Sources", "App", "Child.swift"), "\nfunc edited() -> Int { 2 }\n")
    again, log = timed(["swift", "build", "--build-tests"], cwd=package)
    print(f"user package: first `swift build --build-tests` {first:.1f} s (the tool and swift-syntax compiled, "
          f"both plugins run); after a one-file edit {again:.1f} s")
    tool = plugin_tool(package)
    installed = os.path.join(package, ".build", "ribs-tool", "ribs")
    environment = dict(os.environ, RIBS_INSTALLED_TOOL=installed)
    cache = os.path.join(work, "parse-cache")
    inputs = [deps_input(work, int(size), tool, cache, arguments.needle) for size in arguments.sizes.split(",")]
    inputs += [mock_input(work, corpus, tool, cache, arguments.mockolo) for corpus in arguments.corpora.split(",")]

    ok = True
    configurations = [("debug ribs (no install: what SwiftPM builds for the plugins)", False)]
    if not arguments.skip_install:
        configurations.append(("after `swift package ribs install` (the debug ribs hands over to the release one)", True))
    for label, install in configurations:
        if install:
            seconds, _ = timed(["swift", "package", "--allow-writing-to-package-directory", "ribs", "install"],
                               cwd=package)
            print(f"\n`swift package ribs install`: {seconds:.0f} s")
        elif os.path.exists(installed):
            os.remove(installed)
        rows = []
        for item in inputs:
            result = measure(item, environment, cache, arguments.runs)
            if result[6] != install:
                sys.exit(f"{item.kind} {item.name}: expected {'a' if install else 'no'} hand-over to the installed ribs")
            ok = ok and result[4]
            rows.append((item, result))
        report(label, rows)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
