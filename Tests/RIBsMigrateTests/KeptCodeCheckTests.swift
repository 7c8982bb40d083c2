import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import RIBsMigrate
@testable import RIBsSource

/// The check that `ribs migrate` loses nothing of an app's code, checked itself (issue 65): each
/// hole it had is an input and a rewrite that must be refused, beside the rewrite of the same
/// code that keeps it, which must pass.
struct KeptCodeCheckTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let input: String
        let output: String
        /// What the check must say was lost; empty for a rewrite that keeps everything.
        let lost: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a dropped onError handler that writes to a relay",
            input: """
                func load() {
                    service.load().subscribe(onNext: { [weak self] in self?.show($0) }, onError: { [weak self] in self?.errorRelay.accept($0) })
                }
                """,
            output: """
                func load() {
                    service.load().subscribe(onNext: { [weak self] in self?.show($0) })
                }
                """,
            lost: ["`write errorRelay` in load()"]),
        Case(
            name: "the same write, in the runtime's words",
            input: """
                func load() {
                    service.load().subscribe(onError: { [weak self] in self?.errorRelay.accept($0) })
                    countRelay.accept(1)
                }
                """,
            output: """
                func load() {
                    service.load().subscribe(onError: { [weak self] in self?.errorRelay.send($0) })
                    countRelay.value = 1
                }
                """,
            lost: []),
        Case(
            name: "a handler given as a method, dropped",
            input: """
                func bind() {
                    relay.subscribe(onNext: self.show).disposed(by: bag)
                }
                """,
            output: """
                func bind() {
                }
                """,
            lost: ["`show(…)` in bind()"]),
        Case(
            name: "a handler given as a method, called in a loop",
            input: """
                func bind() {
                    relay.subscribe(onNext: self.show).disposed(by: bag)
                }
                """,
            output: """
                func bind() {
                    Task { for await value in relay.values { show(value) } }
                }
                """,
            lost: []),
        Case(
            name: "a return that ends a handler early, dropped",
            input: """
                func bind() {
                    relay.subscribe(onNext: { [weak self] value in
                        guard let self else { return }
                        self.count += value
                    })
                }
                """,
            output: """
                func bind() {
                    relay.subscribe(onNext: { [weak self] value in
                        guard let self else { fatalError() }
                        self.count += value
                    })
                }
                """,
            lost: ["`return` in bind()"]),
        Case(
            name: "a closure that only returns, dropped with the operator",
            input: """
                func check() -> Single<Void> {
                    repository.profile().map { _ in return }
                }
                """,
            output: """
                func check() async throws {
                    _ = try await repository.profile()
                }
                """,
            lost: []),
        Case(
            name: "a value's return, turned into an await",
            input: """
                func name() -> Single<String> {
                    return repository.profile().map { return $0.name }
                }
                """,
            output: """
                func name() async throws -> String {
                    try await repository.profile().name
                }
                """,
            lost: []),
        Case(
            name: "an app's call inside a dropped closure",
            input: """
                func bind() {
                    relay.subscribe(onNext: { [weak self] _ in self?.refresh() })
                }
                """,
            output: """
                func bind() {
                    relay.subscribe(onNext: { _ in })
                }
                """,
            lost: ["`refresh(…)` in bind()"]),
        Case(
            name: "an Observable.create's observer, its closure in parentheses, as a callback's events",
            input: """
                func check() -> Observable<Void> {
                    return Observable.create({ s in
                        s.onNext(())
                        s.onCompleted()
                        return Disposables.create()
                    })
                }
                """,
            output: """
                func check() async throws {
                    try await withSingleCallback { (s: CallbackObserver<Void>) in
                        s(.success(()))
                        s(.completed)
                        return nil
                    }
                }
                """,
            lost: []),
    ]

    @Test(arguments: cases)
    func whatARewriteLosesIsNamed(_ check: Case) {
        let losses = KeptCodeCheck.losses(
            from: Parser.parse(source: check.input), to: Parser.parse(source: check.output))
        #expect(losses.map(\.description) == check.lost)
    }

    /// What a rule removes on purpose, named at its line (a handler it proved can never run), is
    /// not a loss.
    @Test func aDropIsNotALoss() throws {
        let input = """
            func bind() {
                relay.subscribe(onError: { [weak self] in self?.errorRelay.accept($0) })
            }
            """
        let output = "func bind() {\n    relay.subscribe()\n}\n"
        let handler = try #require(input.range(of: "onError"))
        let start = input.utf8.distance(from: input.startIndex, to: handler.lowerBound)
        let losses = KeptCodeCheck.losses(
            from: Parser.parse(source: input), to: Parser.parse(source: output), drops: [start..<input.utf8.count])
        #expect(losses.isEmpty)
    }

    // MARK: - Each way the pipeline refuses a rewrite

    static let source = """
        func bind() {
            relay.subscribe(onNext: { [weak self] _ in self?.refresh() })
        }

        """

    /// The UTF-8 range of `text` in ``source``.
    static func range(of text: String) -> Range<Int> {
        let found = source.range(of: text)!
        let start = source.utf8.distance(from: source.startIndex, to: found.lowerBound)
        return start..<(start + text.utf8.count)
    }

    static func advance(by edits: [RuleEdit]) -> FileStage {
        let stage = FileStage(path: "Feed.swift", onDisk: source, text: source, tree: Parser.parse(source: source))
        return StageAdvance.advance(stage, by: PassOutput(edits: edits), pass: "test")
    }

    /// A file refused is left whole as it was, and named with the rule and the place.
    @Test(
        arguments: [
            (
                [RuleEdit(range: range(of: "self?.refresh()"), text: "", rule: .operators)],
                "Feed.swift:2:48: error: rewriting this file would lose `refresh(…)` in bind() (rule operators)"
            ),
            (
                // The rule named is the one whose edit is in the lost statement, not an earlier one.
                [
                    RuleEdit(range: range(of: "func bind()"), text: "func bind()", rule: .injectedSchedulers),
                    RuleEdit(range: range(of: "refresh()"), text: "refresh", rule: .relayWrites),
                ],
                "Feed.swift:2:48: error: rewriting this file would lose `refresh(…)` in bind() (rule relayWrites)"
            ),
            (
                [RuleEdit(range: range(of: "}\n"), text: "", rule: .relayWrites)],
                "Feed.swift:3:1: error: rewriting `}` as `` (rule relayWrites) would leave code that does not parse"
            ),
            (
                [
                    RuleEdit(range: range(of: "relay.subscribe"), text: "relay.events.subscribe", rule: .relayWrites),
                    RuleEdit(range: range(of: "subscribe(onNext"), text: "sink(receiveValue", rule: .operators),
                ],
                "Feed.swift:2:11: error: two of ribs migrate's rules (rule relayWrites and rule operators) would change the same code here"
            ),
        ])
    func aRefusedRewriteLeavesTheFileAsItWas(edits: [RuleEdit], message: String) throws {
        let next = Self.advance(by: edits)
        #expect(next.text == Self.source)
        #expect(next.rules.isEmpty && next.findings.isEmpty)
        let left = try #require(next.leftAsItWas)
        #expect(left.description.hasPrefix(message), "\(left)")
    }

    /// The same rewrite without the loss goes through.
    @Test func aRewriteThatKeepsEverythingGoesThrough() {
        let next = Self.advance(by: [
            RuleEdit(range: Self.range(of: "relay.subscribe"), text: "relay.values.subscribe", rule: .relayWrites)
        ])
        #expect(next.leftAsItWas == nil)
        #expect(next.text.contains("relay.values.subscribe"))
    }
}
