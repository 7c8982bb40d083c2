import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import RIBsMock
@testable import RIBsSource

/// The values of a `@mockable(…)` annotation are copied into the mock as written: one that is
/// not Swift is an error at its protocol, which gets no mock, and the file's other mocks are
/// still made. (Found by MockFuzzer: `override: name = SpecialScoreMock>` gave a mock that does
/// not parse, with no error.)
@Suite(.ownThreads) struct MockAnnotationTests {
    @Test(arguments: [
        ("override: name = SpecialScoreMock>", "override: name = \"SpecialScoreMock>\""),
        ("override: name = class", "override: name = \"class\""),
        ("override: name = Two Words", "override: name = \"Two Words\""),
        ("module: prefix = Auth.", "module: prefix = \"Auth.\""),
        ("module: prefix = 9Lives", "module: prefix = \"9Lives\""),
        ("typealias: T = [Int", "typealias: T = \"[Int\""),
        ("typealias: T = Int where T == U", "typealias: T = \"Int where T == U\""),
        ("modifiers: listener = weak var", "modifiers: listener = \"weak var\""),
        ("modifiers: listener = @objc", "modifiers: listener = \"@objc\""),
        ("rx: scores = Variable", "rx: scores = \"Variable\""),
        // Swift, but nested deeper than the parser reads in reasonable time: a comment's text,
        // which the file's own guard does not scan, goes through the guard too.
        (
            "typealias: T = \(String(repeating: "[", count: 12))Int\(String(repeating: "]", count: 12))",
            "typealias: T = \"\(String(repeating: "[", count: 12))Int\(String(repeating: "]", count: 12))\""
        ),
    ])
    func aValueThatIsNotSwiftIsAnErrorAtItsProtocol(arguments: String, named: String) {
        let source = """
            /// @mockable
            protocol Fine { func a() }

            /// @mockable(\(arguments))
            protocol ScoreReporting {
                var listener: AnyObject? { get set }
                func report(score: Int)
            }
            """
        let run = MockGenerator().run(sources: [.init(path: "Score.swift", text: source)])
        #expect(run.errors.count == 1)
        let error = run.errors.first
        #expect(error?.location?.description == "Score.swift:5:1")
        #expect(error?.description.contains("\(named) in the @mockable annotation of ScoreReporting is not") == true)
        #expect(run.text.contains("class FineMock"))
        #expect(!run.text.contains("ScoreReporting"))
        #expect(!Parser.parse(source: run.text).hasError)
    }

    /// A type nested too deep for the parser is refused for what it is, not called no type.
    @Test func aTypeNestedTooDeepSaysWhy() {
        let deep = String(repeating: "[", count: 12) + "Int" + String(repeating: "]", count: 12)
        let source = "/// @mockable(typealias: T = \(deep))\nprotocol Deep {\n    associatedtype T\n}\n"
        let run = MockGenerator().run(sources: [.init(path: "Deep.swift", text: source)])
        #expect(
            run.errors.map(\.message) == [
                "typealias: T = \"\(deep)\" in the @mockable annotation of Deep is not read: " + BracketDepth.message
            ])
    }

    /// Mockolo's `rx:` annotation names the subject behind a stream's mock: one that hands its
    /// latest element to a late subscriber becomes a `ReplayRelay`, as `ribs migrate` keeps the
    /// annotation of a protocol whose `Observable` became `Events`.
    @Test(arguments: [
        ("rx: scores = BehaviorSubject", "ReplayRelay<Int>()"), ("rx: scores = ReplaySubject", "ReplayRelay<Int>()"),
        ("rx: scores = PublishSubject", "EventRelay<Int>()"), ("history: report = true", "EventRelay<Int>()"),
    ])
    func anRxSubjectChoosesTheRelayBehindAStream(arguments: String, relay: String) {
        let source = """
            /// @mockable(\(arguments))
            protocol ScoreStream {
                var scores: Events<Int> { get }
                var names: Events<String> { get }
            }
            """
        let run = MockGenerator().run(sources: [.init(path: "Score.swift", text: source)])
        #expect(run.errors.isEmpty)
        #expect(run.text.contains("let scoresRelay = \(relay)"))
        #expect(run.text.contains("let namesRelay = EventRelay<String>()"))
    }

    @Test func everyKindOfValueSwiftAcceptsIsWrittenIntoTheMock() {
        let source = """
            /// @mockable(override: name = ScoreDouble; module: prefix = Game; history: report = true; \
            typealias: Table = [String: Int]; Handler = (Int) -> Void; Failure = any Error & Sendable; \
            modifiers: listener = weak; counter = nonisolated(unsafe))
            protocol ScoreReporting {
                associatedtype Table
                associatedtype Handler
                associatedtype Failure
                var listener: AnyObject? { get set }
                var counter: Int { get set }
                func report(score: Int)
            }
            """
        let run = MockGenerator().run(sources: [.init(path: "Score.swift", text: source)])
        #expect(run.errors.isEmpty)
        let text = run.text
        #expect(text.contains("class ScoreDouble: Game.ScoreReporting"))
        #expect(text.contains("typealias Table = [String: Int]"))
        #expect(text.contains("typealias Handler = (Int) -> Void"))
        #expect(text.contains("typealias Failure = any Error & Sendable"))
        #expect(text.contains("weak var listener"))
        #expect(text.contains("nonisolated(unsafe) var counter"))
        #expect(!Parser.parse(source: text).hasError)
    }
}
