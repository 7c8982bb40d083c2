import Foundation
import TestSupport
import Testing

@testable import RIBsMigrate

/// Issue 65's view files: a RIB and its views as apps write them (a table bound with
/// `rx.items`, a button's `rx.tap` into the listener's relay, a text field's `rx.text` into a
/// `BehaviorRelay`, a spinner driven by `asDriver()`, a label bound with `bind(to:)`, `accept`
/// from a control's handler, the RIB's streams passed to Rx's operators, the streams a
/// presentable protocol requires of the view, a view with no RxCocoa), migrated by ``Migration/run(_:options:)``
/// as one module, then type-checked whole in Swift 6 with warnings as errors: the RIB against
/// the built RIBs, the view kept on RxCocoa against the stand-ins of RxSwift, RxCocoa and UIKit
/// (`RIBsTests/RxStandIn`, `Fixtures/RealApps/UIKit`: their signatures, as the libraries declare
/// them). What the tool writes in a view compiles on one side or the other, never on neither.
@Suite(.ownThreads) struct MigratedViewsCompileTests {
    @Test(arguments: ["Comments", "Search", "Feed", "Refresh", "Transform", "Profile"])
    func aRIBAndItsViewsTypeCheckAfterTheMigration(_ name: String) async throws {
        let module = try #require(Self.modules[name])
        let result = Migration.run(module)
        #expect(result.untouched.isEmpty, "\(result.untouched)")
        let migrated = Dictionary(uniqueKeysWithValues: result.changed.map { ($0.path, $0.migrated) })
        // A view bound with RxCocoa keeps it, behind the bridges; one with none is the runtime's.
        let bound = try #require(migrated["\(name)ViewController.swift"])
        #expect(bound.contains("import RxCocoa") && bound.contains("extension Events {"))
        #expect(bound.contains("func asEvents()") == ["Feed", "Transform", "Profile"].contains(name))
        if name == "Transform" {
            let interactor = try #require(migrated["TransformInteractor.swift"])
            #expect(!interactor.contains("RxSwift") && interactor.contains("let query: Events<String>"))
            #expect(bound.contains("query: field.rx.text.orEmpty.asObservable().asEvents()"))
            #expect(bound.contains("output.isSearchable.asObservable().bind(to: searchButton.rx.isEnabled)"))
        }
        if name == "Refresh" {
            let interactor = try #require(migrated["RefreshInteractor.swift"])
            #expect(interactor.contains("{ [service] page in try await service.articles(page: page) }"))
            #expect(interactor.contains("return try await owner.service.article(id: id)\n"))
            #expect(!interactor.contains("RxSwift"))
        }
        if let plain = module.first(where: { $0.path == "StatusViewController.swift" }) {
            let migratedPlain = try #require(migrated[plain.path])
            #expect(!migratedPlain.contains("RxSwift") && migratedPlain.contains("SubscriptionBag"))
        }

        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-views-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let ribs = ChildProcess.builtProducts.appendingPathComponent("Modules").path
        for (module, source, mode) in [
            ("RxSwift", "Tests/RIBsTests/RxStandIn/RxSwift.swift", "6"),
            ("UIKit", "Tests/EndToEndTests/Packages/Fixtures/RealApps/UIKit/UIKit.swift", "6"),
            // RxCocoa builds in Swift 5 mode, as the library does.
            ("RxCocoa", "Tests/RIBsTests/RxStandIn/RxCocoa.swift", "5"),
        ] {
            let built = try await ChildProcess.tool(
                "swiftc",
                arguments: [
                    "-swift-version", mode, "-parse-as-library", "-emit-module", "-module-name", module,
                    "-emit-module-path", work.appendingPathComponent("\(module).swiftmodule").path,
                    "-I", work.path, "-I", ribs, Repository.url(source).path,
                ]
            ).run()
            try #require(built.status == 0, "the stand-in \(module) does not compile: \(built.allOutput)")
        }
        var files: [String] = []
        for (path, original) in module {
            let file = work.appendingPathComponent(path)
            try (migrated[path] ?? original).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let checked = try await ChildProcess.tool(
            "swiftc",
            arguments: [
                "-swift-version", "6", "-parse-as-library", "-typecheck", "-warnings-as-errors", "-module-name",
                name, "-I", work.path, "-I", ribs,
            ] + files
        ).run()
        #expect(
            checked.status == 0,
            "the migrated module does not type-check:\n\(checked.allOutput)\n\(migrated.sorted { $0.key < $1.key }.map { "// \($0.key)\n\($0.value)" }.joined(separator: "\n"))"
        )
    }

