import Foundation
import RxSwift

/// A service's tick (HangulClockApp's), returned: its callers' chains may use Rx's operators on it,
/// so it stays RxSwift's, named.
protocol ClockServicing {
    func ticks() -> Observable<Date>
}

struct ClockService: ClockServicing {
    func ticks() -> Observable<Date> {
        Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
            .map { _ in Date() }
    }
}
