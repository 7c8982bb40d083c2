import RIBs

/// Keeps the parcels fresh while the user is logged in.
final class ParcelSyncWorker: Worker {
    private let service: any ParcelService

    init(service: any ParcelService) {
        self.service = service
    }

    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        let service = self.service
        whileRunning(named: "sync") {
            while !Task.isCancelled {
                await service.refresh()
                try? await Task.sleep(for: .seconds(30))
            }
        }
    }
}

/// LoggedIn: viewless; shows the parcel list, syncs with a worker, opens a parcel.
final class LoggedInInteractor: Interactor, LoggedInActionableItem {
    weak var router: LoggedInRouter?
    let user: String
    let sync: ParcelSyncWorker

    init(user: String, service: any ParcelService) {
        self.user = user
        sync = ParcelSyncWorker(service: service)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        sync.start(self)
        router?.routeToParcelList()
    }

    func openParcel(id: String) -> (any LoggedInActionableItem, Void)? {
        router?.routeToParcelDetail(id: id)
        return (self, ())
    }
}

final class LoggedInRouter: Router<LoggedInInteractor> {
    private let service: any ParcelService
    private(set) var parcelList: Router<ParcelListInteractor>?
    private(set) var detail: NamedRouter?

    init(interactor: LoggedInInteractor, service: any ParcelService) {
        self.service = service
        super.init(interactor: interactor)
        interactor.router = self
    }

    override var name: String { "LoggedIn" }

    func routeToParcelList() {
        guard parcelList == nil else { return }
        let list = Router(interactor: ParcelListInteractor(parcels: service.parcels))
        parcelList = list
        attachChild(list)
    }

    func routeToParcelDetail(id: String) {
        if let detail { detachChild(detail) }
        let detail = NamedRouter(name: "ParcelDetail")
        self.detail = detail
        attachChild(detail)
    }
}

/// ParcelList: follows the service's parcels while it is active.
final class ParcelListInteractor: Interactor {
    private let parcels: Events<[Parcel]>
    private(set) var shown: [Parcel] = []

    init(parcels: Events<[Parcel]>) {
        self.parcels = parcels
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        parcels.subscribe(onNext: { [weak self] parcels in self?.shown = parcels })
            .cancelOnDeactivate(interactor: self)
    }
}
