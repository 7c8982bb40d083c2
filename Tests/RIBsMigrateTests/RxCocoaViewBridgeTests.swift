import Foundation
import RIBsSource
import SwiftSyntax
import TestSupport
import Testing

@testable import RIBsMigrate

/// A view bound with RxCocoa keeps RxSwift and reads the RIB's migrated relays through the bridge
/// `ribs migrate` writes at its end (issue 65): what the tool writes compiles, in Swift 6 mode
/// with warnings as errors, against the stand-in RxSwift (`RIBsTests/RxStandIn`, the shapes the
/// guide's bridge uses: RxSwift cannot be built here) and the built RIBs; and two views of one
/// module, each with its bridge, compile together.
@Suite(.ownThreads) struct RxCocoaViewBridgeTests {
    @Test func theBridgeTheToolWritesCompilesOncePerViewFile() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-bridge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let rx = Repository.url("Tests/RIBsTests/RxStandIn/RxSwift.swift").path
        let standIn = try await ChildProcess.tool(
            "swiftc",
            arguments: [
                "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "RxSwift",
                "-emit-module-path", work.appendingPathComponent("RxSwift.swiftmodule").path, rx,
            ]
        ).run()
        try #require(standIn.status == 0, "the stand-in RxSwift does not compile: \(standIn.allOutput)")
        var files: [String] = []
        for (view, relay) in [("CountView", "ValueRelay<Int>"), ("TapsView", "EventRelay<Void>")] {
            let stream = relay.hasPrefix("Value") ? "values" : "events"
            let source = """
                import RIBs
                import RxSwift

                @MainActor
                final class \(view) {
                    func bind(_ relay: \(relay)) -> Observable<\(relay.hasPrefix("Value") ? "Int" : "Void")> {
                        relay.\(stream).asObservable()
                    }

                    // A presenter's requirement that took an `Observable`, as the rule writes it.
                    func show(_ counts: Events<Int>) -> Observable<Int> {
                        let counts = counts.asObservable()
                        return counts
                    }

                    // What the rule writes for `taps.bind(to: relay)`.
                    func send(_ taps: Observable<Void>, into relay: EventRelay<Void>) -> any Disposable {
                        taps.bind(onNext: relay.send)
                    }
                }

                """ + RxCocoaViewsRule.bridge
            let file = work.appendingPathComponent("\(view).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        // What `DisposeBagRule` writes where migrated subscriptions go into a protocol's bag.
        let bag = work.appendingPathComponent("LoadingBindable.swift")
        let bagSource = """
            import RIBs
            import RxSwift

            protocol HasDisposeBag {
                var disposeBag: DisposeBag { get }
            }

            @MainActor
            protocol LoadingBindable: AnyObject {}

            extension LoadingBindable where Self: HasDisposeBag {
                func bind(_ isLoading: Events<Bool>) {
                    isLoading.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
                }
            }

            """
        try (bagSource + DisposeBagRule.bagBridge).write(to: bag, atomically: true, encoding: .utf8)
        files.append(bag.path)
        // What `DisposeBagRule` writes where migrated subscriptions go into a bag another file
        // declares: it takes the bag whether that file kept it a DisposeBag or made it a
        // SubscriptionBag.
        let othersBag = work.appendingPathComponent("RecordView.swift")
        let othersBagSource = """
            import RIBs
            import RxSwift

            @MainActor
            class BaseView {
                let disposeBag = DisposeBag()
                let subscriptions = SubscriptionBag()
            }

            final class RecordView: BaseView {
                private let actions = EventRelay<Int>()

                func bindActions() {
                    actions.events.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
                    actions.events.subscribe(onNext: { print($0) }).disposed(by: subscriptions)
                }
            }

            """
        try (othersBagSource + DisposeBagRule.othersBagBridge).write(to: othersBag, atomically: true, encoding: .utf8)
        files.append(othersBag.path)
        // What `DisposeBagRule` writes where a file that stays on RxSwift ends a subscription
        // with Uber's `disposeOnDeactivate(interactor:)`.
        let deactivation = work.appendingPathComponent("FavoriteInteractor.swift")
        let deactivationSource = """
            import RIBs
            import RxSwift

            final class FavoriteInteractor: Interactor {
                override func didBecomeActive() {
                    super.didBecomeActive()
                    PublishSubject<Int>().subscribe(onNext: { print($0) }).disposeOnDeactivate(interactor: self)
                }
            }

            """
        try (deactivationSource + DisposeBagRule.deactivationBridge).write(
            to: deactivation, atomically: true, encoding: .utf8)
        files.append(deactivation.path)
        // What `DisposeBagRule` writes where the service layer gave a task to a bag that stays
        // a `DisposeBag` for the file's chains kept on RxSwift (bengHak/Picture-diary's).
        let tasks = work.appendingPathComponent("DiaryInteractor.swift")
        let tasksSource = """
            import RIBs
            import RxSwift

            final class DiaryInteractor: Interactor {
                private let bag = DisposeBag()

                func load(_ fetch: @escaping @Sendable () async throws -> Int) {
                    bag.insert(Task { [self] in
                        do {
                            let diary = try await fetch()
                            print(diary, isActive)
                        } catch {}
                    })
                    PublishSubject<Int>().subscribe(onNext: { print($0) }).disposed(by: bag)
                }
            }

            """
        try (tasksSource + DisposeBagRule.taskBridge).write(to: tasks, atomically: true, encoding: .utf8)
        files.append(tasks.path)
        // What `ServiceCallsRule` writes for calls of functions that are async now, in a file
        // that stays on RxSwift (a view model's `flatMap { owner.useCase.goals() }`).
        let calls = work.appendingPathComponent("GoalsInteractor.swift")
        let callsSource = """
            import RIBs
            import RxSwift

            protocol GoalsUseCase {
                nonisolated(nonsending) func goals() async throws -> [String]
                nonisolated(nonsending) func save(_ goal: String) async throws
                nonisolated(nonsending) func latest() async throws -> String?
            }

            @MainActor
            final class GoalsInteractor {
                let useCase: any GoalsUseCase

                init(useCase: any GoalsUseCase) {
                    self.useCase = useCase
                }

                func goals() -> Observable<[String]> {
                    \(try #require(AsyncCallBridge.text(for: Self.call("useCase.goals()"), kind: .observable, onALocal: false)))
                }

                func save(_ goal: String) -> Completable {
                    \(try #require(AsyncCallBridge.text(for: Self.call("useCase.save(goal)"), kind: .completable, onALocal: false)))
                }

                func latest(of owner: GoalsInteractor) -> Maybe<String> {
                    \(try #require(AsyncCallBridge.text(for: Self.call("owner.useCase.latest()"), kind: .maybe, onALocal: true)))
                }
            }

            """
        try (callsSource + AsyncCallBridge.declarations(for: ["rxSingle", "rxCompletable", "rxMaybe"])).write(
            to: calls, atomically: true, encoding: .utf8)
        files.append(calls.path)
        let compiled = try await ChildProcess.tool(
            "swiftc",
            arguments: [
                "-swift-version", "6", "-parse-as-library", "-typecheck", "-warnings-as-errors", "-module-name",
                "Views",
                "-I", work.path, "-I", ChildProcess.builtProducts.appendingPathComponent("Modules").path,
            ] + files
        ).run()
        #expect(compiled.status == 0, "\(compiled.allOutput)")
    }

    /// `text` parsed as a call.
    private static func call(_ text: String) -> FunctionCallExprSyntax {
        GuardedParse.rewritten("_ = \(text)").statements.first!.item.as(SequenceExprSyntax.self)!.elements.last!
            .as(FunctionCallExprSyntax.self)!
    }

    /// A protocol's `DisposeBag` that the module's views keep, and an extension of another
    /// protocol that binds a migrated stream into it (RIBsReactorKit's `LoadingStreamBindable`):
    /// the subscription goes into the bag through the bridge, named, rather than
    /// `cancelled(by:)` on a bag that stays RxSwift's; a file with a bag of its own converts it.
    @Test func aSubscriptionIntoAProtocolsBagGoesThroughTheBagBridge() throws {
        let requirement = "import RxSwift\n\nprotocol HasDisposeBag {\n    var disposeBag: DisposeBag { get }\n}\n"
        let bindable = """
            import RxSwift

            protocol HasLoading {
                var isLoading: Observable<Bool> { get }
            }

            protocol LoadingBindable: AnyObject {
                func bindLoading(from listener: HasLoading)
            }

            extension LoadingBindable where Self: HasDisposeBag {
                func bindLoading(from listener: HasLoading) {
                    listener.isLoading
                        .subscribe(onNext: { print($0) })
                        .disposed(by: disposeBag)
                }
            }

            """
        let result = Migration.run([("HasDisposeBag.swift", requirement), ("LoadingBindable.swift", bindable)])
        let migrated = try #require(result.changed.first { $0.path == "LoadingBindable.swift" }?.migrated)
        #expect(migrated.contains(".disposed(by: disposeBag)"))
        #expect(!migrated.contains(".cancelled(by: disposeBag)"))
        #expect(migrated.hasSuffix(DisposeBagRule.bagBridge))
        #expect(migrated.contains("var isLoading: Events<Bool>"))
        #expect(result.changed.first { $0.path == "HasDisposeBag.swift" }?.migrated.contains("SubscriptionBag") != true)
        #expect(
            result.manualSteps.contains { $0.message.hasPrefix("disposed(…): the subscription is the runtime's now") })
    }
}
