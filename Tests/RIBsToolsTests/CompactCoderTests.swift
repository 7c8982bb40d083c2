import Foundation
import Testing

@testable import RIBsDependencyGraph
@testable import RIBsMock
@testable import RIBsSource

/// The caches' binary form: what it encodes decodes to the same value; the same value encodes
/// to the same bytes in any order of a dictionary's or a set's insertion (a run's key is a hash
/// of them); bytes that are not an encoding of the type asked for throw, never crash.
@Suite struct CompactCoderTests {
    static let mockSources = [
        """
        import Foundation
        #if canImport(UIKit)
        import UIKit
        #endif

        /// @mockable(typealias: T = Int; U = String; override: name = SpecialMock; history: login = true; history: logout = true)
        protocol Session<T>: AnyObject where T: Equatable {
            associatedtype T
            associatedtype U: Codable = String
            var token: String? { get set }
            var scores: [String: [Int]] { get }
            subscript(index: Int) -> U { get }
            func login(name: String, _ retries: Int, handler: @escaping @Sendable (Result<T, any Error>) -> Void) async throws -> Bool
            func logout()
            #if DEBUG
            func debug(_ value: Double) -> Float
            #endif
        }
        """,
        "struct Plain { let value = 1 }\n",
        "protocol Broken {\n",
    ]

    @Test(arguments: mockSources)
    func aParsedMockSourceComesBackAsItWent(source: String) throws {
        let parsed = MockParser().parse(source, path: "Session.swift")
        let data = try CompactEncoder().encode(parsed)
        #expect(try CompactDecoder().decode(ParsedMockSource.self, from: data) == parsed)
        #expect(try CompactEncoder().encode(parsed) == data, "the same value gives the same bytes")
    }

    @Test func aDepsSourceComesBackAsItWent() throws {
        let source = DepsGenerator.Source(
            path: "Root.swift",
            text: """
                import RIBs
                typealias Score = Int
                final class RootComponent: Component<EmptyDependency>, ScoreProviding {
                    var score: Score { 1 }
                    var child: ChildBuilder { ChildBuilder(dependency: self) }
                }
                @MainActor protocol ChildDependency: Dependency, ChildPassThrough {
                    var score: Score { get }
                    func make(named name: String) async throws -> Int
                    associatedtype Unsupported
                }
                final class ChildBuilder: Builder<any ChildDependency> {}
                """, module: "App")
        let parsed = DepsGenerator.parse(source)
        #expect(parsed.classes.count == 2 && parsed.protocols.count == 1 && !parsed.protocols[0].unsupported.isEmpty)
        let data = try CompactEncoder().encode(parsed)
        let decoded = try CompactDecoder().decode(DepsSource.self, from: data)
        #expect(try CompactEncoder().encode(decoded) == data)
        #expect(decoded.protocols.map(\.requirements.count) == parsed.protocols.map(\.requirements.count))
    }

    @Test func dictionariesAndSetsEncodeTheSameWhateverTheirOrder() throws {
        let keys = (0..<200).map { "key\($0)" }
        var forward: [String: Int] = [:]
        for (index, key) in keys.enumerated() { forward[key] = index }
        var backward: [String: Int] = [:]
        for (index, key) in keys.enumerated().reversed() { backward[key] = index }
        #expect(try CompactEncoder().encode(forward) == CompactEncoder().encode(backward))
        #expect(try CompactEncoder().encode(Set(keys)) == CompactEncoder().encode(Set(keys.reversed())))
        #expect(try CompactDecoder().decode([String: Int].self, from: CompactEncoder().encode(forward)) == forward)
    }

    struct Sample: Codable, Equatable {
        var name: String
        var count: Int
        var small: UInt8
        var ratio: Double
        var flag: Bool
        var missing: String?
        var present: Int?
        var nested: [[String]]
        var choice: Choice
        enum Choice: Codable, Equatable {
            case none
            case one(String)
            case two(Int, label: String)
        }
    }

    static let sample = Sample(
        name: "é ✓", count: -42, small: 255, ratio: 0.1, flag: true, missing: nil, present: 7,
        nested: [[], ["a", "b"]], choice: .two(3, label: "x"))

    @Test func everyKindOfValueComesBack() throws {
        let data = try CompactEncoder().encode(Self.sample)
        #expect(try CompactDecoder().decode(Sample.self, from: data) == Self.sample)
    }

    @Test(arguments: [1, 2, 7, 20])
    func bytesCutShortThrow(kept: Int) throws {
        let data = try CompactEncoder().encode(Self.sample)
        #expect(throws: DecodingError.self) { try CompactDecoder().decode(Sample.self, from: data.prefix(kept)) }
    }

    @Test func anotherTypesBytesThrow() throws {
        let data = try CompactEncoder().encode(["a": "b"])
        #expect(throws: DecodingError.self) { try CompactDecoder().decode(Sample.self, from: data) }
        #expect(throws: DecodingError.self) { try CompactDecoder().decode(Int.self, from: data) }
    }
}
