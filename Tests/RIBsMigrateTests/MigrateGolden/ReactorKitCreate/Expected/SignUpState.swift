/// The state of the sign-up screen, public as a Tuist module's: Swift takes a public struct as
/// `Sendable` only where it says so, and a `StateReactor`'s state must be.
public struct SignUpState: Sendable {
    public var isEmailValid = false
    public var isPasswordValid = false
    public var isLoading = false
    public var isRegistered = false

    public init() {}
}
