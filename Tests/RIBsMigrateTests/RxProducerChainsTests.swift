import SwiftParser
import SwiftSyntax
import Testing

@testable import RIBsMigrate

/// The chains a stream RxSwift makes feeds, away from their source too, stay RxSwift's whole
/// (issue 65: `query.flatMapLatest { api.search($0) }` had become an `Events` chain handed an
/// `Observable`, compiling with neither library, and said nothing).
struct RxProducerChainsTests {
    static let producers: Set<FunctionKey> = [FunctionKey(name: "search", labels: ["_"])]

    /// Whether the statement `body` ends with (its last line) is a chain that stays RxSwift's,
    /// read from its source, `query`, up.
    static func keeps(_ body: String) -> Bool {
        let tree = Parser.parse(source: "func f() {\n\(body)\n}")
        let chains = RxProducerChains(tree: tree, producers: producers)
        let sources = tree.tokens(viewMode: .sourceAccurate).filter { $0.text == "query" }
        guard let source = sources.last?.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        return chains.contains(ExprSyntax(source))
    }

    @Test(arguments: [
        "query.flatMapLatest { api.search($0) }.subscribe(onNext: show)",
        "query.flatMapLatest { text in\n guard ok else { return .empty() }\n return api.search(text) }.subscribe(onNext: show)",
        "query.flatMapLatest { [weak self] in self?.api.search($0) ?? .empty() }.subscribe(onNext: show)",
        "query.map { ready ? api.search($0) : .empty() }.switchLatest().subscribe(onNext: show)",
        "Observable.combineLatest(query, api.search(\"\")).subscribe(onNext: show)",
        "query.withLatestFrom(api.search(\"\")).subscribe(onNext: show)",
        "let found: Observable<Int> = api.search(\"\")\nfound.withLatestFrom(query).subscribe(onNext: show)",
    ])
    func aChainAProducerFeedsStaysRxSwifts(body: String) {
        #expect(Self.keeps(body))
    }

    @Test(arguments: [
        // A closure that subscribes to the producer returns no stream: the chain around it is the runtime's.
        "query.subscribe(onNext: { api.search($0).subscribe(onNext: show).disposed(by: bag) })",
        // A function of another name.
        "query.flatMapLatest { api.find($0) }.subscribe(onNext: show)",
        // A local of that name in another function.
        "func g() { let found: Observable<Int> = api.search(\"\") }\nlet found = other\nfound.withLatestFrom(query).subscribe(onNext: show)",
    ])
    func aChainNoProducerFeedsIsMigrated(body: String) {
        #expect(!Self.keeps(body))
    }
}
