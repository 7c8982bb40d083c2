import RIBs

extension Events {
    func unwrap<Wrapped: Sendable>() -> Events<Wrapped> where Element == Wrapped? {
        compactMap { $0 }
    }
}

final class Names {
    let names = EventRelay<String?>()

    var present: Events<String> {
        names.events.unwrap()
    }
}
