/// What an Rx value is, for the rules that rewrite a chain of operators on it: a stream that
/// becomes ``Events`` (an `Observable`, a relay, a `Driver`), or one asynchronous result (a
/// `Single`, `Maybe` or `Completable`), which becomes an `async throws` call.
enum StreamKind: Equatable {
    case events
    case single
    case maybe
    case completable

    /// The kind of a value of the type named `typeName` (`Observable`, `Single`…); `nil` for a
    /// type that is not Rx's.
    init?(typeName: String) {
        switch typeName {
        case "Observable", "Driver", "Signal", "PublishRelay", "BehaviorRelay", "PublishSubject", "BehaviorSubject",
            "ReplaySubject", "Variable", "Infallible", "ControlEvent", "ControlProperty":
            self = .events
        case "Single": self = .single
        case "Maybe": self = .maybe
        case "Completable": self = .completable
        default: return nil
        }
    }

    /// Whether it is one asynchronous result rather than a stream.
    var isOneResult: Bool { self != .events }
}
