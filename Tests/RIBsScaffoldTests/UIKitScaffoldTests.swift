import Foundation
import TestSupport
import Testing

@testable import RIBsScaffold

/// In a target that depends on RIBsUIKit (issue 64): `ribs new --view` writes a
/// `RIBViewController`, whose RIB is detached when its view leaves the app, and `ribs attach`
/// writes its parent's `present(_:)` and `dismiss(_:)` with UIKit's calls; the result compiles
/// against the stand-in UIKit with RIBsUIKit.
@Suite(.ownThreads) struct UIKitScaffoldTests {
    @Test func aParentsRIBViewControllerPresentsAndDismissesItsChildAndCompiles() async throws {
        let sandbox = try ScaffoldSandbox.linkingUIKit()
        defer { sandbox.remove() }
        try sandbox.new("Login", .view)
        try sandbox.new("CreateAccount", .view)
        try sandbox.attach("CreateAccount", to: "Login")
        let view = try sandbox.text("Sources/App/Login/LoginViewController.swift")
        #expect(
            view.contains(
                "final class LoginViewController: RIBViewController, LoginPresentable, LoginViewControllable {"))
        #expect(view.contains("        present(viewController.uiviewController, animated: true)"), "\(view)")
        #expect(
            view.contains("        viewController.uiviewController.presentingViewController?.dismiss(animated: true)"),
            "\(view)")
        #expect(!view.contains("TODO"), "\(view)")

        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles(), uiKit: true)
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(module.errors)")
        guard module.status == 0 else { return }
        let tests = try await compiled.typecheckTests()
        #expect(tests.status == 0, "\(tests.errors)")
    }
}
