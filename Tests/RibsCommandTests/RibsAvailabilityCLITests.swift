import Foundation
import TestSupport
import Testing

/// `ribs availability` run as CI runs it: the built binary on a package folder.
@Suite struct RibsAvailabilityCLITests {
    let scratch = ScratchFolder("ribs-availability")
    var directory: URL { scratch.directory }

    func write(_ text: String, to relative: String) throws { try scratch.write(text, to: relative) }

    @Test func aNewerAPIFailsTheCheckAndAFileTooDeepToParseIsRefused() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(
            "// swift-tools-version: 6.1\nimport PackageDescription\nlet package = Package(name: \"A\", platforms: [.iOS(.v18)])\n",
            to: "Package.swift")
        try write("func start() { Task.immediate { } }\n", to: "Sources/A/Start.swift")
        let newer = try await ribs(["availability", "--package", directory.path])
        #expect(newer.status != 0)
        #expect(newer.output.contains("Start.swift:1:"), "\(newer.output)")
        #expect(newer.output.contains("1 uses of newer APIs"), "\(newer.output)")

        try write("func start() {}\n", to: "Sources/A/Start.swift")
        let deep = String(repeating: "[", count: 21) + "1" + String(repeating: "]", count: 21)
        try write("let table = \(deep)\n", to: "Sources/A/Table.swift")
        let refused = try await ribs(["availability", "--package", directory.path])
        #expect(refused.status != 0)
        #expect(
            refused.output.contains("Table.swift:1:23: error: '[' nested more than 10 deep"), "\(refused.output)")
        #expect(refused.output.contains("(ribs availability checked nothing)"), "\(refused.output)")
    }
}
