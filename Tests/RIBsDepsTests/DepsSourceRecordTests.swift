import Foundation
import Testing

@testable import RIBsDependencyGraph
@testable import RIBsSource

/// `ribs deps`' own cache record (`DepsSource.cacheEncoding`): it reads back what `Codable` read
/// back before it, keeps its bytes lines aside when only lines moved, and refuses bytes that
/// are not a whole record, which the cache then parses again.
@Suite struct DepsSourceRecordTests {
    /// Every field the parser fills: classes and extensions with members and conformances, a
    /// generic base, protocols that refine and one with an associated type, a typealias, each
    /// kind of builder argument, an initializer taking a dependency, `#if`, imports, a method.
    static let rich = """
        import RIBs
        #if canImport(Foundation)
        import Foundation
        #endif
        typealias Count = Int
        public protocol RootDependency: Dependency {
            var name: String { get }
            #if DEBUG
            func make(named: String) async throws -> Int
            #endif
        }
        protocol OddDependency: RootDependency { associatedtype Value }
        class BaseComponent<D>: Component<D> {}
        final class RootComponent: BaseComponent<any RootDependency>, ChildDependency {
            let count: Count = 1
            var childBuilder: ChildBuilder { ChildBuilder(dependency: self) }
            func other(dependency: any ChildDependency) -> ChildBuilder { ChildBuilder(dependency: dependency) }
            func third() -> ChildBuilder { ChildBuilder(dependency: store.component) }
        }
        extension RootComponent: OtherDependency {
            var extra: [String: Int] { [:] }
        }
        final class ChildBuilder: Builder<any ChildDependency> {}
        struct Game { init(dependency: any ChildDependency) {} }
        """

