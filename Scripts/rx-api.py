#!/usr/bin/env python3
"""Lists the public API of RxSwift, RxRelay and RxCocoa's non-UI part from symbol graphs.

The catalogue of `ribs migrate` (Sources/RIBsMigrate/Catalogue) must say, for every
entry of RxSwift's API, what the codemod does with it. This script reads that API from RxSwift's
own declarations, so the list is RxSwift's and not ours: build RxSwift with symbol graphs, then
write the listing the tests read.

    git clone https://github.com/ReactiveX/RxSwift /tmp/RxSwift && cd /tmp/RxSwift
    git checkout 6.9.1
    swift build --product RxCocoa -Xswiftc -emit-symbol-graph \\
        -Xswiftc -emit-symbol-graph-dir -Xswiftc /tmp/rx-symbols
    Scripts/rx-api.py /tmp/rx-symbols > Tests/RIBsMigrateTests/Catalogue/RxSwiftAPI.txt
    Scripts/rx-api.py --swift Sources/RIBsMigrate/Catalogue /tmp/rx-symbols
    Scripts/rx-api.py --darwin /tmp/RxSwift /tmp/rx-symbols Sources/RIBsMigrate/Catalogue

Each line is `Module Owner.member(labels:) kind`, then `where …` for an extension's constraint
on the element or trait (`Self.Trait == SingleTrait`), then `defaults: a b` for the labels
that have a default value. Only names and labels are listed: no code of RxSwift's.
"""
import json, os, re, sys

MODULES = ["RxSwift", "RxRelay", "RxCocoa"]
CONSTRAINED = {"Trait", "Self.Trait", "SharingStrategy", "Self.SharingStrategy", "Element", "Self.Element"}


def defaults(symbol):
    """The labels of the parameters declared with a default value."""
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    start = text.find("(")
    if start < 0:
        return []
    depth, current, parameters = 0, "", []
    for index, character in enumerate(text[start + 1:]):
        arrow = character == ">" and text[start + index] == "-"
        if character in "([<{":
            depth += 1
        elif character in ")]>}" and not arrow:
            if depth == 0:
                parameters.append(current)
                break
            depth -= 1
        if character == "," and depth == 0:
            parameters.append(current)
            current = ""
            continue
        current += character
    labels = []
    for parameter in parameters:
        head = parameter.split(":")[0].strip().split(" ")
        if "=" in parameter.split(":", 1)[-1] and head and head[0]:
            labels.append(head[0])
    return labels


def main(folder):
    lines = set()
    for name in sorted(os.listdir(folder)):
        module = name.split("@")[0].split(".")[0]
        if module not in MODULES or not name.endswith(".symbols.json"):
            continue
        graph = json.load(open(os.path.join(folder, name)))
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            kind = symbol["kind"]["identifier"].replace("swift.", "")
            path = ".".join(symbol["pathComponents"])
            constraints = [
                f"{c['lhs']} {'==' if c['kind'] == 'sameType' else ':'} {c['rhs']}"
                for c in symbol.get("swiftExtension", {}).get("constraints", [])
                if c["lhs"] in CONSTRAINED
            ]
            line = f"{module} {path} {kind}"
            if constraints:
                line += " where " + ", ".join(sorted(constraints))
            withDefaults = defaults(symbol) if "(" in path else []
            if withDefaults:
                line += " defaults: " + " ".join(withDefaults)
            lines.add(line)
    # RxCocoa's graph repeats RxRelay's types it re-exports: each is listed once, as RxRelay's.
    relay = {line.split(" ")[1] for line in lines if line.startswith("RxRelay ")}
    lines = {line for line in lines if not (line.startswith("RxCocoa ") and line.split(" ")[1] in relay)}
    return sorted(lines)