    static let modules = [
        "Comments": comments, "Search": search, "Feed": feed, "Refresh": refresh, "Transform": transform,
        "Profile": profile,
    ]

    /// A RIB whose interactor's relays are the listener's, read and written by both views.
    static let comments: [(path: String, text: String)] = [
        (
            "CommentsInteractor.swift",
            """
            import RIBs
            import RxRelay
            import RxSwift

            protocol CommentsRouting: ViewableRouting {}

            protocol CommentsPresentable: Presentable {
                var listener: CommentsPresentableListener? { get set }
            }

            protocol CommentsListener: AnyObject {}

            final class CommentsInteractor: PresentableInteractor<CommentsPresentable>, CommentsInteractable,
                CommentsPresentableListener
            {
                weak var router: CommentsRouting?
                weak var listener: CommentsListener?

                let commentList = BehaviorRelay<[String]>(value: [])
                let isLoading = BehaviorRelay<Bool>(value: false)
                let refreshTaps = PublishRelay<Void>()
                let draft = BehaviorRelay<String>(value: "")

                override init(presenter: CommentsPresentable) {
                    super.init(presenter: presenter)
                    presenter.listener = self
                }

                override func didBecomeActive() {
                    super.didBecomeActive()
                    refreshTaps
                        .subscribe(onNext: { [weak self] in
                            self?.isLoading.accept(true)
                            self?.commentList.accept(["first", "second"])
                            self?.isLoading.accept(false)
                        })
                        .disposeOnDeactivate(interactor: self)
                }
            }
            """
        ),
        (
            "CommentsRouter.swift",
            """
            import RIBs

            protocol CommentsInteractable: Interactable {
                var router: CommentsRouting? { get set }
                var listener: CommentsListener? { get set }
            }

            protocol CommentsViewControllable: ViewControllable {}

            final class CommentsRouter: ViewableRouter<CommentsInteractable, CommentsViewControllable>, CommentsRouting {
                override init(interactor: CommentsInteractable, viewController: CommentsViewControllable) {
                    super.init(interactor: interactor, viewController: viewController)
                    interactor.router = self
                }
            }
            """
        ),
        (
            "CommentsViewController.swift",
            """
            import RIBs
            import RxCocoa
            import RxSwift
            import UIKit

            protocol CommentsPresentableListener: AnyObject {
                var commentList: BehaviorRelay<[String]> { get }
                var isLoading: BehaviorRelay<Bool> { get }
                var refreshTaps: PublishRelay<Void> { get }
                var draft: BehaviorRelay<String> { get }
            }

            final class CommentCell: UITableViewCell {
                static let identifier = "CommentCell"
                let label = UILabel()
            }

            final class CommentsViewController: UIViewController, CommentsPresentable, CommentsViewControllable {
                weak var listener: CommentsPresentableListener?
                private let disposeBag = DisposeBag()
                private let tableView = UITableView()
                private let refreshButton = UIButton()
                private let clearButton = UIButton()
                private let draftField = UITextField()
                private let spinner = UIActivityIndicatorView()
                private let countLabel = UILabel()

                func bind() {
                    guard let listener = listener else { return }
                    listener.commentList
                        .bind(to: tableView.rx.items(cellIdentifier: CommentCell.identifier, cellType: CommentCell.self)) {
                            _, comment, cell in
                            cell.label.text = comment
                        }
                        .disposed(by: disposeBag)
                    refreshButton.rx.tap
                        .bind(to: listener.refreshTaps)
                        .disposed(by: disposeBag)
                    draftField.rx.text.orEmpty
                        .bind(to: listener.draft)
                        .disposed(by: disposeBag)
                    listener.isLoading
                        .asDriver()
                        .drive(spinner.rx.isAnimating)
                        .disposed(by: disposeBag)
                    listener.commentList
                        .map { "\\($0.count) comments" }
                        .bind(to: countLabel.rx.text)
                        .disposed(by: disposeBag)
                    clearButton.rx.tap
                        .subscribe(onNext: { [weak self] in
                            self?.listener?.draft.accept("")
                            self?.listener?.refreshTaps.accept(())
                        })
                        .disposed(by: disposeBag)
                }
            }
            """
        ),
        (
            "StatusViewController.swift",
            """
            import RxSwift
            import UIKit

            final class StatusViewController: UIViewController {
                weak var listener: CommentsPresentableListener?
                private let disposeBag = DisposeBag()
                private let statusLabel = UILabel()

                func bind() {
                    listener?.isLoading
                        .subscribe(onNext: { [weak self] loading in
                            self?.statusLabel.text = loading ? "Loading" : "Ready"
                        })
                        .disposed(by: disposeBag)
                }

                func retry() {
                    listener?.refreshTaps.accept(())
                }
            }
            """
        ),
    ]

