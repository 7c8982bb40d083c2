import RIBsTerminal
import RVB

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// RVB in the terminal: Root starts the seed's sign-up flow (Welcome → Terms → BasicInformation →
// Congratulation) and listens to Welcome only; the completion of the last module reaches it
// through a stream handed down in the dependencies. Root also opens a product detail module
// built from a product id (a Parameter).

@MainActor
final class RootView: Controllable, TerminalView {
    let node = RIBNode(name: "Root")
    private let router: RootRouter
    private var signedUp: [String] = []
    private var signUp: (any WelcomeControllable)?
    private var productDetail: (any RootProductDetailControllable)?

    init(router: RootRouter) { self.router = router }

    var title: String { "Root" }
    var commands: [String] { ["sign up", "product <id>"] }
    var topmost: any TerminalView { node.viewContainer.topmostTerminalView ?? self }

    func render() -> [String] {
        [
            "Signed up: \(signedUp.isEmpty ? "nobody yet" : signedUp.joined(separator: ", "))",
            "Products: \(ProductCatalog().ids.joined(separator: ", "))",
        ]
    }

    func handle(_ command: String) -> Bool {
        if node.viewContainer.forward(command) { return true }
        if command == "sign up" {
            let welcome = router.routeToSignUp()
            signUp = welcome
            node.attach(module: welcome, as: .present) { welcome, attachment in
                attachment.on(welcome.completed) { [weak self] result in self?.finishSignUp(result) }
                attachment.onDetach { [weak self] in self?.signUp = nil }
            }
            return true
        }
        if command.hasPrefix("product ") {
            let detail = router.routeToProductDetail(id: String(command.dropFirst("product ".count)))
            productDetail = detail
            node.attach(module: detail, as: .push) { detail, attachment in
                attachment.on(detail.closed) { [weak self] in self?.closeProductDetail() }
                attachment.onDetach { [weak self] in self?.productDetail = nil }
            }
            return true
        }
        return false
    }

    private func finishSignUp(_ result: SignUpResult) {
        signedUp.append(result.name)
        if let signUp { node.detach(module: signUp) }
    }

    private func closeProductDetail() {
        if let productDetail { node.detach(module: productDetail) }
    }
}

/// Root's router: it holds the child modules' builders and only builds.
@MainActor
final class RootRouter: Routable {
    private let welcomeBuilder = WelcomeBuilder(NoDependency())
    private let productDetailBuilder = ProductDetailBuilder(ProductDetailDependency(catalog: ProductCatalog()))

    func routeToSignUp() -> any WelcomeControllable {
        welcomeBuilder.build(with: NoParameter())
    }

    /// ProductDetail is written with another stream system: adapt it to Root's.
    func routeToProductDetail(id: String) -> any RootProductDetailControllable {
        ProductDetailAdapter(detail: productDetailBuilder.build(with: ProductDetailParameter(id: id)))
    }
}

let host = TerminalHost()
let root = RootView(router: RootRouter())
root.launch(from: host)
exit(await host.runJudgingLeaks(appName: "ribs-rvb-example"))
