import RxSwift

/// The cart's service: its `Single` becomes an `async throws` function.
protocol CartTotals {
    func total() -> Single<Int>
}