def swift_names(lines):
    """The tables of RxNames (RxNames+Methods.swift, RxNames+Types.swift): each method's name,
    with the labels of each of its declarations (`?` after a label with a default value), and the
    names of Rx's properties and types."""
    methods, properties, types = {}, set(), set()
    for line in lines:
        path, kind = line.split(" ")[1:3]
        if "." not in path and kind in ("class", "struct", "enum", "protocol", "typealias"):
            types.add(path)
        member = path.split(".")[-1]
        name = member.split("(")[0]
        if not name[:1].islower() or name in ("init", "subscript"):
            continue
        if "(" not in member:
            properties.add(name)
            continue
        withDefaults = line.split(" defaults: ")[1].split(" ") if " defaults: " in line else []
        labels = [label for label in member[len(name) + 1:-1].split(":") if label]
        methods.setdefault(name, set()).add(" ".join(l + ("?" if l in withDefaults else "") for l in labels))
    header = "// Written by Scripts/rx-api.py --swift from RxSwift 6.9.1's symbol graphs: do not edit.\n\n"
    out = header + "extension RxNames {\n    static let methods: [String: [String]] = [\n"
    for name in sorted(methods):
        declarations = ", ".join(f'"{d}"' for d in sorted(methods[name]))
        line = f'        "{name}": [{declarations}],\n'
        if len(line) > 120:
            line = f'        "{name}": [\n' + "".join(f'            "{d}",\n' for d in sorted(methods[name])) + "        ],\n"
        out += line
    out += "    ]\n}\n"
    types_out = header + "extension RxNames {\n    static let properties: Set<String> = [\n"
    types_out += "".join(f'        "{name}",\n' for name in sorted(properties - set(methods)))
    types_out += "    ]\n\n    static let types: Set<String> = [\n"
    types_out += "".join(f'        "{name}",\n' for name in sorted(types))
    types_out += "    ]\n}\n"
    return out, types_out


def darwin_types(clone, known):
    """The types RxCocoa declares for Apple's platforms only (its delegate proxies, `TextInput`),
    which a symbol graph built on Linux lacks, read from the clone's sources: their top-level
    `public` and `open` declarations (and those of one indentation, inside an `#if`)."""
    pattern = re.compile(r"^( {4})?(public|open) +(final +)?(class|struct|protocol|enum) +([A-Z][A-Za-z0-9_]*)")
    names = set()
    for folder in ("RxCocoa", "RxSwift", "RxRelay"):
        for root, _, files in os.walk(os.path.join(clone, folder)):
            for name in files:
                if not name.endswith(".swift"):
                    continue
                for line in open(os.path.join(root, name), encoding="utf8"):
                    match = pattern.match(line)
                    if match:
                        names.add(match.group(5))
    # `Resources` is RxSwift's debug counter, and a name apps give their own types.
    names -= known | {"Resources"}
    out = "// Written by Scripts/rx-api.py --darwin from RxSwift 6.9.1's sources: do not edit.\n\n"
    out += "extension RxNames {\n    /// RxCocoa's types for Apple's platforms only, which the Linux symbol graphs lack.\n"
    out += "    static let darwinTypes: Set<String> = [\n"
    out += "".join(f'        "{name}",\n' for name in sorted(names))
    return out + "    ]\n}\n"


if __name__ == "__main__":
    if "--darwin" in sys.argv:
        clone, folder = sys.argv[sys.argv.index("--darwin") + 1], sys.argv[-1]
        known = {line.split(" ")[1] for line in main(sys.argv[-2]) if "." not in line.split(" ")[1]}
        open(os.path.join(folder, "RxNames+DarwinTypes.swift"), "w").write(darwin_types(clone, known))
        sys.exit(0)
    listing = main(sys.argv[-1])
    if "--swift" in sys.argv:
        folder = sys.argv[sys.argv.index("--swift") + 1]
        methods, types = swift_names(listing)
        open(os.path.join(folder, "RxNames+Methods.swift"), "w").write(methods)
        open(os.path.join(folder, "RxNames+Types.swift"), "w").write(types)
    else:
        sys.stdout.write("".join(line + "\n" for line in listing))
