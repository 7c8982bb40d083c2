import TestSupport
import Testing

/// The Rx-line counter of issue 39's measure, against a sample counted by hand: an interactor of
/// the kind the five public apps have, each Rx line marked `// Rx` and each line that is not
/// marked because it is not Rx (a comment, a string, an array's `map`, a label).
@Suite struct RxLinesTests {
    static let sample = """
        import RIBs
        import RxSwift
        import ReactorKit
        import Foundation

        final class TasksInteractor: PresentableInteractor<TasksPresentable>, Reactor {
            // An Observable in a comment is not Rx code.
            private let disposeBag = DisposeBag()
            private let service: TaskServiceProtocol
            let message = "Observable.just(1).subscribe()"
            let names = ["a", "b"].map { $0.uppercased() }

            override func didBecomeActive() {
                super.didBecomeActive()
                service.tasks()
                    .observe(on: MainScheduler.instance)
                    .map { $0.count }
                    .subscribe(onSuccess: { [weak self] count in
                        self?.presenter.show(count)
                    }, onFailure: { _ in })
                    .disposed(by: disposeBag)
                presenter.refresh
                    .bind(to: refreshRelay)
                    .disposed(by: disposeBag)
                events.subscribe(onNext: { print($0) })
                update(single: 1)
                presenter.bind(viewModel: viewModel)
            }

            func mutate(action: Action) -> Observable<Mutation> {
                return .just(.setLoading(true))
            }

            /* A block comment that says
               .disposed(by: bag) */
        }
        """

    /// Counted by hand: the lines marked here, by number in `sample`.
    /// Not counted: the comments (7, 34, 35), the string (10), the array's `map` (11), a chain's
    /// lines with no Rx name on them (15, 17, 19, 20), a label (26), and the app's own
    /// `bind(viewModel:)` (27), which shares a name with RxCocoa's `bind(to:)`.
    static let rxLines = [2, 3, 6, 8, 16, 18, 21, 23, 24, 25, 30, 31]
    /// Of those, the ones swift-ribs has no spelling for: `.bind(to:)` a relay (23),
    /// `.subscribe(onNext:` (25) and `.just` (31) are spellings of both.
    static let rxOnlyLines = [2, 3, 6, 8, 16, 18, 21, 24, 30]

    @Test func theCounterAgreesWithAReader() {
        #expect(RxLines.lines(in: Self.sample) == Self.rxLines)
    }

    @Test func afterAMigrationOnlyWhatSwiftRIBsLacksCounts() {
        #expect(RxLines.lines(in: Self.sample, onlyRxOnly: true) == Self.rxOnlyLines)
    }

    /// A reactor made a `StateReactor`: `.catch { .just(…) }` is `Mutations`' on a chain that
    /// starts from `Mutations`, or in a file that imports no Rx module; on another chain of a
    /// file that still imports Rx, it is Rx's.
    @Test(arguments: [
        ("import RIBs", "Mutations.from { try await service.load() }", [Int]()),
        ("@preconcurrency import RxSwift", "Mutations.from { try await service.load() }", [1]),
        ("@preconcurrency import RxSwift", "service.load().asObservable()", [1, 3, 4]),
    ])
    func catchIsMutationsOnItsChainsOrWhereNoRxModuleIsImported(_ importLine: String, _ head: String, _ expected: [Int])
    {
        let migrated = """
            \(importLine)

            let load = \(head)
                .catch { .just(.setError($0.localizedDescription)) }
            """
        #expect(RxLines.lines(in: migrated, onlyRxOnly: true) == expected)
    }

    /// An app's own `bind()` (an unseen app's interactor binds its view model so) is not Rx's
    /// `bind`, which always takes a closure or a target.
    @Test func anAppsBindWithoutArgumentsIsNotRx() {
        let text = "self.bind()\nrelay.bind { value in print(value) }\nrelay.bind(onNext: { _ in })\n"
        #expect(RxLines.lines(in: text, onlyRxOnly: true) == [2, 3])
    }

    /// A listener's `accept()` (Channy's WebAccept RIB) is not a relay's write, which takes a
    /// value.
    @Test func anAppsAcceptWithoutArgumentsIsNotRx() {
        let text = "self.listener?.accept()\nrelay.accept(1)\ntaps.accept(())\nlistener.onNext()\n"
        #expect(RxLines.lines(in: text, onlyRxOnly: true) == [2, 3])
    }

    /// Names Rx's operators share with an app's enum cases and properties (unseen apps' error
    /// managers and image helpers): Rx's are called, and never assigned.
    @Test func anAppsCaseOrPropertyOfAnRxNameIsNotRx() {
        let text = """
            ErrorManager.handle(error, actions: [.retry, .ok])
            if type == .retry { return }
            let title = Text.retry.localizedText
            helper.onError = { error in print(error) }
            request.retry(3)
            observer.onError(error)
            """
        #expect(RxLines.lines(in: "import RxSwift\n" + text, onlyRxOnly: true) == [1, 6, 7])
        // Without Rx imported, an observer's `onError` is the runtime's (`Mutations.create`'s).
        #expect(RxLines.lines(in: text, onlyRxOnly: true) == [5])
    }

    @Test func commentsAndStringsAreBlankedOutLineForLine() {
        let code = RxLines.codeOnly("let a = \"x // y\" // Observable\n/* Single\n */ let b = 1\n")
        #expect(code.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
        #expect(!code.contains("Observable") && !code.contains("Single") && code.contains("let b = 1"))
    }
}
