import RIBs
import Foundation

@MainActor
protocol LoggedOutDependency: Dependency {
    var service: LoginService { get }
}

protocol LoginService: Sendable {
    func login(name: String) async throws -> String
}

@MainActor
protocol LoggedOutBuildable: Buildable {
    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

@MainActor
protocol LoggedOutRouting: ViewableRouting {}

@MainActor
protocol LoggedOutPresentable: Presentable {
    var listener: LoggedOutPresentableListener? { get set }
}

@MainActor
protocol LoggedOutViewControllable: ViewControllable {}

@MainActor
protocol LoggedOutPresentableListener: AnyObject {
    func login(name: String)
}

@MainActor
protocol LoggedOutListener: AnyObject {
    func didLogin(name: String)
}

@MainActor
protocol Named {
    var name: String { get }
}

@MainActor
protocol UrlHandler: AnyObject {
    func handle(_ url: URL)
}

final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutPresentableListener, UrlHandler {
    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?

    override init(presenter: LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func login(name: String) {
        listener?.didLogin(name: name)
    }

    func handle(_ url: URL) {
        login(name: url.lastPathComponent)
    }
}

final class GameAdapter: Named, LoggedOutListener {
    let name = "adapter"

    func didLogin(name: String) {}
}
