import RIBs
import RIBsTesting
import Testing

// The code of *Coming from Uber's RIBs*' migration sections, compiled and run: each Rx type and
// operator as `ribs migrate` writes it, a value that flows through a relay, an actionable item
// that is both `@MainActor` and `Sendable`, a workflow bound to an interactor.

/// A value that flows through a relay is handed between isolations: Swift 6 asks for `Sendable`.
struct Query: Equatable, Sendable {
    let text: String
}

/// What the search RIB shows.
@MainActor
protocol SearchPresentable: Presentable {
    func show(results: [String])
    func show(summary: String)
}

/// A service on another isolation (its own actor): it answers with a stream.
protocol SearchService: Sendable {
    func results(for query: Query) -> Events<[String]>
}

final class SearchInteractor: PresentableInteractor<any SearchPresentable> {
    // BehaviorRelay → ValueRelay, PublishRelay and PublishSubject → EventRelay,
    // ReplaySubject.create(bufferSize: 1) → ReplayRelay.
    private let queries = ValueRelay(Query(text: ""))
    private let onlyFavourites = ValueRelay(false)
    private let taps = EventRelay<Void>()
    private let lastResults = ReplayRelay<[String]>()
    private let service: any SearchService

    init(presenter: any SearchPresentable, service: any SearchService) {
        self.service = service
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        let service = self.service
        queries.values
            .map { Query(text: $0.text.lowercased()) }
            .filter { !$0.text.isEmpty }
            .removeDuplicates()
            .debounce(for: .milliseconds(300))
            .flatMapLatest { service.results(for: $0) }
            .subscribe(onNext: { [weak self] results in
                self?.lastResults.send(results)
                self?.presenter.show(results: results)
            })
            .cancelOnDeactivate(interactor: self)

        Events.combineLatest(queries.values, onlyFavourites.values) { query, favourites in
            favourites ? "\(query.text) (favourites)" : query.text
        }
        .prepend("nothing yet")
        .subscribe(onNext: { [weak self] summary in self?.presenter.show(summary: summary) })
        .cancelOnDeactivate(interactor: self)

        taps.events.withLatest(from: queries.values)
            .throttle(for: .seconds(1), latest: false)
            .subscribe(onNext: { [weak self] query in self?.presenter.show(summary: "saved \(query.text)") })
            .cancelOnDeactivate(interactor: self)
    }

    func search(_ text: String) {
        queries.value = Query(text: text)  // BehaviorRelay.accept(_:)
    }

    func tapSave() {
        taps.send(())  // PublishRelay.accept(_:)
    }

    /// The latest results, shared by every reader: `share(replay: 1)`.
    var results: Events<[String]> {
        lastResults.events.share(replay: 1)
    }
}

// MARK: - Deep links

/// An actionable item flows through a relay (Root keeps LoggedIn's for the links that wait for
/// login), so it is `Sendable` as well as `@MainActor`: an interactor conforming to it is
/// main-actor isolated, so `Sendable` costs it nothing.
@MainActor
protocol LoggedInActionableItem: AnyObject, Sendable {
    func openParcel(id: String) async -> (any LoggedInActionableItem, String)?
}

@MainActor
protocol RootActionableItem: AnyObject {
    func waitForLogin() async -> (any LoggedInActionableItem, Void)?
}

final class OpenParcelWorkflow: Workflow<any RootActionableItem> {
    init(parcelID: String) {
        super.init()
        onStep { root in await root.waitForLogin() }
            .onStep { loggedIn, _ in await loggedIn.openParcel(id: parcelID) }
            .commit()
    }
}

final class GuideRootInteractor: Interactor, RootActionableItem {
    private let loggedInItem = ReplayRelay<any LoggedInActionableItem>()

    func didLogin(_ item: any LoggedInActionableItem) {
        loggedInItem.send(item)  // ReplaySubject.onNext(_:)
    }

    func open(parcelID: String) {
        // Uber: .subscribe(self).disposeOnDeactivate(interactor: self)
        OpenParcelWorkflow(parcelID: parcelID)
            .subscribe(self)
            .cancelOnDeactivate(interactor: self)
    }

    func waitForLogin() async -> (any LoggedInActionableItem, Void)? {
        await loggedInItem.events.map { ($0, ()) }.first()
    }
}

final class GuideLoggedInInteractor: Interactor, LoggedInActionableItem {
    let openedParcels = EventRelay<String>()

