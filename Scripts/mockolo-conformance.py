#!/usr/bin/env python3
"""Runs `ribs mock` on every input of Mockolo's own test fixtures and type-checks each mock
with its input in Swift 6 mode; compares what a test would notice (member names and types)
with Mockolo's expected mocks.

Mockolo's fixtures are its public spec. They are read from a checkout of uber/mockolo, never
copied into this project:

    git clone https://github.com/uber/mockolo /tmp/mockolo && git -C /tmp/mockolo checkout 2.6.1
    swift build --traits Tools --product ribs
    python3 Scripts/mockolo-conformance.py /tmp/mockolo/Tests [--ribs .build/debug/ribs] [--verbose]

Inputs that use Combine or RxSwift are skipped (neither exists on Linux); UIKit names are
stubbed. An input that does not type-check on its own is reported and skipped.
"""
import argparse, os, re, subprocess, sys, tempfile, concurrent.futures as futures

SKIP_WORDS = ("Combine", "RxSwift", "Observable<", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject",
              "BehaviorSubject", "BehaviorRelay", "PublishSubject", "ReplaySubject", "RxRelay", "@Published")

UIKIT_STUBS = """
import Foundation
open class UIResponder {}
open class UIView: UIResponder { public override init() {} }
open class UIViewController: UIResponder { public override init() {} }
open class UIImage {}
open class UIColor {}
open class UIWindow: UIView {}
public struct CGRect: Sendable { public init() {} }
public typealias TimeInterval = Double
"""


def matching_brace(text, open_index):
    """Index of the brace closing the one at open_index, skipping strings and comments."""
    depth, i, n = 0, open_index, len(text)
    while i < n:
        if text.startswith('"""', i):
            end = text.find('"""', i + 3)
            i = end + 3
            continue
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            i = j + 1
            continue
        if text.startswith('//', i):
            i = text.find('\n', i)
            if i < 0:
                return -1
            continue
        if c == '{':
            depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return -1


FIXTURE = re.compile(r'@Fixture(\([^)]*\))?\s+enum\s+(\w+)\s*\{')


def fixture_enums(text):
    """(name, arguments, body) of each top-level `@Fixture enum`."""
    result, pos = [], 0
    while True:
        m = FIXTURE.search(text, pos)
        if not m:
            return result
        close = matching_brace(text, m.end() - 1)
        result.append((m.group(2), m.group(1) or "", text[m.end():close]))
        pos = close + 1


def split_expected(body):
    """The fixture's source (its nested `@Fixture enum`s removed) and the expected mock source."""
    source, expected, pos = "", "", 0
    for m in FIXTURE.finditer(body):
        if m.start() < pos:
            continue
        close = matching_brace(body, m.end() - 1)
        source += body[pos:m.start()]
        if m.group(2) == "expected":
            expected += body[m.end():close]
        pos = close + 1
    source += body[pos:]
    return source, expected


def string_fixtures(text):
    """Multi-line string literals: inputs (with @mockable) and expected mocks (named *Mock)."""
    literals = re.findall(r'(?:let|var)\s+(\w+)\s*=\s*"""\n(.*?)\n\s*"""', text, re.S)
    inputs = [(name, body) for name, body in literals if "@mockable" in body]
    mocks = {name: body for name, body in literals if "@mockable" not in body}
    return [(name, body, mocks.get(name + "Mock", "")) for name, body in inputs]


def imports_from(arguments):
    imports = re.findall(r'"(\w+)"', arguments)
    return "".join(f"import {m}\n" for m in imports)


