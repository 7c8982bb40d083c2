import RIBs

@MainActor
protocol CounterPresentable: Presentable {
    func show(count: Int)
}

final class CounterInteractor: PresentableInteractor<CounterPresentable> {
    private var count = 0

    func increment() {
        count += 1
        presenter.show(count: count)
    }
}
