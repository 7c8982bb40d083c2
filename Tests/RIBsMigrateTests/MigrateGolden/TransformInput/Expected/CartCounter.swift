import RIBs

/// The module's other code, which has no RxCocoa trait: migrated as usual.
final class CartCounter {
    let count = ValueRelay<Int>(0)

    func add() {
        count.value = count.value + 1
    }
}