def options_by_fixture(tests_dir):
    """The flags each fixture is verified with, read from the `verify(...)` calls of the tests."""
    options = {}
    for root, _, files in os.walk(tests_dir):
        for file in files:
            if not file.endswith("Tests.swift"):
                continue
            text = open(os.path.join(root, file), encoding="utf-8").read()
            for call in re.finditer(r'verify(?:Throws)?\((.*?)\)\s*\n', text, re.S):
                body = call.group(1)
                source = re.search(r'srcContents?:\s*\[?\s*(\w+)', body)
                if not source:
                    continue
                flags = []
                if "enableFuncArgsHistory: true" in body: flags.append("--enable-args-history")
                if "allowSetCallCount: true" in body: flags.append("--allow-set-call-count")
                if "mockFinal: true" in body: flags.append("--mock-final")
                if re.search(r'declType:\s*\.(all|classType)', body): flags.append("--mock-all")
                testable = re.search(r'testableImports:\s*\[([^\]]*)\]', body)
                if testable:
                    modules = re.findall(r'"(\w+)"', testable.group(1))
                    if modules: flags += ["-i", *modules]
                parent = re.search(r'mockContent:\s*(\w+)', body)
                options.setdefault(source.group(1), (flags, parent.group(1) if parent else None))
    return options


def cases(tests_dir):
    for root, _, files in sorted(os.walk(tests_dir)):
        for file in sorted(files):
            if not (file.startswith("Fixture") and file.endswith(".swift")):
                continue
            path = os.path.join(root, file)
            text = open(path, encoding="utf-8").read()
            for name, arguments, body in fixture_enums(text):
                source, expected = split_expected(body)
                yield f"{file}:{name}", imports_from(arguments) + source, expected
            for name, source, expected in string_fixtures(text):
                yield f"{file}:{name}", source, expected


def make_stub_module(modules, module):
    body = os.path.join(modules, module + ".swift")
    open(body, "w").write(UIKIT_STUBS if module == "UIKit" else "")
    subprocess.run(["swiftc", "-emit-module", "-enable-testing", "-parse-as-library", "-module-name", module,
                    "-emit-module-path", os.path.join(modules, module + ".swiftmodule"), body], capture_output=True)


def typecheck(files, modules=None, module_name=None):
    include = ["-I", modules] if modules else []
    if module_name:
        include += ["-module-name", module_name]
    run = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", *include, *files],
                         capture_output=True, text=True)
    errors = [line for line in run.stderr.splitlines() if ": error:" in line]
    return run.returncode == 0, errors


MEMBER = re.compile(r'^\s*(?:(?:public|open|private\(set\)|package|internal|fileprivate|private|static|final|override|nonisolated\(unsafe\)|nonisolated|required)\s+)*'
                    r'(var|func|init|typealias|subscript)\s*([A-Za-z_]\w*)?')


def members(mock_source):
    """class name -> set of (kind, name) a test can refer to."""
    classes, current = {}, None
    for line in mock_source.splitlines():
        m = re.match(r'\s*(?:@\w+\s+)*(?:public |open |package )?(?:final )?(?:class|actor)\s+(\w+)', line)
        if m:
            current = m.group(1)
            classes.setdefault(current, set())
            continue
        if current is None:
            continue
        m = MEMBER.match(line)
        if m and "private " not in line.split(m.group(1))[0].replace("private(set)", ""):
            classes[current].add((m.group(1), m.group(2) or ""))
    return classes


