import SwiftSyntax

/// RxCocoa's `.rx` namespace binds UIKit's controls: it has no counterpart in a UI-agnostic
/// runtime, so each use is named with the guide's RxCocoa section.
final class RxCocoaRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .rxCocoa,
            summary:
                "RxCocoa's `.rx` on a control is named: the view calls its listener, or sends into a relay it owns",
            recipes: [.rxCocoa],
            examples: examples)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if !file.keepsRxStreams || file.bridgesToRx, file.importsRx, node.declName.baseName.text == "rx",
            !file.isOwned(node)
        {
            file.leave(node, at: node.period, construct: "RxCocoa's .rx", recipe: .rxCocoa)
        }
        return .visitChildren
    }
}

extension RxCocoaRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .leaves(
                #"""
                import RxCocoa
                import RxSwift
                import UIKit

                protocol LoginPresentableListener: AnyObject {
                    func login(name: String)
                }

                final class LoginViewController: UIViewController {
                    weak var listener: LoginPresentableListener?
                    private let field = UITextField()
                    private let button = UIButton()
                    private let disposeBag = DisposeBag()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        button.rx.tap
                            .withLatestFrom(field.rx.text.orEmpty)
                            .subscribe(onNext: { [weak self] name in self?.listener?.login(name: name) })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                named: [
                    "a view bound with RxCocoa", "import RxCocoa", "import RxSwift", "DisposeBag", "RxCocoa's .rx",
                    "RxCocoa's .rx", "subscribe(onNext:)", "disposed(…)",
                ])
        ]
    }
}
