import RIBs
import RIBsTesting
import Testing

@testable import LoginApp

/// The five cases the seed article lists for LoginInteractor. `WebServicingMock`,
/// `LoginPresentableMock` and `LoginListenerMock` are not written anywhere: `ribs mock`
/// generates them from the `/// @mockable` protocols while this target builds (RIBsMockPlugin).
@MainActor
@Suite(.leakDetection) struct LoginInteractorTests {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "the server is down" }
    }

    let webService = WebServicingMock()
    let presenter = LoginPresentableMock()
    let listener = LoginListenerMock()

    func makeActiveInteractor() -> LoginInteractor {
        let interactor = LoginInteractor(presenter: presenter, webService: webService)
        interactor.listener = listener
        interactor.activate()
        return interactor
    }

    @Test func tappingLoginShowsTheActivityIndicator() async {
        let interactor = makeActiveInteractor()
        webService.loginHandler = { _, _ in LoginSession(username: "alice", token: "t") }
        let task = interactor.didTapLogin(username: "alice", password: "wonderland")
        #expect(presenter.showActivityIndicatorCallCount == 1)
        #expect(presenter.hideActivityIndicatorCallCount == 0)  // still waiting for the server
        await task?.value
        interactor.deactivate()
    }

    @Test func tappingLoginMakesTheWebTaskWithTheCredentials() async {
        let interactor = makeActiveInteractor()
        let received = Box<(String, String)?>(nil)
        webService.loginHandler = { username, password in
            received.value = (username, password)
            return LoginSession(username: username, token: "t")
        }
        await interactor.didTapLogin(username: "alice", password: "wonderland")?.value
        #expect(webService.loginCallCount == 1)
        #expect(received.value.map { [$0.0, $0.1] } == ["alice", "wonderland"])
        interactor.deactivate()
    }

    @Test func aSuccessfulLoginDismissesTheFlowWithTheSession() async {
        let interactor = makeActiveInteractor()
        webService.loginHandler = { username, _ in LoginSession(username: username, token: "token-1") }
        var sessions: [LoginSession] = []
        listener.dismissLoginFlowHandler = { sessions.append($0) }
        await interactor.didTapLogin(username: "alice", password: "wonderland")?.value
        #expect(sessions == [LoginSession(username: "alice", token: "token-1")])
        #expect(presenter.showErrorAlertCallCount == 0)
        interactor.deactivate()
    }

    @Test func aFailedLoginShowsAnErrorAlertAndStaysOnLogin() async {
        let interactor = makeActiveInteractor()
        webService.loginHandler = { _, _ in throw Offline() }
        var messages: [String] = []
        presenter.showErrorAlertHandler = { messages.append($0) }
        await interactor.didTapLogin(username: "alice", password: "wonderland")?.value
        #expect(messages == ["Login failed: the server is down"])
        #expect(listener.dismissLoginFlowCallCount == 0)
        interactor.deactivate()
    }

    @Test(arguments: [true, false])
    func theActivityIndicatorIsHiddenAfterwards(succeeds: Bool) async {
        let interactor = makeActiveInteractor()
        webService.loginHandler = { username, _ in
            guard succeeds else { throw Offline() }
            return LoginSession(username: username, token: "t")
        }
        await interactor.didTapLogin(username: "alice", password: "wonderland")?.value
        #expect(presenter.showActivityIndicatorCallCount == 1)
        #expect(presenter.hideActivityIndicatorCallCount == 1)
        interactor.deactivate()
    }
}

/// A mutable cell a `@Sendable` handler can fill (the tests read it after awaiting).
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
