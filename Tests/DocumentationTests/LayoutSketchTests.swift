import Foundation
import Testing

/// CONTRIBUTING.md's *Layout* sketch names what the repository holds: every folder and file it
/// names exists, and every top-level entry, source target, test folder and package folder is
/// named (a `<Target>Tests/` line stands for the test targets named after a library target).
@Suite struct LayoutSketchTests {
    static let root = CodeBlockTests.root

    /// The paths the sketch names, from its indentation: `Sources/` then `  RIBs/` is
    /// `Sources/RIBs/`; a line naming several (`LICENSE, NOTICE`) gives each.
    static func sketchedPaths() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
        guard let section = text.components(separatedBy: "## Layout").last,
            let block = section.components(separatedBy: "```").dropFirst().first
        else { return [] }
        var parents: [(indent: Int, path: String)] = []
        var paths: [String] = []
        for line in block.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            // The name column ends at the first run of two spaces; a continuation line has none.
            guard indent < 20,
                let nameEnd = content.range(of: "  ")?.lowerBound ?? (content.contains(" ") ? nil : content.endIndex)
            else { continue }
            let names = content[..<nameEnd].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            parents.removeAll { $0.indent >= indent }
            let prefix = parents.last?.path ?? ""
            for name in names { paths.append(prefix + name) }
            if let folder = names.last, folder.hasSuffix("/") { parents.append((indent, prefix + folder)) }
        }
        return paths
    }

    @Test func everyPathTheSketchNamesExists() throws {
        let paths = try Self.sketchedPaths()
        #expect(paths.count > 20, "the Layout sketch of CONTRIBUTING.md was not found or is nearly empty")
        for path in paths where !path.contains("<") {
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                "CONTRIBUTING.md's Layout names \(path), which does not exist: update the sketch")
        }
    }

    @Test func everyFolderOfTheTreeIsInTheSketch() throws {
        let named = Set(try Self.sketchedPaths())
        let files = FileManager.default
        func entries(_ folder: String) -> [String] {
            ((try? files.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)) ?? [])
                .filter { !$0.hasPrefix(".") && $0 != "Package.resolved" }
        }
        var expected: [String] = []
        for entry in entries("") {
            var isFolder: ObjCBool = false
            _ = files.fileExists(atPath: Self.root.appendingPathComponent(entry).path, isDirectory: &isFolder)
            expected.append(isFolder.boolValue ? entry + "/" : entry)
        }
        expected += entries("Sources").map { "Sources/\($0)/" }
        let libraries = Set(entries("Sources"))
        expected += entries("Tests").filter { name in
            // `<Target>Tests/` stands for the test folder of each library target.
            !(name.hasSuffix("Tests") && libraries.contains(String(name.dropLast("Tests".count))))
        }.map { "Tests/\($0)/" }
        for path in expected {
            #expect(
                named.contains(path),
                "\(path) is in the repository but not in CONTRIBUTING.md's Layout sketch: add a line saying what it is")
        }
    }
}
