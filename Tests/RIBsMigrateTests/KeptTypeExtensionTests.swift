import Foundation
import RIBsSource
import Testing

@testable import RIBsMigrate

/// A type whose file keeps its streams on RxSwift (here a reactor left on ReactorKit) keeps them
/// in its extensions in other files too (issue 65, vatoclient: an interactor's extension sent
/// into the interactor's `ReplaySubject`, and its file imported no Rx, so nothing named it).
struct KeptTypeExtensionTests {
    static let reactor = """
        import ReactorKit
        import RxSwift

        final class SearchReactor: Reactor {
            enum Action { case search }
            struct State { var ok = false }
            let initialState = State()
            let results = ReplaySubject<[String]>.create(bufferSize: 1)

            func mutate(action: Action) -> Observable<Bool> {
                Observable.combineLatest(Observable.just(true), Observable.just(false)) { $0 && $1 }
            }

            func reduce(state: State, mutation: Bool) -> State {
                State(ok: mutation)
            }
        }

        """

    static let extensionFile = """
        extension SearchReactor {
            func clear() {
                self.results.onNext([])
            }
        }

        """

    @Test func anExtensionOfAKeptTypeStaysWithItAndIsNamed() throws {
        let result = Migration.run([
            ("SearchReactor.swift", Self.reactor), ("SearchReactor+Clear.swift", Self.extensionFile),
        ])
        #expect(!result.changed.contains { $0.path == "SearchReactor+Clear.swift" })
        let named = result.manualSteps.filter { $0.location?.file == "SearchReactor+Clear.swift" }
        #expect(named.contains { $0.message.hasPrefix("an extension of SearchReactor, whose file stays on RxSwift") })
    }

    @Test func anExtensionThatNamesNoRxIsLeftAlone() {
        let plain = "extension SearchReactor {\n    var title: String { \"Search\" }\n}\n"
        let result = Migration.run([("SearchReactor.swift", Self.reactor), ("SearchReactor+Title.swift", plain)])
        #expect(!result.manualSteps.contains { $0.location?.file == "SearchReactor+Title.swift" })
    }
}
