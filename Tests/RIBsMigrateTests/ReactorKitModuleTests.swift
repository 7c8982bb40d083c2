import Foundation
import RIBsSource
import Testing

@testable import RIBsMigrate

/// A module's reactors and the code generic over ReactorKit's `Reactor` move together (issue
/// 65, Omos-New): where one reactor stays on ReactorKit, they all do, with that code; where all
/// become `StateReactor`s, the constraints name it (golden case `ReactorKitShared`).
struct ReactorKitModuleTests {
    static let generic = """
        import ReactorKit
        import RxSwift

        protocol HasLoadingState {
            var isLoading: Bool { get }
        }

        protocol HasLoadingStream {
            var isLoadingStream: Observable<Bool> { get }
        }

        extension HasLoadingStream where Self: Reactor, Self.State: HasLoadingState {
            var isLoadingStream: Observable<Bool> { state.map(\\.isLoading) }
        }

        """

    static func reactor(_ name: String, mutation: String) -> String {
        """
        import ReactorKit
        import RxSwift

        final class \(name): HasLoadingStream, Reactor {
            enum Action { case load }
            struct State: HasLoadingState { var isLoading = false }
            let initialState = State()

            func mutate(action: Action) -> Observable<Bool> {
                \(mutation)
            }

            func reduce(state: State, mutation: Bool) -> State {
                var state = state
                state.isLoading = mutation
                return state
            }
        }

        """
    }

    @Test func oneReactorLeftOnReactorKitKeepsEveryReactorAndTheGenericCodeThere() throws {
        let result = Migration.run([
            ("HasLoadingStream.swift", Self.generic),
            ("ProfileReactor.swift", Self.reactor("ProfileReactor", mutation: "return .just(true)")),
            (
                "SearchReactor.swift",
                Self.reactor(
                    "SearchReactor",
                    mutation:
                        "return Observable.combineLatest(Observable.just(true), Observable.just(false)) { $0 && $1 }")
            ),
        ])
        let migrated = Dictionary(uniqueKeysWithValues: result.changed.map { ($0.path, $0.migrated) })
        for path in ["ProfileReactor.swift", "SearchReactor.swift"] {
            let text = migrated[path] ?? ""
            #expect(!text.contains("StateReactor"), "\(path) became a StateReactor beside one left on ReactorKit")
        }
        #expect(migrated["HasLoadingStream.swift"]?.contains("Events<Bool>") != true)
        #expect(result.manualSteps.contains { $0.message.hasPrefix("code generic over ReactorKit's Reactor") })
    }

    @Test func everyReactorBecomingAStateReactorMakesTheConstraintsNameIt() throws {
        let result = Migration.run([
            ("HasLoadingStream.swift", Self.generic),
            ("ProfileReactor.swift", Self.reactor("ProfileReactor", mutation: "return .just(true)")),
        ])
        let migrated = Dictionary(uniqueKeysWithValues: result.changed.map { ($0.path, $0.migrated) })
        let generic = try #require(migrated["HasLoadingStream.swift"])
        #expect(generic.contains("where Self: StateReactor, Self.State: HasLoadingState"))
        #expect(!generic.contains("import ReactorKit"))
        #expect(generic.contains("var isLoadingStream: Events<Bool>"))
        #expect(migrated["ProfileReactor.swift"]?.contains("StateReactor") == true)
    }

    /// A reactor's own `create` is the runtime's once the reactor is, so the producers are read
    /// without the reactors first; not without the rest of their files: a helper type declared
    /// beside a reactor makes its stream with RxSwift, and a reactor that reads it stays on
    /// ReactorKit (it had become `Mutations.from(geocoder.lookUp(text))` on an `Observable`).
    @Test func aProducerDeclaredBesideAReactorKeepsTheReactorsThatReadItOnReactorKit() throws {
        let besideAReactor = """
            import ReactorKit
            import RxSwift

            final class ProfileReactor: Reactor {
                enum Action { case load }
                struct State { var isLoaded = false }
                let initialState = State()

                func mutate(action: Action) -> Observable<Bool> { .just(true) }

                func reduce(state: State, mutation: Bool) -> State { State(isLoaded: mutation) }
            }

            final class Geocoder {
                func lookUp(_ text: String) -> Observable<Bool> {
                    Observable.create { observer in
                        observer.onNext(text.isEmpty)
                        observer.onNext(!text.isEmpty)
                        return Disposables.create()
                    }
                }
            }

            """
        let reader = """
            import ReactorKit
            import RxSwift

            final class SearchReactor: Reactor {
                enum Action { case search(String) }
                struct State { var isFound = false }
                let initialState = State()
                let geocoder = Geocoder()

                func mutate(action: Action) -> Observable<Bool> {
                    switch action {
                    case let .search(text): return geocoder.lookUp(text).map { $0 }
                    }
                }

                func reduce(state: State, mutation: Bool) -> State { State(isFound: mutation) }
            }

            """
        let result = Migration.run([("ProfileReactor.swift", besideAReactor), ("SearchReactor.swift", reader)])
        let migrated = Dictionary(uniqueKeysWithValues: result.changed.map { ($0.path, $0.migrated) })
        #expect(migrated["SearchReactor.swift"]?.contains("Mutations.from") != true)
        #expect(migrated["ProfileReactor.swift"]?.contains("ProfileReactor: StateReactor") == true)
    }
}
