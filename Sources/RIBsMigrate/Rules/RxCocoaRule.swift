import SwiftSyntax

/// RxCocoa's `.rx` namespace binds UIKit's controls: it has no counterpart in a UI-agnostic
/// runtime, so each use is named with the guide's RxCocoa section.
final class RxCocoaRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .rxCocoa,
            summary:
                "RxCocoa's `.rx` on a control is named: the view calls its listener, or sends into a relay it owns",
            recipes: [.rxCocoa, .reactiveExtensionReader],
            examples: examples)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if !file.keepsRxStreams || file.bridgesToRx, file.importsRx, node.declName.baseName.text == "rx",
            !file.isOwned(node)
        {
            // `locationManager.rx.updateLocations`: the app's own extension, not RxCocoa's.
            if let read = node.parent?.as(MemberAccessExprSyntax.self), read.base?.id == Syntax(node).id,
                let base = file.index.ownReactiveMembers[read.declName.baseName.text]
            {
                file.leave(
                    node, at: node.period,
                    construct: ".rx.\(read.declName.baseName.text) (the app's own Rx extension of \(base))",
                    recipe: .reactiveExtensionReader)
            } else {
                file.leave(node, at: node.period, construct: "RxCocoa's .rx", recipe: .rxCocoa)
            }
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
                ]),
            // An interactor that reads the app's own Rx extension of a location manager (yaho's
            // `locationManager.rx.updateLocations`) is no view: it keeps its streams as a view
            // does, named with the extension's recipe, not RxCocoa's.
            .leaves(
                #"""
                import CoreLocation
                import RIBs
                import RxSwift

                protocol TripPresentable: Presentable {
                    func show(_ location: CLLocation)
                }

                final class TripInteractor: PresentableInteractor<TripPresentable> {
                    private let manager = CLLocationManager()
                    private let tapCurrent = PublishSubject<Void>()

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        manager.rx.updateLocations
                            .subscribe(onNext: { [weak self] location in
                                self?.presenter.show(location)
                            })
                            .disposeOnDeactivate(interactor: self)
                    }

                    func didTapCurrent() {
                        tapCurrent.onNext(())
                    }
                }
                """#,
                module: [
                    #"""
                    import CoreLocation
                    import RxCocoa
                    import RxSwift

                    extension Reactive where Base: CLLocationManager {
                        var updateLocations: Observable<CLLocation> {
                            methodInvoked(#selector(CLLocationManagerDelegate.locationManager(_:didUpdateLocations:)))
                                .map { ($0[1] as! [CLLocation]).last! }
                        }
                    }
                    """#
                ],
                named: [
                    "a file that reads the app's own Rx extensions",
                    "import RxSwift",
                    "PublishSubject",
                    ".rx.updateLocations (the app's own Rx extension of CLLocationManager)",
                    "subscribe(onNext:)",
                    "disposeOnDeactivate(interactor:)",
                    "onNext(_:)",
                ]),
            // `field.rx.text` is RxCocoa's, though the app's own Rx extension of another type has a
            // `text` too (a review): a name RxCocoa gives views is not read as the app's.
            .leaves(
                #"""
                import UIKit
                import RIBs
                import RxSwift
                import RxCocoa

                protocol SearchPresentableListener: AnyObject {
                    func search(_ query: String?)
                }

                final class SearchViewController: UIViewController, SearchPresentable {
                    weak var listener: SearchPresentableListener?
                    private let field = UITextField()
                    private let disposeBag = DisposeBag()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        field.rx.text
                            .subscribe(onNext: { [weak self] q in self?.listener?.search(q) })
                            .disposed(by: disposeBag)
                    }
                }

                protocol SearchPresentable: Presentable {
                    var listener: SearchPresentableListener? { get set }
                }
                """#,
                module: [
                    #"""
                    import RxSwift
                    import RxCocoa
                    import Speech

                    extension Reactive where Base: SpeechRecognizer {
                        var text: Observable<String?> { base.subject.asObservable() }
                    }

                    final class SpeechRecognizer: NSObject {
                        let subject = PublishSubject<String?>()
                    }
                    """#
                ],
                named: [
                    "a view bound with RxCocoa",
                    "import RxSwift",
                    "import RxCocoa",
                    "DisposeBag",
                    "RxCocoa's .rx",
                    "subscribe(onNext:)",
                    "disposed(…)",
                ]),
        ]
    }
}
