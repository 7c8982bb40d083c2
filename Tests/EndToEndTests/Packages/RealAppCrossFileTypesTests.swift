import Testing

/// The cross-file check of migrated apps finds what it must, and only that.
struct RealAppCrossFileTypesTests {
    @Test func aUseThatNoLongerFitsItsDeclarationIsFound() {
        let files = [
            "ColumnView.swift": """
            final class ColumnView { let content = ValueRelay<String?>(nil) }
            extension Reactive where Base == ColumnView {
                var title: String { base.title }
                var setContent: ValueRelay<String?> { base.content }
            }
            """,
            "Picker.swift": "column.content.accept(\"12\")",
            "BaseView.swift": "open class BaseView { public var disposeBag: DisposeBag = DisposeBag() }",
            "RecordView.swift": "actions.events.subscribe(onNext: { _ in }).cancelled(by: disposeBag)",
            "Store.swift": "let items = BehaviorRelay<[Int]>(value: [])\nfunc read() { _ = items.values }",
            "DiaryInteractor.swift": "private let bag = DisposeBag()\nfunc load() { bag.insert(Task { await f() }) }",
            // A view's own bag, though the module's interactors name theirs the same.
            "ProxyView.swift":
                "private let proxyBag = DisposeBag()\nfunc check() { proxyBag.insert(Task { await f() }) }",
            "ProxyInteractor.swift": "private let proxyBag = SubscriptionBag()",
        ]
        #expect(
            RealAppCrossFileTypes.mismatches(in: files) == [
                "ColumnView.swift: an extension Reactive of the runtime's streams, read through .rx as Rx's",
                "DiaryInteractor.swift: bag.insert(Task …) into a DisposeBag",
                "Picker.swift: content.accept(…) on a relay of the runtime's",
                "ProxyView.swift: proxyBag.insert(Task …) into a DisposeBag",
                "RecordView.swift: cancelled(by: disposeBag) into a DisposeBag",
                "Store.swift: items.values reads an Rx relay as the runtime's",
            ])
    }

    @Test(arguments: [
        // Each side whole.
        ["A.swift": "let items = ValueRelay<[Int]>([])\nfunc read() { _ = items.values }"],
        ["A.swift": "let items = BehaviorRelay<[Int]>(value: [])\nfunc write() { items.accept([]) }"],
        [
            "A.swift":
                "private let bag = SubscriptionBag()\nfunc f() { x.subscribe(onNext: { _ in }).cancelled(by: bag) }"
        ],
        // A task into RxSwift's bag through the bridge the file declares, or into the runtime's.
        [
            "A.swift": "private let bag = DisposeBag()\nfunc load() { bag.insert(Task { await f() }) }\n"
                + "extension DisposeBag {\n    fileprivate func insert<Success, Failure>(_ task: Task<Success, Failure>) {}\n}"
        ],
        ["A.swift": "private let bag = SubscriptionBag()\nfunc load() { bag.insert(Task { await f() }) }"],
        // A name declared with both kinds in the module is not told apart.
        [
            "A.swift": "let items = BehaviorRelay<Int>(value: 0)",
            "B.swift": "let items = ValueRelay<Int>(0)\n_ = items.values",
        ],
        // Comments name anything.
        ["A.swift": "let flag = ValueRelay<Bool>(false)\n// flag.accept(true)\n/* flag.accept(false) */"],
        // RxCocoa's own extension.
        ["A.swift": "extension Reactive where Base: UIButton { var taps: ControlEvent<Void> { tap } }"],
    ])
    func aUseThatFitsIsNot(files: [String: String]) {
        #expect(RealAppCrossFileTypes.mismatches(in: files).isEmpty)
    }
}
