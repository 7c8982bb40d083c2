import RxRelay

/// The module's other code, which has no RxCocoa trait: migrated as usual.
final class CartCounter {
    let count = BehaviorRelay<Int>(value: 0)

    func add() {
        count.accept(count.value + 1)
    }
}
