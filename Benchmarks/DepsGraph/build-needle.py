#!/usr/bin/env python3
"""Builds uber/needle's generator in release on Linux, from local clones, fetching nothing.

Needle does not build on Linux as published. This script clones the four repositories it needs
at fixed revisions into a work folder, changes what does not build here, points each package's
dependencies at the local copies, and runs `swift build -c release`. What it changes:

- uber/swift-concurrency: its Objective-C atomics bridge becomes a C target with the same four
  operations (GCC's `__atomic` builtins, sequentially consistent), a Swift facade keeps the
  `AtomicBridges` spelling, and `import libkern` goes (Darwin only).
- apple/swift-tools-support-core 0.2.7: its swift-system requirement becomes `from: "1.1.1"`,
  so it resolves to the copy this machine serves.
- uber/needle: swift-syntax pinned to 600.0.1 (served here); its MD5 (CommonCrypto, Apple's
  only) becomes FNV-1a, used to name and compare parsed files, not in what it generates.

It prints the path of the `needle` binary and of the folder holding NeedleFoundation's module
(built from the same checkout, for benchmark.py's type-check).

usage: build-needle.py --needle GIT --tools-support-core GIT --concurrency GIT --common GIT
                       [--work DIR]
Each GIT is a clone (or a bare mirror) of the repository; e.g. the ones `fetch` brings to
/work/.mirror/OWNER+NAME/repo.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

REVISIONS = {
    "needle": "2a79817",
    "swift-tools-support-core": "0.2.7",
    "swift-concurrency": "v0.7.1",
    "swift-common": "v0.5.0",
}

# Folders not checked out: needle's prebuilt macOS binaries (a mirror may hold none of their
# contents, and nothing here uses them).
LEFT_OUT = {"needle": ["Generator/bin"]}

ATOMICS_HEADER = """#include <stdbool.h>
long AtomicBridges_fetchAndIncrement(void *value);
long AtomicBridges_fetchAndDecrement(void *value);
bool AtomicBridges_compareAndSwap(void *value, long *expected, long desired);
bool AtomicBridges_comparePointer(void **value, void *expected, void *desired);
void AtomicBridges_fence(void);
"""

ATOMICS_SOURCE = """#include "AtomicBridges.h"
long AtomicBridges_fetchAndIncrement(void *value) { return __atomic_fetch_add((long *)value, 1, __ATOMIC_SEQ_CST); }
long AtomicBridges_fetchAndDecrement(void *value) { return __atomic_fetch_sub((long *)value, 1, __ATOMIC_SEQ_CST); }
bool AtomicBridges_compareAndSwap(void *value, long *expected, long desired) {
    return __atomic_compare_exchange_n((long *)value, expected, desired, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
bool AtomicBridges_comparePointer(void **value, void *expected, void *desired) {
    return __atomic_compare_exchange_n(value, &expected, desired, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
void AtomicBridges_fence(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
"""

# The spelling the Swift sources use, over the C functions above.
ATOMICS_FACADE = """import ObjCBridges

enum AtomicBridges {
    static func fetchAndIncrementBarrier(_ value: OpaquePointer) -> Int {
        AtomicBridges_fetchAndIncrement(UnsafeMutableRawPointer(value))
    }
    static func fetchAndDecrementBarrier(_ value: OpaquePointer) -> Int {
        AtomicBridges_fetchAndDecrement(UnsafeMutableRawPointer(value))
    }
    static func compare(_ value: OpaquePointer, withExpected expected: UnsafeMutablePointer<Int>, andSwap desired: Int) -> Bool {
        AtomicBridges_compareAndSwap(UnsafeMutableRawPointer(value), expected, desired)
    }
    static func comparePointer(
        _ value: UnsafeMutablePointer<UnsafeMutableRawPointer?>, withExpectedPointer expected: UnsafeMutableRawPointer,
        andSwapPointer desired: UnsafeMutableRawPointer
    ) -> Bool {
        AtomicBridges_comparePointer(value, expected, desired)
    }
}

let memory_order_seq_cst = 5
func atomic_thread_fence(_ order: Int) { AtomicBridges_fence() }
"""

FNV_HASH = """
/// FNV-1a (64 bits) of the string's UTF-8, in hex: Needle's MD5 stand-in on Linux.
func MD5(string: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in string.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
}
"""


def run(command, cwd=None):
    subprocess.run(command, cwd=cwd, check=True)


def edit(path, change):
    with open(path) as file:
        text = file.read()
    changed = change(text)
    if changed == text:
        sys.exit(f"{path}: the patch found nothing to change; is the checkout at the expected revision?")
    with open(path, "w") as file:
        file.write(changed)


def patch_concurrency(root):
    bridges = os.path.join(root, "Sources", "ObjCBridges")
    shutil.rmtree(bridges)
    os.makedirs(os.path.join(bridges, "include"))
    with open(os.path.join(bridges, "include", "AtomicBridges.h"), "w") as file:
        file.write(ATOMICS_HEADER)
    with open(os.path.join(bridges, "AtomicBridges.c"), "w") as file:
        file.write(ATOMICS_SOURCE)
    with open(os.path.join(root, "Sources", "Concurrency", "AtomicBridgesFacade.swift"), "w") as file:
        file.write(ATOMICS_FACADE)
    for name in ("AtomicInt.swift", "AtomicReference.swift"):
        edit(os.path.join(root, "Sources", "Concurrency", name),
             lambda text: text.replace("import libkern\n", "").replace("import ObjCBridges\n", ""))


def patch_tools_support_core(root):
    edit(os.path.join(root, "Package.swift"),
         lambda text: text.replace('.upToNextMinor(from: "1.1.1")', 'from: "1.1.1"'))


def patch_common(root, paths):
    def change(text):
        text = re.sub(r'\.package\(url: "https://github.com/apple/swift-tools-support-core(\.git)?", [^)]*\)\)',
                      f'.package(path: "{paths["swift-tools-support-core"]}")', text)
        return re.sub(r'\.package\(url: "https://github.com/uber/swift-concurrency(\.git)?", [^)]*\)\)',
                      f'.package(path: "{paths["swift-concurrency"]}")', text)
    edit(os.path.join(root, "Package.swift"), change)


def patch_needle(root, paths):
    generator = os.path.join(root, "Generator")

    def change(text):
        text = re.sub(r'\.package\(url: "https://github.com/apple/swift-tools-support-core", exact: "[^"]*"\)',
                      f'.package(path: "{paths["swift-tools-support-core"]}")', text)
        text = re.sub(r'\.package\(url: "https://github.com/uber/swift-concurrency.git", [^)]*\)\)',
                      f'.package(path: "{paths["swift-concurrency"]}")', text)
        text = re.sub(r'\.package\(url: "https://github.com/uber/swift-common.git", exact: "[^"]*"\)',
                      f'.package(path: "{paths["swift-common"]}")', text)
        return re.sub(r'\.package\(url: "https://github.com/apple/swift-syntax.git", [^)]*\)\)',
                      '.package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "600.0.1")', text)
    edit(os.path.join(generator, "Package.swift"), change)
    hashing = os.path.join(generator, "Sources", "NeedleFramework", "Utilities", "HashUtils.swift")

    def fnv(text):
        text = re.sub(r"import (var|func|typealias) CommonCrypto\.\w+\n", "", text)
        return re.sub(r"/// Calculates the MD5 hash of the input string\nfunc MD5\(string: String\) -> String \{.*?\n\}\n",
                      FNV_HASH.lstrip("\n"), text, flags=re.S)
    edit(hashing, fnv)


def main():
    parser = argparse.ArgumentParser()
    for name in REVISIONS:
        parser.add_argument(f"--{name.removeprefix('swift-')}", required=True, metavar="GIT")
    parser.add_argument("--work", default=os.path.join(os.getcwd(), ".build-needle"))
    arguments = parser.parse_args()
    os.makedirs(arguments.work, exist_ok=True)
    paths = {}
    for name, revision in REVISIONS.items():
        source = getattr(arguments, name.removeprefix("swift-").replace("-", "_"))
        target = os.path.join(os.path.abspath(arguments.work), name)
        shutil.rmtree(target, ignore_errors=True)
        run(["git", "clone", "-q", "--no-checkout", source, target])
        if name in LEFT_OUT:
            run(["git", "sparse-checkout", "set", "--no-cone", "/*"] + [f"!/{path}/" for path in LEFT_OUT[name]], cwd=target)
        run(["git", "-c", "advice.detachedHead=false", "checkout", "-q", revision], cwd=target)
        for resolved in ("Package.resolved", os.path.join("Generator", "Package.resolved")):
            if os.path.exists(os.path.join(target, resolved)):
                os.remove(os.path.join(target, resolved))
        paths[name] = target
    patch_concurrency(paths["swift-concurrency"])
    patch_tools_support_core(paths["swift-tools-support-core"])
    patch_common(paths["swift-common"], paths)
    patch_needle(paths["needle"], paths)
    generator = os.path.join(paths["needle"], "Generator")
    run(["swift", "build", "-c", "release", "--product", "needle"], cwd=generator)
    run(["swift", "build", "-c", "release", "--product", "NeedleFoundation"], cwd=paths["needle"])
    binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=generator,
                            check=True, capture_output=True, text=True).stdout.strip()
    foundation = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=paths["needle"],
                                check=True, capture_output=True, text=True).stdout.strip()
    print(f"needle: {os.path.join(binary, 'needle')}")
    print(f"NeedleFoundation: {os.path.join(foundation, 'Modules')}")


if __name__ == "__main__":
    main()
