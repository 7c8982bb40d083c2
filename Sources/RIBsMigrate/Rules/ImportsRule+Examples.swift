extension ImportsRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            // An interactor on RxCocoa's traits stays on RxSwift whole: the listener it adopts,
            // declared in the view's file as Uber's template does, keeps Rx's requirements, and
            // the view its streams, or the interactor would not conform (a new user's trial).
            .leaves(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift
                import UIKit

                protocol BadgePresentableListener: AnyObject {
                    var count: BehaviorRelay<Int> { get }
                    var status: Driver<String> { get }
                }

                final class BadgeViewController: UIViewController {
                    weak var listener: BadgePresentableListener?
                    private let disposeBag = DisposeBag()
                    private let label = UILabel()

                    func bind(_ listener: BadgePresentableListener) {
                        listener.count.asDriver().map { "\($0)" }.drive(label.rx.text).disposed(by: disposeBag)
                        listener.status.drive(label.rx.text).disposed(by: disposeBag)
                    }
                }
                """#,
                module: [
                    #"""
                    import RIBs
                    import RxCocoa
                    import RxSwift

                    final class BadgeInteractor: Interactor, BadgePresentableListener {
                        let count = BehaviorRelay<Int>(value: 0)

                        var status: Driver<String> {
                            count.map { "\($0)" }.asDriver(onErrorJustReturn: "")
                        }
                    }
                    """#
                ],
                named: [
                    "import RxCocoa", "import RxSwift",
                    "a protocol a class kept on RxSwift adopts, whose Rx is left as it is",
                ]),
            // The same, with the listener adopted in an extension of the interactor.
            .leaves(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift
                import UIKit

                protocol CartPresentableListener: AnyObject {
                    var items: BehaviorRelay<[Int]> { get }
                    var total: Driver<Int> { get }
                }

                final class CartViewController: UIViewController {
                    weak var listener: CartPresentableListener?
                    private let disposeBag = DisposeBag()
                    private let label = UILabel()

                    func bind(_ listener: CartPresentableListener) {
                        listener.total.map { "\($0)" }.drive(label.rx.text).disposed(by: disposeBag)
                        listener.items.map { "\($0.count)" }.bind(to: label.rx.text).disposed(by: disposeBag)
                    }
                }
                """#,
                module: [
                    #"""
                    import RIBs
                    import RxCocoa
                    import RxSwift

                    final class CartInteractor: Interactor {
                        let items = BehaviorRelay<[Int]>(value: [])
                    }

                    extension CartInteractor: CartPresentableListener {
                        var total: Driver<Int> {
                            items.map { $0.reduce(0, +) }.asDriver(onErrorJustReturn: 0)
                        }
                    }
                    """#
                ],
                named: [
                    "import RxCocoa", "import RxSwift",
                    "a protocol a class kept on RxSwift adopts, whose Rx is left as it is",
                ]),
            // A file kept for a protocol a kept class adopts keeps its own classes' protocols in
            // turn: the store beside the listener still conforms.
            .leaves(
                #"""
                import RxRelay

                protocol BadgeStoring: AnyObject {
                    var badges: BehaviorRelay<Int> { get }
                }
                """#,
                module: [
                    #"""
                    import RIBs
                    import RxRealm
                    import RxSwift

                    final class BadgeInteractor: Interactor, BadgeListening {
                        let count = BehaviorRelay<Int>(value: 0)
                    }
                    """#,
                    #"""
                    import RxRelay

                    protocol BadgeListening: AnyObject {
                        var count: BehaviorRelay<Int> { get }
                    }

                    final class BadgeStore: BadgeStoring {
                        let badges = BehaviorRelay<Int>(value: 0)
                    }
                    """#,
                ],
                named: [
                    "import RxRelay",
                    "a protocol a class kept on RxSwift adopts, whose Rx is left as it is",
                ]),
            // A view's own Rx extension, read by other files through `.rx` as RxCocoa's: the file
            // stays RxSwift's whole, its relay too (YAPP's picker column).
            .leaves(
                #"""
                import RxRelay
                import RxSwift
                import UIKit

                final class ColumnView: UIView {
                    fileprivate let selected = BehaviorRelay<Int?>(value: nil)
                    fileprivate let content = BehaviorRelay<String?>(value: nil)
                }

                extension Reactive where Base == ColumnView {
                    var selectedItem: Observable<Int> {
                        base.selected.compactMap { $0 }
                    }

                    var setContent: BehaviorRelay<String?> {
                        base.content
                    }
                }
                """#,
                module: [
                    #"""
                    import RxSwift
                    import UIKit

                    final class PickerView: UIView {
                        private let column = ColumnView()
                        private let disposeBag = DisposeBag()

                        func bind() {
                            column.rx.selectedItem.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
                            column.rx.setContent.accept("12")
                        }
                    }
                    """#
                ],
                named: ["import RxRelay", "import RxSwift", "the app's own Rx extension, whose Rx is left as it is"]),
            // Inside `#if`, as iTime wraps a whole file of them.
            .leaves(
                #"""
                #if os(iOS)
                import RxCocoa
                import RxSwift
                import UIKit

                public extension Reactive where Base: UIViewController {
                    var isVisible: Observable<Bool> {
                        Observable<Bool>.merge(methodInvoked(#selector(Base.viewDidAppear)).map { _ in true })
                    }
                }
                #endif
                """#,
                named: ["import RxCocoa", "import RxSwift", "the app's own Rx extension, whose Rx is left as it is"]),
            // The type such an extension reads, from a file of its own (`ColumnView+Rx.swift`),
            // keeps its relay RxSwift's for it.
            .leaves(
                #"""
                import RxRelay
                import UIKit

                final class ColumnView: UIView {
                    let selectedRelay = BehaviorRelay<Int>(value: 0)
                }
                """#,
                module: [
                    #"""
                    import RxSwift

                    extension Reactive where Base == ColumnView {
                        var selected: Observable<Int> {
                            base.selectedRelay.asObservable()
                        }
                    }
                    """#
                ],
                named: ["import RxRelay", "a type the app's own Rx extension reads, whose Rx is left as it is"]),
            // Rx is still used (a bag), but no type of RxRelay's is left: its import goes.
            .rewrites(
                #"""
                import RIBs
                import RxRelay
                import RxSwift

                final class FeedInteractor: Interactor {
                    let items = BehaviorRelay<[String]>(value: [])
                    let bag = DisposeBag()

                    func show(_ list: [String]) {
                        items.accept(list)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxSwift

                    final class FeedInteractor: Interactor {
                        let items = ValueRelay<[String]>([])
                        let bag = DisposeBag()

                        func show(_ list: [String]) {
                            items.value = list
                        }
                    }
                    """#,
                named: ["import RxSwift", "DisposeBag"]),
            .rewrites(
                #"""
                import RxSwift
                import RxRelay

                final class SearchState {
                    let query = BehaviorRelay<String>(value: "")
                    let started = Date()
                }
                """#,
                to: #"""
                    import Foundation
                    import RIBs

                    final class SearchState {
                        let query = ValueRelay<String>("")
                        let started = Date()
                    }
                    """#),
            .leaves(
                #"""
                import NeedleFoundation

                final class RootComponent: BootstrapComponent {
                    var title: String { "Root" }
                }
                """#,
                named: ["import NeedleFoundation"]),
        ]
    }
}
