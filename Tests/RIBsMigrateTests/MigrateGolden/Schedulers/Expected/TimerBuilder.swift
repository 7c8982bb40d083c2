import RIBs

final class TimerBuilder: Builder<EmptyDependency> {
    func build(presenter: TimerPresentable) -> (TimerInteractor, TimerInteractor) {
        let first = TimerInteractor(presenter: presenter, start: 0)
        let second = TimerInteractor(presenter: presenter, start: 1)
        return (first, second)
    }
}