    /// A RIB whose listener hands the view `Observable`s, a relay and a subject: the view reaches
    /// it through `listener?`, drives a label from `asDriver(onErrorJustReturn:)`, sends from a
    /// control's handler, combines two of the listener's streams and reads a relay's value.
    static let search: [(path: String, text: String)] = [
        (
            "SearchInteractor.swift",
            """
            import RIBs
            import RxRelay
            import RxSwift

            protocol SearchPresentable: Presentable {
                var listener: SearchPresentableListener? { get set }
            }

            final class SearchInteractor: PresentableInteractor<SearchPresentable>, SearchPresentableListener {
                let query = BehaviorRelay<String>(value: "")
                let submits = PublishRelay<String>()
                let selections = PublishSubject<Int>()
                private let resultsRelay = BehaviorRelay<[String]>(value: [])

                var results: Observable<[String]> { resultsRelay.asObservable() }
                var isValid: Observable<Bool> { query.map { !$0.isEmpty } }

                override init(presenter: SearchPresentable) {
                    super.init(presenter: presenter)
                    presenter.listener = self
                }

                override func didBecomeActive() {
                    super.didBecomeActive()
                    submits
                        .subscribe(onNext: { [weak self] text in
                            self?.resultsRelay.accept([text, text + "!"])
                        })
                        .disposeOnDeactivate(interactor: self)
                    selections
                        .subscribe(onNext: { [weak self] row in
                            self?.query.accept("row \\(row)")
                        })
                        .disposeOnDeactivate(interactor: self)
                }
            }
            """
        ),
        (
            "SearchViewController.swift",
            """
            import RIBs
            import RxCocoa
            import RxSwift
            import UIKit

            protocol SearchPresentableListener: AnyObject {
                var query: BehaviorRelay<String> { get }
                var results: Observable<[String]> { get }
                var isValid: Observable<Bool> { get }
                var submits: PublishRelay<String> { get }
                var selections: PublishSubject<Int> { get }
            }

            final class SearchViewController: UIViewController, SearchPresentable {
                weak var listener: SearchPresentableListener?
                private let disposeBag = DisposeBag()
                private let field = UITextField()
                private let submitButton = UIButton()
                private let resultsLabel = UILabel()

                func bindListener() {
                    listener?.isValid
                        .bind(to: submitButton.rx.isEnabled)
                        .disposed(by: disposeBag)
                    listener?.results
                        .asDriver(onErrorJustReturn: [])
                        .drive(onNext: { [weak self] results in
                            self?.resultsLabel.text = results.joined(separator: ", ")
                        })
                        .disposed(by: disposeBag)
                    submitButton.rx.tap
                        .withLatestFrom(field.rx.text.orEmpty)
                        .subscribe(onNext: { [weak self] text in
                            self?.listener?.submits.accept(text)
                        })
                        .disposed(by: disposeBag)
                    if let listener = listener {
                        Observable.combineLatest(listener.query, listener.isValid)
                            .map { query, valid in valid ? query : "" }
                            .bind(to: resultsLabel.rx.text)
                            .disposed(by: disposeBag)
                    }
                }

                func select(_ row: Int) {
                    listener?.selections.onNext(row)
                    print(listener?.query.value ?? "")
                }
            }
            """
        ),
    ]

