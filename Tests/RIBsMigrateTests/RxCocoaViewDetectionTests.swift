import SwiftParser
import SwiftSyntax
import Testing

@testable import RIBsMigrate

/// A view that binds with RxCocoa is known by `.rx` and an import of Rx's, whichever module
/// brings UIKit: Channy's captcha view imports WebKit, vatoclient's cell a framework of its own,
/// and both had their RxCocoa chains half rewritten (`rx.tap.flatMap { _ -> Events<Void> in`).
struct RxCocoaViewDetectionTests {
    @Test(arguments: [
        "import WebKit\nimport RxSwift\nfunc f() { closeButton.rx.tap.bind(to: subject) }",
        "import FwiCore\nimport RxSwift\nfunc f() { toggle.rx.value.bind { _ in } }",
        "import RxCocoa\nfunc f() { button.rx.tap.subscribe() }",
    ])
    func aFileThatBindsThroughRxIsAView(source: String) {
        #expect(RxCocoaViewsRule.bindsWithRxCocoa(Parser.parse(source: source)))
    }

    @Test(arguments: [
        // RxMoya's `provider.rx`, a service's.
        "import RxSwift\nimport RxMoya\nfunc f() { provider.rx.request(.user) }",
        // No `.rx`.
        "import UIKit\nimport RxSwift\nfunc f() { relay.subscribe() }",
        // `.rx` without any import of Rx's: not RxCocoa's.
        "import UIKit\nfunc f() { model.rx.count }",
    ])
    func aFileThatDoesNotIsNot(source: String) {
        #expect(!RxCocoaViewsRule.bindsWithRxCocoa(Parser.parse(source: source)))
    }
}

/// A member of RxCocoa's `Reactive` is never a relay of the module, whatever its name: a relay
/// named `value` made vatoclient's `openSwitch.rx.value` read `.rx.value.values`.
struct ReactiveMemberIsNoRelayTests {
    @Test func rxValueIsRxCocoasAndModelValueIsTheRelay() throws {
        let index = MigrationIndex(trees: [
            Parser.parse(source: "final class Model { let value = BehaviorRelay<Bool>(value: false) }")
        ])
        let reader = StreamReader(index: index)
        func expression(_ text: String) throws -> ExprSyntax {
            try #require(Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self))
        }
        #expect(reader.relayReference(of: try expression("openSwitch.rx.value")) == .notARelay)
        #expect(reader.relayReference(of: try expression("model.value")) == .relay(.value))
    }
}
