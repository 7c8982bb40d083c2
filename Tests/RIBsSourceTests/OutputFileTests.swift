import Foundation
import TestSupport
import Testing

@testable import RIBsSource

/// The writer every generator shares: atomic, and only when the content changed.
@Suite(.ownThreads) struct OutputFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-output-\(UUID().uuidString)")

    @Test func writesInPiecesAndLeavesAnUnchangedFileAlone() throws {
        let path = folder.appendingPathComponent("Nested/Mocks.swift").path
        #expect(try OutputFile.write(chunks: ["class A {}", "\n", "class B {}\n"], to: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "class A {}\nclass B {}\n")
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        // The same text in other pieces: nothing is written, so a build watching it is not woken.
        #expect(try OutputFile.write(chunks: ["class A {}\nclass ", "B {}\n"], to: path) == false)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
        #expect(try OutputFile.write("class C {}\n", to: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "class C {}\n")
        // No temporary file is left beside it.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Nested").path) == [
                "Mocks.swift"
            ])
        try? FileManager.default.removeItem(at: folder)
    }

    /// A destination that cannot be replaced (here a folder, which even root cannot rename a
    /// file over) is named, and nothing is left behind.
    @Test func aDestinationThatCannotBeReplacedIsNamedAndNothingIsLeft() throws {
        let destination = folder.appendingPathComponent("Mocks.swift")
        try FileManager.default.createDirectory(
            at: destination.appendingPathComponent("inside"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try OutputFile.write("new\n", to: destination.path)
        } throws: { error in
            "\(error)".hasPrefix("cannot write \(destination.path) (")
                && "\(error)".hasSuffix("the previous file, if any, is unchanged.")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Mocks.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination.path) == ["inside"])
    }

    @Test func aFileInThePlaceOfTheFolderIsNamed() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "".write(to: folder.appendingPathComponent("Tests"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Tests/Mocks.swift").path
        #expect {
            try OutputFile.write("new\n", to: path)
        } throws: { error in
            "\(error)".contains("cannot make the folder \(folder.appendingPathComponent("Tests").path)")
        }
    }
}