    /// A RIB whose presentable protocol requires the view's streams (`var refreshTaps:
    /// Observable<Void> { get }`, as GRIG's and TheSixthSense's do) and relays (`var pages:
    /// PublishRelay<Int> { get }`): the view implements them with its controls' streams and
    /// relays it declares; the interactor subscribes to them and sends into them.
    static let feed: [(path: String, text: String)] = [
        (
            "FeedInteractor.swift",
            """
            import RIBs
            import RxRelay
            import RxSwift

            protocol FeedPresentable: Presentable {
                var listener: FeedPresentableListener? { get set }
                var refreshTaps: Observable<Void> { get }
                var queries: Observable<String> { get }
                var selections: Observable<(Int, String)> { get }
                var pages: PublishRelay<Int> { get }
                var isBusy: BehaviorRelay<Bool> { get }
                var closeTaps: Observable<Void> { get }
                func show(_ items: [String])
                func bind(titles: Observable<[String]>)
            }

            final class FeedInteractor: PresentableInteractor<FeedPresentable>, FeedPresentableListener {
                private let titlesRelay = BehaviorRelay<[String]>(value: [])
                let pages = PublishRelay<Int>()
                let isBusy: BehaviorRelay<Bool> = .init(value: false)

                override init(presenter: FeedPresentable) {
                    super.init(presenter: presenter)
                    presenter.listener = self
                }

                func headlines() -> Observable<[String]> {
                    titlesRelay.asObservable()
                }

                override func didBecomeActive() {
                    super.didBecomeActive()
                    presenter.bind(titles: titlesRelay.asObservable())
                    presenter.pages
                        .subscribe(onNext: { [weak self] page in
                            self?.presenter.isBusy.accept(page > 1)
                        })
                        .disposeOnDeactivate(interactor: self)
                    presenter.refreshTaps
                        .subscribe(onNext: { [weak self] in self?.presenter.show(["first"]) })
                        .disposeOnDeactivate(interactor: self)
                    presenter.queries
                        .map { $0.lowercased() }
                        .subscribe(onNext: { [weak self] query in self?.presenter.show([query]) })
                        .disposeOnDeactivate(interactor: self)
                    presenter.selections
                        .subscribe(onNext: { [weak self] row, title in self?.presenter.show(["\\(row)", title]) })
                        .disposeOnDeactivate(interactor: self)
                }
            }
            """
        ),
        (
            "FeedViewController.swift",
            """
            import RIBs
            import RxCocoa
            import RxSwift
            import UIKit

            protocol FeedPresentableListener: AnyObject {
                func headlines() -> Observable<[String]>
            }

            final class FeedViewController: UIViewController, FeedPresentable {
                weak var listener: FeedPresentableListener?
                private let disposeBag = DisposeBag()
                private let refreshButton = UIButton()
                private let field = UITextField()
                private let titleLabel = UILabel()
                private let selectionRelay = PublishRelay<(Int, String)>()
                private let titlesRelay = BehaviorRelay<[String]>(value: [])
                let pages = PublishRelay<Int>()
                let isBusy: BehaviorRelay<Bool> = .init(value: false)

                var refreshTaps: Observable<Void> { refreshButton.rx.tap.asObservable() }

                var queries: Observable<String> {
                    return field.rx.text.orEmpty.filter { !$0.isEmpty }
                }

                func show(_ items: [String]) {
                    field.text = items.first
                }

                func select(_ row: Int) {
                    selectionRelay.accept((row, "row"))
                    // A local of a requirement's name is the method's own: it stays RxSwift's.
                    let pages = PublishRelay<Int>()
                    pages.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
                    pages.accept(row)
                }

                func bind(titles: Observable<[String]>) {
                    titles.bind(to: titlesRelay).disposed(by: disposeBag)
                    refreshButton.rx.tap.map { 2 }.bind(to: pages).disposed(by: disposeBag)
                    refreshTaps.map { "refreshing" }.bind(to: titleLabel.rx.text).disposed(by: disposeBag)
                    self.queries.take(1).subscribe(onNext: { print($0) }).disposed(by: disposeBag)
                    isBusy.bind(to: refreshButton.rx.isEnabled).disposed(by: disposeBag)
                    pages.accept(1)
                    listener?.headlines()
                        .map { $0.joined(separator: ", ") }
                        .bind(to: titleLabel.rx.text)
                        .disposed(by: disposeBag)
                }
            }

            extension FeedViewController {
                var selections: Observable<(Int, String)> {
                    get { selectionRelay.asObservable() }
                }

                var closeTaps: Observable<Void> { .empty() }
            }

            /// A view of its own, not the presenter: its stream of that name stays RxSwift's.
            final class FeedHeaderView: UIView {
                private let disposeBag = DisposeBag()
                private let button = UIButton()

                var refreshTaps: Observable<Void> { button.rx.tap.asObservable() }

                func bind() {
                    refreshTaps.bind(onNext: { print("tap") }).disposed(by: disposeBag)
                }
            }
            """
        ),
    ]

