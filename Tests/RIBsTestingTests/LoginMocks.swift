import RIBs
import RIBsTesting
import Synchronization

// Mocks in the shape Mockolo generates (`<name>CallCount`, `<name>Handler`), built on
// RIBsTesting's doubles.

final class WebServicingMock: WebServicing {
    private let state = Mutex<(callCount: Int, arguments: [(String, String)])>((0, []))
    nonisolated(unsafe) var loginHandler: (@Sendable (String, String) async throws -> LoginSession)?

    var loginCallCount: Int { state.withLock { $0.callCount } }
    var loginArguments: [(String, String)] { state.withLock { $0.arguments } }

    func login(username: String, password: String) async throws -> LoginSession {
        state.withLock {
            $0.callCount += 1
            $0.arguments.append((username, password))
        }
        guard let loginHandler else { return LoginSession(token: "") }
        return try await loginHandler(username, password)
    }
}

/// The Login view: both what the interactor presents on and what the router presents children on.
final class LoginViewMock: ViewControllableMock, LoginViewControllable, LoginPresentable {
    weak var listener: (any LoginPresentableListener)?
    private(set) var showActivityIndicatorCallCount = 0
    private(set) var hideActivityIndicatorCallCount = 0
    private(set) var showErrorAlertMessages: [String] = []

    func showActivityIndicator() {
        showActivityIndicatorCallCount += 1
        log.record("\(name).showActivityIndicator")
    }

    func hideActivityIndicator() {
        hideActivityIndicatorCallCount += 1
        log.record("\(name).hideActivityIndicator")
    }

    func showErrorAlert(message: String) {
        showErrorAlertMessages.append(message)
        log.record("\(name).showErrorAlert")
    }
}

final class LoginListenerMock: LoginListener {
    let log: CallLog
    private(set) var dismissLoginFlowSessions: [LoginSession] = []

    init(log: CallLog) { self.log = log }

    func dismissLoginFlow(session: LoginSession) {
        dismissLoginFlowSessions.append(session)
        log.record("listener.dismissLoginFlow")
    }
}

enum LoginTestError: Error { case wrongPassword }