    func openParcel(id: String) async -> (any LoggedInActionableItem, String)? {
        openedParcels.send(id)
        return (self, id)  // Observable.just((self, id))
    }
}

// MARK: - The service layer

/// What a repository's `func user(id:) -> Single<User>` becomes: one asynchronous result.
protocol UserRepository {
    nonisolated(nonsending) func user(id: String) async throws -> String
}

@MainActor
protocol UserPresentable: Presentable {
    func show(name: String)
    func show(error: String)
}

final class UserInteractor: PresentableInteractor<any UserPresentable> {
    private let repository: any UserRepository

    init(presenter: any UserPresentable, repository: any UserRepository) {
        self.repository = repository
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // Uber: repository.user(id: "me")
        //     .map { $0.uppercased() }
        //     .subscribe(onSuccess: { … }, onFailure: { … })
        //     .disposeOnDeactivate(interactor: self)
        whileActive { [self] in
            do {
                let user = try await repository.user(id: "me")
                let name = user.uppercased()
                presenter.show(name: name)
            } catch is CancellationError {
                // deactivated: no handler runs, as Rx's disposal called none
            } catch {
                presenter.show(error: "\(error)")
            }
        }
    }
}

// MARK: - RxCocoa in a view

/// A view keeps its controls' events in a relay its interactor reads, where RxCocoa bound
/// `button.rx.tap` (on iOS, the button's action calls `saveTapped()`).
@MainActor
final class ProfileView {
    private let saves = EventRelay<Void>()
    var saveTaps: Events<Void> { saves.events }

    func saveTapped() {
        saves.send(())
    }
}

@MainActor
@Suite(.leakDetection)
struct MigrationGuideTests {
    @Test func aDeepLinkWaitsForTheLoginThroughAReplayRelay() async {
        let root = GuideRootInteractor()
        let loggedIn = GuideLoggedInInteractor()
        root.activate()
        loggedIn.activate()
        // Waited for as a user's test waits, with RIBsTesting's time limit (it counts only time in
        // which the main actor could run); a loop of `Task.yield()` against the wall clock failed
        // in CI while another test held the main actor (issue 38).
        let opened = OutputRecorder(loggedIn.openedParcels.events)
        root.open(parcelID: "p1")
        root.didLogin(loggedIn)
        #expect(await opened.next() == "p1")
        root.deactivate()
        loggedIn.deactivate()
    }

    @Test func aSingleBecomesAnAwaitedCallThatEndsWithTheInteractor() async {
        final class Presenter: UserPresentable {
            let shown = EventRelay<String>()
            func show(name: String) { shown.send(name) }
            func show(error: String) { shown.send("error: \(error)") }
        }
        struct Repository: UserRepository {
            func user(id: String) async throws -> String { "ada" }
        }
        let presenter = Presenter()
        let shown = OutputRecorder(presenter.shown.events)
        let interactor = UserInteractor(presenter: presenter, repository: Repository())
        interactor.activate()
        #expect(await shown.next() == "ADA")
        interactor.deactivate()
    }

    @Test func aDeactivationEndsTheAwaitedCallWithoutCallingTheFailureHandler() async {
        final class Presenter: UserPresentable {
            let shown = EventRelay<String>()
            func show(name: String) { shown.send(name) }
            func show(error: String) { shown.send("error: \(error)") }
        }
        /// A call that waits until its task is cancelled, and says when it starts and ends.
        final class Repository: UserRepository, Sendable {
            let calls = EventRelay<String>()
            func user(id: String) async throws -> String {
                calls.send("started")
                defer { calls.send("ended") }
                try await Task.sleep(for: .seconds(86_400))
                return "ada"
            }
        }
        let presenter = Presenter()
        let shown = OutputRecorder(presenter.shown.events)
        let repository = Repository()
        let calls = OutputRecorder(repository.calls.events)
        let interactor = UserInteractor(presenter: presenter, repository: repository)
        interactor.activate()
        #expect(await calls.next() == "started")
        interactor.deactivate()
        #expect(await calls.next() == "ended")
        await handlersSettled()
        #expect(shown.elements.isEmpty, "a deactivation is no error: \(shown.elements)")
    }

    @Test func aViewsRelayReachesItsReaderBeforeSendReturns() {
        let view = ProfileView()
        var saves = 0
        let subscription = view.saveTaps.subscribe(onNext: { saves += 1 })
        view.saveTapped()
        #expect(saves == 1)
        subscription.cancel()
    }
}
