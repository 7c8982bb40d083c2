import Foundation
import RIBsSource

/// What one source file gave a run, kept so that a later run can take its mocks as they are when
/// nothing they were made from changed: the protocols the file declares, and for its mocks the
/// names their resolution and rendering looked up, with what answered each.
struct RenderedSource: Sendable {
    /// A mock's protocol, and what a value of its type defaults to.
    struct Reference: Codable, Sendable {
        var protocolName: String
        var mock: DefaultValues.MockReference
    }

    /// Everything but the mocks' text.
    struct Summary: Codable, Sendable {
        /// Every protocol the file declares, annotated or not: its share of the run's protocol table.
        var declaredNames: [String]
        var imports: [String]
        var errors: [Diagnostic]
        /// Annotations that gave no mock (a `final` class).
        var warnings: [Diagnostic]
        /// The file's mocks, in position order, as other mocks' default values see them.
        var references: [Reference]
        /// Each protocol name the resolution of the file's mocks looked up, with the digest of the
        /// file that declared it then ("" when none did).
        var resolvedAgainst: [String: String]
        /// Each type name the rendering looked up among the run's mocks, with the mock it found.
        var renderedAgainst: [String: DefaultValues.MockReference?]
        /// The file the mocks come from, and the modules each needs beyond its imports.
        var source: String
        var extraImports: [[String]]
    }

    var summary: Summary
    /// Each mock's text, in position order.
    var texts: [String]

    /// The rendered mocks, in position order.
    var mocks: [MockFile.Mock] {
        zip(texts, summary.extraImports).map { MockFile.Mock(source: summary.source, text: $0, extraImports: $1) }
    }

    /// Its bytes: the summary's length and compact encoding, then each text's length and UTF-8
    /// bytes, so that reading a record makes one string a mock and decodes only the summary.
    func encoded() throws -> Data {
        let summary = try CompactEncoder().encode(summary)
        var data = Data()
        Self.append(UInt32(summary.count), to: &data)
        data.append(summary)
        for text in texts {
            Self.append(UInt32(text.utf8.count), to: &data)
            data.append(contentsOf: text.utf8)
        }
        return data
    }

    init(summary: Summary, texts: [String]) {
        self.summary = summary
        self.texts = texts
    }

    /// The record `data` holds; throws when it does not hold one.
    init(decoding data: Data) throws {
        var position = data.startIndex
        func length() throws -> Int {
            guard position + 4 <= data.endIndex else { throw CocoaError(.coderReadCorrupt) }
            defer { position += 4 }
            return Int(
                data.withUnsafeBytes {
                    UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: position - data.startIndex, as: UInt32.self))
                })
        }
        let summaryCount = try length()
        guard position + summaryCount <= data.endIndex else { throw CocoaError(.coderReadCorrupt) }
        summary = try CompactDecoder().decode(Summary.self, from: data[position..<position + summaryCount])
        position += summaryCount
        var texts: [String] = []
        texts.reserveCapacity(summary.extraImports.count)
        while position < data.endIndex {
            let count = try length()
            guard position + count <= data.endIndex else { throw CocoaError(.coderReadCorrupt) }
            texts.append(String(decoding: data[position..<position + count], as: UTF8.self))
            position += count
        }
        guard texts.count == summary.extraImports.count else { throw CocoaError(.coderReadCorrupt) }
        self.texts = texts
    }

    private static func append(_ value: UInt32, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
}
