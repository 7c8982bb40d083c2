/// The state one subscription of an operator keeps (the last element, a count, the inner
/// subscription): made and used on the main actor, where every handler runs.
@MainActor
final class OperatorState<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
