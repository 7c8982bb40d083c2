/// Where a mock keeps what it records of each member: call counts, argument history, handlers.
///
/// Every kind of mock writes its members with the same writers (`renderMethod`,
/// `renderSubscript`); this is the one thing that differs between them.
enum MockStateStorage {
    /// Stored properties. A static member's state is declared with `staticKeyword` (`static `,
    /// or `nonisolated(unsafe) static ` where no global actor guards it); with
    /// `sendableHandlers` an instance member's handler is `@Sendable` (an actor mock's).
    case stored(staticKeyword: String, sendableHandlers: Bool)
    /// Each value behind its own `Mutex`, so the mock is Sendable for real.
    case locked

    /// Whether the handler of a member (static or not) is `@Sendable`.
    func sendableHandler(isStatic: Bool) -> Bool {
        switch self {
        case .stored(_, let sendableHandlers): sendableHandlers && !isStatic
        case .locked: true
        }
    }

    /// The statement that counts a call.
    func increment(_ name: String) -> String {
        switch self {
        case .stored: "\(name) += 1"
        case .locked: "_\(name).withLock { $0 += 1 }"
        }
    }

    /// The statement that appends to an argument history.
    func append(_ value: String, to name: String) -> String {
        switch self {
        case .stored: "\(name).append(\(value))"
        case .locked: "_\(name).withLock { $0.append(\(value)) }"
        }
    }
}

extension MockRenderer {
    /// Declares `<name>`, a call count, settable from outside only with `--allow-set-call-count`.
    func declareCount(_ name: String, isStatic: Bool, access: String, storage: MockStateStorage, into out: inout String)
    {
        switch storage {
        case .stored(let staticKeyword, _):
            out.line("    \(access)\(isStatic ? staticKeyword : "")\(countSetter)var \(name) = 0")
        case .locked:
            lockedVariable(
                name, type: "Int", initial: "0", access: access, settable: options.allowSetCallCount, into: &out)
        }
    }

    /// Declares `<name>`, the arguments of every call, read-only from outside.
    func declareHistory(
        _ name: String, element: String, isStatic: Bool, access: String, storage: MockStateStorage,
        into out: inout String
    ) {
        switch storage {
        case .stored(let staticKeyword, _):
            out.line("    \(access)\(isStatic ? staticKeyword : "")\(countSetter)var \(name) = [\(element)]()")
        case .locked:
            lockedVariable(name, type: "[\(element)]", initial: "[]", access: access, settable: false, into: &out)
        }
    }

    /// Declares `<name>`, an optional handler of `type`, which the test sets.
    func declareHandler(
        _ name: String, type: String, isStatic: Bool, access: String, storage: MockStateStorage, into out: inout String
    ) {
        switch storage {
        case .stored(let staticKeyword, _):
            out.line("    \(access)\(isStatic ? staticKeyword : "")var \(name): \(type)?")
        case .locked:
            lockedVariable(name, type: "\(type)?", initial: "nil", access: access, settable: true, into: &out)
        }
    }

    /// A value behind a mutex, exposed as a property (`private` when `access` is).
    func lockedVariable(
        _ name: String, type: String, initial: String, access: String, settable: Bool, into out: inout String
    ) {
        out.line("    private let _\(name) = Mutex<\(type)>(\(initial))")
        if settable {
            out.line("    \(access)var \(name): \(type) {")
            out.line("        get { _\(name).withLock { $0 } }")
            out.line("        set { _\(name).withLock { $0 = newValue } }")
            out.line("    }")
        } else {
            out.line("    \(access)var \(name): \(type) { _\(name).withLock { $0 } }")
        }
    }
}
