import RIBs
import RxSwift

/// A scheduler the type uses for more than observing stays, named.
final class ClockInteractor: Interactor {
    private let scheduler: SchedulerType

    init(scheduler: SchedulerType = MainScheduler.instance) {
        self.scheduler = scheduler
        super.init()
    }

    func describe() -> String {
        "\(scheduler)"
    }
}
