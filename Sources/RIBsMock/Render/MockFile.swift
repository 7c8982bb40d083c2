/// A file of mocks: a header, a macro, the imports, and the mocks separated by blank lines.
package enum MockFile {
    /// What the file says besides its mocks (`--header`, `--macro`, `--custom-imports`,
    /// `--exclude-imports`, `-i/--testable-imports`).
    package struct Options: Sendable, Hashable, Codable {
        /// A comment put at the top of the output.
        package var header: String?
        /// A compilation condition wrapping the whole output.
        package var macro: String?
        /// Modules imported besides the sources' own imports.
        package var customImports: [String] = []
        /// Modules not imported, though a source imports them.
        package var excludedImports: [String] = []
        /// Modules imported `@testable`.
        package var testableImports: [String] = []

        package init() {}
    }

    /// A rendered mock, the source that declared it, and the modules it needs beyond that
    /// source's imports.
    struct Mock: Sendable, Codable {
        var source: String
        var text: String
        var extraImports: [String]
    }

    /// The file text for `mocks`, in pieces: `sourceImports` (the imports of the sources that
    /// declared them), the modules the mocks need, the options' imports, header and macro, then
    /// the mocks.
    static func assemble(_ mocks: [Mock], sourceImports: [String], options: Options) -> [String] {
        var importLines = (sourceImports + mocks.flatMap(\.extraImports)).filter { line in
            !options.excludedImports.contains { line == "import \($0)" || line.hasSuffix(" import \($0)") }
        }
        importLines += options.customImports.map { "import \($0)" }
        importLines = importLines.map { line in
            options.testableImports.contains(where: { line == "import \($0)" }) ? "@testable \(line)" : line
        }
        for module in options.testableImports where !importLines.contains("@testable import \(module)") {
            importLines.append("@testable import \(module)")
        }
        var seen: Set<String> = []
        importLines = importLines.filter { seen.insert($0).inserted }.sorted()
        // A module one source imports `@preconcurrency` (as `ribs migrate` leaves a file that
        // awaits RxSwift) and another plainly is imported once, with the attribute.
        let preconcurrent = Set(
            importLines.compactMap { line in
                line.hasPrefix("@preconcurrency import ") ? String(line.dropFirst("@preconcurrency ".count)) : nil
            })
        importLines.removeAll { preconcurrent.contains($0) }

        var prefix = ""
        if let header = options.header { prefix += header + "\n\n" }
        if let macro = options.macro { prefix += "#if \(macro)\n" }
        if !importLines.isEmpty { prefix += importLines.joined(separator: "\n") + "\n\n" }
        var chunks = [prefix]
        chunks.reserveCapacity(mocks.count * 2 + 2)
        for (index, mock) in mocks.enumerated() {
            if index > 0 { chunks.append("\n\n") }
            chunks.append(mock.text)
        }
        chunks.append(options.macro.map { "\n#endif // \($0)\n" } ?? "\n")
        return chunks
    }
}
