import Testing

/// The check of migrated view files finds what it must, and only that.
struct RealAppViewFilesTests {
    @Test func aRewrittenStreamFedToRxCocoaIsFound() {
        let source = """
            listener?.comments.values
                .bind(to: tableView.rx.items(cellIdentifier: "Cell")) { _, _, _ in }
                .disposed(by: disposeBag)
            """
        #expect(RealAppViewFiles.mixedStatements(in: source).map { $0.prefix(3) } == ["1: "])
    }

    @Test(arguments: [
        // Through the bridge: RxSwift's Observable.
        "listener?.comments.values.asObservable()\n    .bind(to: label.rx.text)\n    .disposed(by: bag)",
        // The runtime's, whole.
        "listener?.comments.values\n    .subscribe(onNext: { _ in })\n    .cancelled(by: bag)",
        // RxCocoa's, whole.
        "button.rx.tap\n    .bind(to: listener.taps)\n    .disposed(by: bag)",
        // Into RxSwift's bag through the bridge the file declares.
        "relay.events.map { 1 }.bind(to: action).disposed(by: bag)\nextension EventSubscription {\n"
            + "    fileprivate func disposed(by bag: DisposeBag) {}\n}",
        // A stream the presentable protocol requires of the view, through the other bridge.
        "var taps: Events<Void> { button.rx.tap.asObservable().asEvents() }",
        // A comment that names both.
        "// values.bind(to: label.rx.text)",
    ])
    func aStatementOnOneSideIsNot(source: String) {
        #expect(RealAppViewFiles.mixedStatements(in: source).isEmpty)
    }

    @Test(arguments: [
        ("Feed/FeedViewController.swift", true), ("Feed/FeedCell.swift", true), ("Feed/FeedInteractor.swift", false),
        ("FeedTests/FeedViewControllerTests.swift", false), ("RIBsTest/List/ListViewController.swift", true),
        ("Pods/RxCocoa/ItemView.swift", false),
    ])
    func viewFilesAreKnownByName(path: String, isView: Bool) {
        #expect(RealAppViewFiles.isViewFile(path) == isView)
    }
}