    /// A RIB whose interactor asks a service, whose `Single`s become `async throws`, from
    /// `flatMapLatest` and `flatMap` on the listener's relays: the calls are awaited there, by the
    /// runtime's `flatMapLatest(awaiting:)` and `flatMap(awaiting:)`.
    static let refresh: [(path: String, text: String)] = [
        (
            "ArticleService.swift",
            """
            import RxSwift

            protocol ArticleService: AnyObject {
                func articles(page: Int) -> Single<[String]>
                func article(id: Int) -> Single<String>
            }

            final class ArticleAPI: ArticleService {
                func articles(page: Int) -> Single<[String]> {
                    .just(["page \\(page)"])
                }

                func article(id: Int) -> Single<String> {
                    .just("article \\(id)")
                }
            }
            """
        ),
        (
            "RefreshInteractor.swift",
            """
            import RIBs
            import RxRelay
            import RxSwift

            protocol RefreshPresentable: Presentable {
                var listener: RefreshPresentableListener? { get set }
            }

            final class RefreshInteractor: PresentableInteractor<RefreshPresentable>, RefreshPresentableListener {
                let pages = PublishRelay<Int>()
                let selections = PublishRelay<Int>()
                let articles = BehaviorRelay<[String]>(value: [])
                private let service: ArticleService

                init(presenter: RefreshPresentable, service: ArticleService) {
                    self.service = service
                    super.init(presenter: presenter)
                    presenter.listener = self
                }

                override func didBecomeActive() {
                    super.didBecomeActive()
                    pages
                        .flatMapLatest { [service] page in service.articles(page: page) }
                        .observe(on: MainScheduler.instance)
                        .subscribe(onNext: { [weak self] articles in
                            self?.articles.accept(articles)
                        })
                        .disposeOnDeactivate(interactor: self)
                }

                var headlines: Observable<String> {
                    selections
                        .withUnretained(self)
                        .flatMap { owner, id in
                            return owner.service.article(id: id).asObservable()
                        }
                        .map { $0.uppercased() }
                }
            }
            """
        ),
        (
            "RefreshViewController.swift",
            """
            import RIBs
            import RxCocoa
            import RxSwift
            import UIKit

            protocol RefreshPresentableListener: AnyObject {
                var pages: PublishRelay<Int> { get }
                var selections: PublishRelay<Int> { get }
                var articles: BehaviorRelay<[String]> { get }
                var headlines: Observable<String> { get }
            }

            final class RefreshViewController: UIViewController, RefreshPresentable {
                weak var listener: RefreshPresentableListener?
                private let disposeBag = DisposeBag()
                private let refreshButton = UIButton()
                private let titleLabel = UILabel()

                func bind() {
                    guard let listener else { return }
                    refreshButton.rx.tap
                        .map { 1 }
                        .bind(to: listener.pages)
                        .disposed(by: disposeBag)
                    listener.articles
                        .map { $0.joined(separator: ", ") }
                        .bind(to: titleLabel.rx.text)
                        .disposed(by: disposeBag)
                    listener.headlines
                        .subscribe(onNext: { [weak self] headline in
                            self?.titleLabel.text = headline
                        })
                        .disposed(by: disposeBag)
                }

                func select(_ row: Int) {
                    listener?.selections.accept(row)
                }
            }
            """
        ),
    ]

