import Foundation
import RIBsSource
import Testing

@testable import RIBsMigrate

/// Two interactors of a module declare a relay of one name with two kinds (issue 65,
/// atracker-iOS: a `BehaviorRelay` here, a `PublishRelay` there). Each file reads its own:
/// before, the module-wide name was ambiguous and every write to it was left, named.
struct AmbiguousRelayNamesTests {
    static func interactor(_ name: String, relay: String) -> String {
        """
        import RIBs
        import RxRelay
        import RxSwift

        final class \(name): Interactor {
            private let nextEnabledRelay = \(relay)

            func update(_ enabled: Bool) {
                Observable.just(enabled)
                    .subscribe(onNext: { [weak self] enabled in
                        self?.nextEnabledRelay.accept(enabled)
                    })
                    .disposeOnDeactivate(interactor: self)
            }

            var nextEnabled: Observable<Bool> {
                return nextEnabledRelay.asObservable()
            }
        }

        """
    }

    @Test func eachFileWritesItsOwnRelayOfTheName() throws {
        let result = Migration.run([
            (
                "AgreementInteractor.swift",
                Self.interactor("AgreementInteractor", relay: "BehaviorRelay<Bool>(value: false)")
            ),
            ("PositionInteractor.swift", Self.interactor("PositionInteractor", relay: "PublishRelay<Bool>()")),
        ])
        let migrated = Dictionary(uniqueKeysWithValues: result.changed.map { ($0.path, $0.migrated) })
        let agreement = try #require(migrated["AgreementInteractor.swift"])
        #expect(agreement.contains("self?.nextEnabledRelay.value = enabled"))
        let position = try #require(migrated["PositionInteractor.swift"])
        #expect(position.contains("self?.nextEnabledRelay.send(enabled)"))
        #expect(!result.manualSteps.contains { $0.message.contains("could not tell which relay") })
    }
}