def stub_missing_types(folder, input_path, source):
    """Declares what an input names but does not declare (parent protocols, argument types,
    modules), so that the input type-checks on its own, as in the app it was cut from.
    Returns (ok, errors, include folder, stub files)."""
    stubs_path = os.path.join(folder, "Stubs.swift")
    modules = os.path.join(folder, "modules")
    os.makedirs(modules, exist_ok=True)
    stubs = {}
    for _ in range(8):
        open(stubs_path, "w").write("import Foundation\n" + "".join(stubs.values()))
        ok, errors = typecheck([stubs_path, input_path], modules)
        if ok:
            return ok, errors, modules, [stubs_path]
        progress = False
        for error in errors:
            for module in re.findall(r"no such module '(\w+)'", error):
                make_stub_module(modules, module)
                progress = True
            for name in re.findall(r"cannot find type '(\w+)' in scope", error):
                if name in stubs:
                    continue
                if re.search(rf'throws\(\s*{name}\s*\)', source):
                    stubs[name] = f"public struct {name}: Error {{ public init() {{}} }}\n"
                elif re.search(rf'class\s+\w+\s*:\s*{name}\b', source):
                    stubs[name] = f"open class {name} {{ public init() {{}} }}\n"
                elif re.search(rf'(protocol\s+\w+\s*:[^{{]*\b{name}\b)|((some|any)\s+\(?{name}\b)|([:&]\s*{name}\s*[,>&{{])', source):
                    stubs[name] = f"public protocol {name} {{}}\n"
                else:
                    stubs[name] = f"public struct {name}: Hashable, Sendable {{ public init() {{}} }}\n"
                progress = True
            for name in re.findall(r"inheritance from non-protocol, non-class type '(\w+)'", error):
                stubs[name] = f"open class {name} {{ public init() {{}} }}\n"
                progress = True
            for name in re.findall(r"protocol '(\w+)' does not have primary associated types", error):
                stubs[name] = f"public protocol {name}<Element> {{ associatedtype Element }}\n"
                progress = True
        if not progress:
            return ok, errors, modules, [stubs_path]
    return False, errors, modules, [stubs_path]


def check(case, ribs, workdir, options):
    label, source, expected = case
    if any(word in source for word in SKIP_WORDS):
        return label, "skipped", "Combine or RxSwift"
    flags, parent = options.get(label.split(":")[1], ([], None))
    folder = tempfile.mkdtemp(dir=workdir)
    input_path = os.path.join(folder, "Input.swift")
    mock_path = os.path.join(folder, "Mocks.swift")
    open(input_path, "w").write(source)
    ok, errors, modules, stubs = stub_missing_types(folder, input_path, source)
    if not ok:
        return label, "input does not type-check", errors[:1]
    run = subprocess.run([ribs, "mock", "-srcs", input_path, "-d", mock_path, "-l", "3"] + flags,
                         capture_output=True, text=True)
    if run.returncode != 0:
        return label, "ribs mock failed", run.stderr.strip().splitlines()[:3]
    if "-i" in flags:
        for module in flags[flags.index("-i") + 1:]:
            make_stub_module(modules, module)
    # `@mockable(module: prefix = Foo)`: the protocol lives in module Foo.
    prefix = re.search(r'module:\s*prefix\s*=\s*(\w+)', source)
    ok, errors = typecheck([*stubs, input_path, mock_path], modules, prefix.group(1) if prefix else None)
    if not ok:
        return label, "mock does not type-check", errors[:4]
    differences = []
    ours, theirs = members(open(mock_path).read()), members(expected)
    for cls, names in theirs.items():
        if cls not in ours:
            differences.append(f"{cls}: no such mock")
            continue
        missing = sorted(names - ours[cls])
        if missing:
            differences.append(f"{cls}: Mockolo has {', '.join(n for _, n in missing)}")
    return label, "ok", differences


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tests", help="the Tests folder of a Mockolo checkout")
    parser.add_argument("--ribs", default=".build/debug/ribs")
    parser.add_argument("--verbose", action="store_true")
    arguments = parser.parse_args()
    all_cases = list(cases(arguments.tests))
    options = options_by_fixture(arguments.tests)
    with tempfile.TemporaryDirectory() as workdir, futures.ThreadPoolExecutor(os.cpu_count()) as pool:
        results = list(pool.map(lambda case: check(case, os.path.abspath(arguments.ribs), workdir, options), all_cases))
    counts = {}
    for label, status, detail in results:
        counts[status] = counts.get(status, 0) + 1
        if status not in ("ok", "skipped") or (arguments.verbose and detail):
            print(f"{status}: {label}")
            for line in (detail if isinstance(detail, list) else [detail]):
                print(f"    {line}")
    print(", ".join(f"{count} {status}" for status, count in sorted(counts.items())), f"of {len(results)} fixtures")
    failed = counts.get("mock does not type-check", 0) + counts.get("ribs mock failed", 0)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