    /// A view model's `transform(input:)` in an interactor, as DailyChaCha's are: its `Input` and
    /// `Output` become `Events`, its `asDriver(onErrorJustReturn:).drive(onNext:)` a subscription,
    /// and the view kept on RxCocoa meets it through `asEvents()` and `asObservable()`.
    static let transform: [(path: String, text: String)] = [
        (
            "NamesService.swift",
            """
            import RxSwift

            protocol NamesService: AnyObject {
                func names() -> Single<[String]>
            }

            final class NamesAPI: NamesService {
                func names() -> Single<[String]> {
                    .just(["b", "a"])
                }
            }
            """
        ),
        (
            "TransformInteractor.swift",
            """
            import RIBs
            import RxSwift

            protocol TransformPresentable: Presentable {
                var listener: TransformPresentableListener? { get set }
            }

            protocol TransformListener: AnyObject {
                func close()
            }

            final class TransformInteractor: PresentableInteractor<TransformPresentable>, TransformPresentableListener {
                struct Input {
                    let loadData: Observable<Void>
                    let close: Observable<Void>
                    let query: Observable<String>
                    let retry: Observable<Void>
                }

                struct Output {
                    let names: Observable<[String]>
                    let isSearchable: Observable<Bool>
                }

                weak var listener: TransformListener?
                private let service: NamesService
                private let disposeBag = DisposeBag()

                init(presenter: TransformPresentable, service: NamesService) {
                    self.service = service
                    super.init(presenter: presenter)
                    presenter.listener = self
                }

                func transform(input: Input) -> Output {
                    let names = input.loadData
                        .withUnretained(self)
                        .flatMap { owner, _ in
                            owner.service.names()
                        }
                        .map { $0.sorted() }
                    let isSearchable = input.query.map { !$0.isEmpty }.share()
                    input.retry
                        .subscribe(onNext: { print("retry") })
                        .disposed(by: disposeBag)
                    input.close
                        .asDriver(onErrorJustReturn: ())
                        .drive(onNext: { [weak self] in
                            self?.listener?.close()
                        })
                        .disposed(by: disposeBag)
                    return Output(names: names, isSearchable: isSearchable)
                }
            }
            """
        ),
        (
            "TransformViewController.swift",
            """
            import RIBs
            import RxCocoa
            import RxSwift
            import UIKit

            protocol TransformPresentableListener: AnyObject {
                typealias Input = TransformInteractor.Input
                typealias Output = TransformInteractor.Output

                func transform(input: Input) -> Output
            }

            final class TransformViewController: UIViewController, TransformPresentable {
                weak var listener: TransformPresentableListener?
                private let disposeBag = DisposeBag()
                private let closeButton = UIButton()
                private let searchButton = UIButton()
                private let field = UITextField()
                private let namesLabel = UILabel()
                private var output: TransformInteractor.Output?

                func bind(listener: TransformPresentableListener) {
                    let input: TransformInteractor.Input = .init(
                        loadData: searchButton.rx.tap.asObservable(),
                        close: closeButton.rx.tap.asObservable(),
                        query: field.rx.text.orEmpty.asObservable(),
                        retry: .empty()
                    )
                    let state = TransformViewState(titles: searchButton.rx.tap.map { "tapped" })
                    state.titles.bind(to: namesLabel.rx.text).disposed(by: disposeBag)
                    let output = listener.transform(input: input)
                    self.output = output
                    bindNames(output)
                    output.isSearchable.bind(to: searchButton.rx.isEnabled).disposed(by: disposeBag)
                }

                private func bindNames(_ contract: TransformInteractor.Output) {
                    contract.names
                        .map { $0.joined(separator: ", ") }
                        .bind(to: namesLabel.rx.text)
                        .disposed(by: disposeBag)
                }

                func logSearchable() {
                    self.output?.isSearchable
                        .subscribe(onNext: { print($0) })
                        .disposed(by: disposeBag)
                    let later = { [weak self] in
                        _ = self?.output?.isSearchable.asDriver(onErrorJustReturn: false)
                    }
                    later()
                }
            }

            /// The view's own contract: its file keeps RxSwift, so it is bridged nowhere.
            struct TransformViewState {
                let titles: Observable<String>
            }
            """
        ),
    ]

    /// A view model whose listener protocol the interactor's file declares, with the contract's
    /// type aliases: the view resolves `Input` and `transform(input:)`'s result through them.
    static let profile: [(path: String, text: String)] = [
        (
            "ProfileInteractor.swift",
            """
            import RIBs
            import RxSwift

            protocol ProfilePresentable: Presentable {
                var listener: ProfilePresentableListener? { get set }
            }

            protocol ProfilePresentableListener: AnyObject {
                typealias Input = ProfileInteractor.Input
                typealias Output = ProfileInteractor.Output

                func transform(input: Input) -> Output
            }

            final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfilePresentableListener {
                struct Input {
                    let refresh: Observable<Void>
                }

                struct Output {
                    let title: Observable<String>
                }

                override init(presenter: ProfilePresentable) {
                    super.init(presenter: presenter)
                    presenter.listener = self
                }

                func transform(input: Input) -> Output {
                    Output(title: input.refresh.map { "refreshed" })
                }
            }
            """
        ),
        (
            "ProfileViewController.swift",
            """
            import RIBs
            import RxCocoa
            import RxSwift
            import UIKit

            final class ProfileViewController: UIViewController, ProfilePresentable {
                weak var listener: ProfilePresentableListener?
                private let disposeBag = DisposeBag()
                private let refreshButton = UIButton()
                private let titleLabel = UILabel()

                func bind() {
                    let input = ProfilePresentableListener.Input(refresh: refreshButton.rx.tap.asObservable())
                    guard let output = listener?.transform(input: input) else { return }
                    output.title.bind(to: titleLabel.rx.text).disposed(by: disposeBag)
                }
            }
            """
        ),
    ]
}
