import RIBs
import RxSwift

@MainActor
protocol ArchivePresentable: Presentable {
    func show(_ elements: [String])
    func show(count: Int)
}

/// Calls of a function that becomes `async throws` in chains no rule rewrites (a local the
/// subscription reads, an operator the runtime lacks), as CSFarming's archive does: each call
/// reaches RxSwift through the bridge, and its chain stays RxSwift's whole.
final class ArchiveInteractor: PresentableInteractor<ArchivePresentable> {
    private let service: ArchiveService
    private let isFromRoot: Bool
    private let disposeBag = DisposeBag()

    init(presenter: ArchivePresentable, service: ArchiveService, isFromRoot: Bool) {
        self.service = service
        self.isFromRoot = isFromRoot
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        let request: Single<[String]> = {
            if isFromRoot {
                return rxSingle { [self] in try await service.elements(path: "/") }
            } else {
                return rxSingle { [self] in try await service.elements(path: "/docs") }
            }
        }()
        request
            .subscribe(onSuccess: { [weak self] elements in
                self?.presenter.show(elements)
            }, onFailure: { error in
                print(error)
            })
            .disposed(by: disposeBag)

        // Seen as an `Observable`, the bridged chain's subscription is still RxSwift's: the bag
        // stays a `DisposeBag`.
        rxSingle { [self] in try await service.elements(path: "/all") }
            .asObservable()
            .flatMapLatest { elements in Observable.just(elements.joined()) }
            .subscribe(onNext: { [weak self] joined in self?.presenter.show([joined]) })
            .disposed(by: disposeBag)

        rxSingle { [self] in try await service.elements(path: "/recent") }
            .map { $0.count }
            .timeout(3, scheduler: MainScheduler.instance)
            .subscribe(onSuccess: { [weak self] count in
                self?.presenter.show(count: count)
            })
            .disposeOnDeactivate(interactor: self)
    }
}

// Written by ribs migrate: this file stays on RxSwift, and its subscriptions end when
// the interactor deactivates, as Uber's disposeOnDeactivate ended them. Delete this once
// the file is on the runtime's streams, with cancelOnDeactivate(interactor:).
extension Disposable {
    @MainActor
    fileprivate func disposeOnDeactivate(interactor: Interactor) {
        nonisolated(unsafe) let disposable: any Disposable = self
        Task { @MainActor in
            // A stream that never sends: the task waits until the deactivation cancels it.
            let never = AsyncStream<Never> { _ in }
            await withTaskCancellationHandler {
                for await _ in never {}
            } onCancel: {
                disposable.dispose()
            }
        }
        .cancelOnDeactivate(interactor: interactor)
    }
}

// Written by ribs migrate: this file stays on RxSwift, and the functions it calls through
// these return with async throws now. Await them once the file is on the runtime's
// streams, then delete this.
fileprivate func rxSingle<Element>(
    _ call: @escaping @MainActor @Sendable () async throws -> Element
) -> Single<Element> {
    Single.create { observer in
        // Rx's observer is not Sendable; it is called once, on the main actor.
        nonisolated(unsafe) let observer = observer
        let task = Task { @MainActor in
            do { observer(.success(try await call())) } catch { observer(.failure(error)) }
        }
        return Disposables.create { task.cancel() }
    }
}
