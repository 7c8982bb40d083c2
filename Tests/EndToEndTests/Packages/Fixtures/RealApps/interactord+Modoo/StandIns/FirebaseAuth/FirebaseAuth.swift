// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of FirebaseAuth that Modoo calls, with Firebase's signatures (Auth's completion
// handlers). Nothing here signs anyone in.
import Foundation

public final class User {
    public let uid: String

    init(uid: String) {
        self.uid = uid
    }
}

public final class AuthDataResult {
    public let user: User

    init(user: User) {
        self.user = user
    }
}

public final class Auth {
    public static func auth() -> Auth { Auth() }

    public var currentUser: User? { nil }

    public func createUser(
        withEmail email: String, password: String, completion: ((AuthDataResult?, Error?) -> Void)? = nil
    ) {}

    public func signIn(
        withEmail email: String, password: String, completion: ((AuthDataResult?, Error?) -> Void)? = nil
    ) {}

    public func signOut() throws {}
}
