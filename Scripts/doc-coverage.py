#!/usr/bin/env python3
"""The share of public and open declarations with a doc comment, per module.

    python3 Scripts/doc-coverage.py [--list]

A declaration counts as documented when the lines above it (attributes aside) end with a `///`
comment. Members of a protocol are public when the protocol is; they are counted too.
"""
import os, re, sys

DECL = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|package)\s+)?(?:(?:final|static|class|override|nonisolated|mutating|required|convenience|isolated|indirect|private\(set\)|internal\(set\))\s+)*'
                  r'(func|var|let|init|class|struct|enum|protocol|actor|typealias|subscript|case|associatedtype)\b')


def scan(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    results = []
    in_public_protocol = 0
    depth = 0
    protocol_depth = None
    for index, line in enumerate(lines):
        stripped = line.strip()
        is_public = stripped.startswith(("public ", "open ")) or re.match(r'^(@\w+(\([^)]*\))?\s+)+(public|open)\s', stripped)
        in_protocol = protocol_depth is not None and depth == protocol_depth + 1
        if (is_public or in_protocol) and DECL.match(stripped) and not stripped.startswith("//"):
            above = index - 1
            while above >= 0 and (lines[above].strip().startswith("@") or lines[above].strip() == ""):
                if lines[above].strip() == "":
                    break
                above -= 1
            documented = above >= 0 and lines[above].strip().startswith("///")
            results.append((index + 1, stripped[:90], documented))
        if is_public and re.search(r'\bprotocol\s+\w+', stripped) and protocol_depth is None:
            protocol_depth = depth
        depth += line.count("{") - line.count("}")
        if protocol_depth is not None and depth <= protocol_depth:
            protocol_depth = None
    return results


def main():
    show = "--list" in sys.argv
    total_all = documented_all = 0
    for module in sorted(os.listdir("Sources")):
        total = documented = 0
        for root, _, files in os.walk(os.path.join("Sources", module)):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(root, file)
                for line, text, ok in scan(path):
                    total += 1
                    documented += ok
                    if show and not ok:
                        print(f"{path}:{line}: {text}")
        if total:
            print(f"{module}: {documented}/{total} documented ({100 * documented // total}%)")
        total_all += total
        documented_all += documented
    print(f"all: {documented_all}/{total_all} ({100 * documented_all // max(total_all, 1)}%)")


if __name__ == "__main__":
    main()
