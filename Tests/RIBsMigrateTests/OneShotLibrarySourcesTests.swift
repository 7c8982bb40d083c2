import Foundation
import RIBsSource
import Testing

@testable import RIBsMigrate

/// An `Observable` function built on a library's request of one result (issue 65, CoinCraft's
/// RxAlamofire data stores) is one result: `async throws`, awaited through RxSwift's
/// `asSingle().value` and named, and its interactor's subscription becomes a task. Before, the
/// function was made `Events` around the library's `Observable`, RxSwift's import removed, and
/// nothing named it.
struct OneShotLibrarySourcesTests {
    static func store(_ chain: String) -> String {
        """
        import Foundation
        import RxSwift
        import RxAlamofire

        protocol CoinStore {
            func coins() -> Observable<[String]>
        }

        struct CoinStoreImplement: CoinStore {
            func coins() -> Observable<[String]> {
                return \(chain)
                    .map { _, data in try JSONDecoder().decode([String].self, from: data) }
            }
        }

        """
    }

    static let interactor = """
        import RIBs
        import RxSwift

        final class CoinInteractor: Interactor {
            let store: CoinStore
            var coins: [String] = []

            init(store: CoinStore) {
                self.store = store
            }

            func load() {
                store.coins().subscribe(onNext: { [weak self] coins in
                    self?.coins = coins
                }, onError: { error in
                    print(error)
                }).disposeOnDeactivate(interactor: self)
            }
        }

        """

    @Test(arguments: [
        #"RxAlamofire.requestData(.get, URL(string: "https://coins.example")!)"#,
        #"URLSession.shared.rx.response(request: URLRequest(url: URL(string: "https://coins.example")!))"#,
    ])
    func anObservableOfALibrarysOneRequestIsAwaited(chain: String) throws {
        let result = Migration.run([("CoinStore.swift", Self.store(chain)), ("CoinInteractor.swift", Self.interactor)])
        let migrated = Dictionary(uniqueKeysWithValues: result.changed.map { ($0.path, $0.migrated) })
        let store = try #require(migrated["CoinStore.swift"])
        #expect(store.contains("func coins() async throws -> [String]"))
        #expect(store.contains(".asSingle().value"))
        #expect(store.contains("import RxSwift"))
        #expect(!store.contains("Events"))
        #expect(result.manualSteps.contains { $0.message.contains("awaited through RxSwift's value") })
        let interactor = try #require(migrated["CoinInteractor.swift"])
        #expect(interactor.contains("let coins = try await store.coins()"))
    }

    @Test func anObservableOfALibrarysStreamStaysAStream() throws {
        // `rx.observe` delivers every change: not one result.
        let result = Migration.run([
            ("CoinStore.swift", Self.store(#"UserDefaults.standard.rx.observe(Data.self, "coins").map { (0, $0!) }"#))
        ])
        let store = result.changed.first { $0.path == "CoinStore.swift" }?.migrated ?? ""
        #expect(!store.contains("asSingle().value"))
    }
}
