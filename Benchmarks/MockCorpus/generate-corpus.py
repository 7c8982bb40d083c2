#!/usr/bin/env python3
"""Writes a synthetic Swift corpus for benchmarking `ribs mock` (and Mockolo on the same input).

dense:     2,000 files, 10,000 annotated protocols (5 a file) using the features ribs mock
           handles: properties with and without defaults, async/throws functions, overloads,
           generics, argument history, parents across files, Sendable protocols.
realistic: 2,000 files of which 1 in 10 declares protocols (the same 10,000 in all), the rest
           ordinary code with no protocol, as most files of an app are.

usage: generate-corpus.py dense|realistic OUTPUT_DIR
"""
import os
import sys

def protocol(index):
    parent = f": Service{index - 1}" if index % 5 != 0 else ""
    sendable = index % 7 == 0
    inherits = ": Sendable" if sendable and not parent else parent
    history = f"(history: fetch{index} = true)" if index % 3 == 0 else ""
    return f'''/// @mockable{history}
public protocol Service{index}{inherits} {{
    var name{index}: String {{ get set }}
    var count{index}: Int {{ get }}
    var model{index}: Model{index % 50} {{ get }}
    func fetch{index}(id: Int, query: String) async throws -> [String]
    func update{index}(_ value: Int)
    func update{index}(_ value: String)
    func decode{index}<T: Decodable>(_ type: T.Type, from data: [UInt8]) throws -> T
    func observe{index}(handler: @escaping (Int) -> Void) -> Bool
}}
'''

def filler(index):
    return f'''public struct Value{index} {{
    public var id: Int
    public var title: String
    public func describe() -> String {{ "\\(id): \\(title)" }}
}}

public func helper{index}(_ values: [Int]) -> Int {{
    values.reduce(0, +)
}}
''' * 3

def main():
    kind, output = sys.argv[1], sys.argv[2]
    os.makedirs(output, exist_ok=True)
    models = "".join(f"public struct Model{i}: Sendable {{ public let id: Int }}\n" for i in range(50))
    with open(os.path.join(output, "Models.swift"), "w") as f:
        f.write(models)
    files, protocols = 2000, 10000
    if kind == "dense":
        for file in range(files):
            with open(os.path.join(output, f"File{file}.swift"), "w") as f:
                f.write("import Foundation\n\n" + "".join(protocol(file * 5 + k) for k in range(5)))
    else:
        carriers = files // 10
        per_file = protocols // carriers
        for file in range(files):
            with open(os.path.join(output, f"File{file}.swift"), "w") as f:
                if file % 10 == 0:
                    base = (file // 10) * per_file
                    f.write("import Foundation\n\n" + "".join(protocol(base + k) for k in range(per_file)))
                else:
                    f.write("import Foundation\n\n" + filler(file))

main()
