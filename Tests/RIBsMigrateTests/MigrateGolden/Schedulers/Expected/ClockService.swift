import Foundation
import RIBs

/// A service's tick (HangulClockApp's): the runtime's timer, outside a RIB.
protocol ClockServicing {
    func ticks() -> Events<Date>
}

struct ClockService: ClockServicing {
    func ticks() -> Events<Date> {
        Events<Int>.interval(.seconds(1))
            .map { _ in Date() }
    }
}
