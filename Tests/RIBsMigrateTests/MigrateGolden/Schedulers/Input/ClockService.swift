import Foundation
import RxSwift

/// A service's tick (HangulClockApp's): the runtime's timer, outside a RIB.
protocol ClockServicing {
    func ticks() -> Observable<Date>
}

struct ClockService: ClockServicing {
    func ticks() -> Observable<Date> {
        Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
            .map { _ in Date() }
    }
}