    static func sources() throws -> [DepsSource] {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "DepsGolden")
        var sources = [
            DepsGenerator.parse(.init(path: "/App/Rich.swift", text: rich, module: "App")),
            DepsGenerator.parse(.init(path: "/App/Broken.swift", text: "final class X: Component<", module: "App")),
        ]
        for name in try FileManager.default.contentsOfDirectory(atPath: golden.path).sorted() {
            let folder = golden.appending(path: name)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
                sources.append(DepsGenerator.parse(.init(path: "\(name)/\(file)", text: text, module: "App")))
            }
        }
        return sources
    }

    @Test func theSourcesHoldEveryKindOfField() throws {
        let all = try Self.sources()
        #expect(all.contains { !$0.errors.isEmpty })
        #expect(
            all.contains { !$0.typealiases.isEmpty && !$0.extensions.isEmpty && !$0.dependencyInitializers.isEmpty })
        #expect(all.contains { $0.protocols.contains { !$0.unsupported.isEmpty && !$0.inherited.isEmpty } })
        let arguments = all.flatMap(\.constructions).map(\.argument)
        #expect(arguments.contains(.forwarded))
        #expect(arguments.contains { if case .unknown = $0 { true } else { false } })
        #expect(arguments.contains { if case .component = $0 { true } else { false } })
        #expect(
            all.flatMap(\.protocols).flatMap(\.requirements).contains { !$0.conditions.isEmpty && $0.kind == .method })
    }

    @Test func aRecordReadsBackWhatCodableReadBack() throws {
        for source in try Self.sources() {
            let record = try DepsSource(cacheEncoding: try source.cacheEncoding(linesAside: false).encoding)
            let codable = try CompactDecoder().decode(DepsSource.self, from: try CompactEncoder().encode(source))
            #expect(record == codable, "\(source.path)")
        }
    }

    /// A diagnostic at no place (``Diagnostic/location`` is `nil`) reads back at no place, and one
    /// at a place at that place.
    @Test func aDiagnosticReadsBackWithOrWithoutItsPlace() throws {
        var source = try #require(try Self.sources().first)
        source.errors = [
            Diagnostic(location: nil, message: "about the run", isWarning: true),
            Diagnostic(location: FileLocation(file: "A.swift", line: 3, column: 7), message: "here", isNote: true),
        ]
        let record = try DepsSource(cacheEncoding: try source.cacheEncoding(linesAside: false).encoding)
        #expect(record.errors == source.errors)
    }

    @Test func movedLinesKeepTheBytesLinesAsideAndARenameChangesThem() throws {
        func encoded(_ text: String) throws -> (encoding: Data, linesAside: Data?) {
            try DepsGenerator.parse(.init(path: "/App/Rich.swift", text: text, module: "App"))
                .cacheEncoding(linesAside: true)
        }
        let before = try encoded(Self.rich)
        let moved = try encoded("// a line above\n\n" + Self.rich)
        let renamed = try encoded(Self.rich.replacingOccurrences(of: "extra", with: "added"))
        #expect(moved.encoding != before.encoding)
        #expect(moved.linesAside == before.linesAside)
        #expect(renamed.linesAside != before.linesAside)
        #expect(try encoded(Self.rich).encoding == before.encoding, "the same source gives the same bytes")
    }

    /// The fields each type of the record has, as the record writes them: a field added to one
    /// of these types and not to `DepsSource+CacheCodable.swift` would be lost by the cache.
    @Test func theRecordWritesEveryField() throws {
        let source = try #require(try Self.sources().first)
        func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        let place = "add it to DepsSource+CacheCodable.swift and raise recordVersion"
        #expect(
            fields(source) == [
                "path", "module", "classes", "extensions", "protocols", "typealiases", "constructions",
                "dependencyInitializers", "imports", "errors", "isGenerated",
            ], "\(place)")
        let type = try #require(source.classes.first { !$0.members.isEmpty && !$0.inherited.isEmpty })
        #expect(
            fields(type) == ["name", "inherited", "genericParameters", "members", "access", "isPrivate", "location"],
            "\(place)")
        #expect(fields(try #require(type.inherited.first)) == ["name", "written", "location"], "\(place)")
        #expect(fields(try #require(type.members.first)) == ["name", "displayType", "typeKey", "location"], "\(place)")
        let declaration = try #require(source.protocols.first)
        #expect(
            fields(declaration) == [
                "name", "module", "inherited", "requirements", "access", "location", "unsupported", "isStruct",
            ],
            "\(place)")
        #expect(
            fields(try #require(declaration.requirements.first)) == [
                "kind", "name", "declaration", "forwarderHead", "forwardedExpression", "displayType", "typeKey",
                "conditions", "location", "syntax",
            ], "\(place) (syntax is not kept)")
        #expect(
            fields(try #require(source.constructions.first)) == [
                "builder", "argument", "argumentText", "location", "enclosingComponent", "enclosingType",
            ],
            "\(place)")
        #expect(fields(try #require(source.typealiases.first)) == ["name", "type"], "\(place)")
        #expect(fields(try #require(source.dependencyInitializers.first)) == ["type", "protocolName"], "\(place)")
        #expect(
            fields(try #require(try Self.sources().flatMap(\.errors).first)) == [
                "location", "message", "isWarning", "isNote",
            ],
            "\(place)")
        #expect(fields(type.location) == ["file", "line", "column"], "\(place)")
    }

    @Test func bytesThatAreNotAWholeRecordAreRefused() throws {
        let encoding = try DepsGenerator.parse(.init(path: "/App/Rich.swift", text: Self.rich, module: "App"))
            .cacheEncoding(linesAside: false).encoding
        for count in 0..<encoding.count {
            #expect(throws: RecordReader.Malformed.self, "cut at \(count)") {
                try DepsSource(cacheEncoding: encoding.prefix(count))
            }
        }
        #expect(throws: RecordReader.Malformed.self) { try DepsSource(cacheEncoding: encoding + [0]) }
        // Another format's bytes: the Codable encoding of the same source.
        let codable = try CompactEncoder().encode(DepsGenerator.parse(.init(path: "/A.swift", text: "", module: "A")))
        #expect(throws: RecordReader.Malformed.self) { try DepsSource(cacheEncoding: codable) }
    }
}
