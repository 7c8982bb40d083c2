#!/usr/bin/env python3
"""Lists the public API of Uber's RIBs-iOS (RIBs/Classes) from a clone, one entry a line:
`Router.attachChild(_:) func`, `RouterLifecycle.didLoad case`, `Interactor class`.

Usage: Scripts/uber-api.py PATH-TO-A-CLONE > Tests/RIBsMigrateTests/Catalogue/UberRIBsAPI.txt

RIBs-iOS does not build on Linux (UIKit), so there are no symbol graphs to read, as
Scripts/rx-api.py reads RxSwift's: this reads the declarations, which in RIBs-iOS are one a line.
Protocol requirements are public with their protocol; `internal` and `private` ones are not listed.
"""
import os
import re
import sys

TYPE = re.compile(r"^\s*(?:@\w+\s+)*(public|open)?\s*(?:final\s+)?(class|struct|protocol|enum|extension)\s+(\w+)")
MEMBER = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:final|static|class|override|convenience|required|private\(set\))\s+)*(?P<access>public|open)?\s*(?:(?:final|static|class|override|convenience|required|private\(set\))\s+)*"
    r"(?P<kind>func|var|let|init|case|typealias)\b\s*(?P<name>[\w`]*)\s*(?P<rest>.*)")


def labels(rest):
    """`(_ child: Routing, animated: Bool)` -> `(_:animated:)`."""
    start = rest.find("(")
    if start < 0:
        return "()"
    depth, end = 0, start
    for index in range(start, len(rest)):
        if rest[index] == "(":
            depth += 1
        elif rest[index] == ")":
            depth -= 1
            if depth == 0:
                end = index
                break
    inside = rest[start + 1:end]
    parts, depth, current = [], 0, ""
    for char in inside:
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current)
    names = []
    for part in parts:
        head = part.split(":")[0].strip().split()
        names.append((head[0] if head else "_") + ":")
    return "(" + "".join(names) + ")"


def entries(path):
    stack = []  # (name, kind, public, depth at which it opened)
    depth = 0
    found = []
    for line in open(path, encoding="utf-8"):
        code = line.split("//")[0]
        declared = TYPE.match(code)
        if declared:
            access, kind, name = declared.groups()
            public = access is not None or kind == "extension"
            if public and kind != "extension" and (not stack or stack[-1][2]):
                owner = ".".join(s[0] for s in stack if "extension" not in s[1]) + "." if stack else ""
                found.append(f"{owner}{name} {kind}")
            # A `public extension`'s members are public without saying so.
            stack.append((name, "public extension" if kind == "extension" and access else kind, public, depth))
        elif stack and stack[-1][3] == depth - 1:
            member = MEMBER.match(code)
            owner_name, owner_kind, owner_public, _ = stack[-1]
            implicit = owner_kind in ("protocol", "public extension") or (
                owner_kind == "enum" and member is not None and member.group("kind") == "case")
            if member and owner_public and (member.group("access") or implicit):
                kind, name, rest = member.group("kind"), member.group("name"), member.group("rest")
                if kind in ("func", "init"):
                    signature = ("init" if kind == "init" else name) + labels(rest if kind == "func" else name + rest)
                    found.append(f"{owner_name}.{signature} {kind}")
                elif kind == "case":
                    for case in re.findall(r"(\w+)", (name + rest).split("(")[0]):
                        found.append(f"{owner_name}.{case} case")
                else:
                    found.append(f"{owner_name}.{name} {kind}")
        depth += code.count("{") - code.count("}")
        while stack and depth <= stack[-1][3]:
            stack.pop()
    return found


def main():
    root = os.path.join(sys.argv[1], "RIBs", "Classes")
    lines = set()
    for folder, _, files in os.walk(root):
        for file in files:
            if file.endswith(".swift"):
                lines.update(entries(os.path.join(folder, file)))
    for line in sorted(lines):
        print(line)


main()
