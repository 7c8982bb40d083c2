extension RxCocoaViewsRule {
    /// Files on RxCocoa's traits outside a view: a view model's `transform(input:)` that only
    /// reads its inputs once (`asDriver(onErrorJustReturn:).drive(onNext:)`) is migrated, and its
    /// view meets it through the bridges; one whose contract holds a trait stays on RxSwift whole.
    static var traitsExamples: [RuleExample] {
        [
            // Its view, kept on RxCocoa: its streams reach the `Input` through `asEvents()`, and
            // it reads the `Output` through `asObservable()`, both written at its end.
            .rewrites(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift
                import UIKit

                protocol TimeListener: AnyObject {
                    func next()
                }

                protocol TimePresentableListener: AnyObject {
                    func transform(input: TimeInteractor.Input) -> TimeInteractor.Output
                }

                final class TimeViewController: UIViewController {
                    weak var listener: TimePresentableListener?
                    private let button = UIButton()
                    private let label = UILabel()
                    private let disposeBag = DisposeBag()

                    func bind() {
                        guard let output = listener?.transform(input: .init(nextStep: button.rx.tap.asObservable()))
                        else { return }
                        output.title.bind(to: label.rx.text).disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxCocoa
                    import RxSwift
                    import UIKit

                    @MainActor
                    protocol TimeListener: AnyObject {
                        func next()
                    }

                    @MainActor
                    protocol TimePresentableListener: AnyObject {
                        func transform(input: TimeInteractor.Input) -> TimeInteractor.Output
                    }

                    final class TimeViewController: UIViewController {
                        weak var listener: TimePresentableListener?
                        private let button = UIButton()
                        private let label = UILabel()
                        private let disposeBag = DisposeBag()

                        func bind() {
                            guard let output = listener?.transform(input: .init(nextStep: button.rx.tap.asObservable().asEvents()))
                            else { return }
                            output.title.asObservable().bind(to: label.rx.text).disposed(by: disposeBag)
                        }
                    }
                    """# + bridge + eventsBridge,
                module: [
                    #"""
                    import RIBs
                    import RxSwift

                    final class TimeInteractor: Interactor, TimePresentableListener {
                        struct Input {
                            let nextStep: Observable<Void>
                        }

                        struct Output {
                            let title: Observable<String>
                        }

                        weak var listener: TimeListener?
                        private let disposeBag = DisposeBag()

                        func transform(input: Input) -> Output {
                            input.nextStep
                                .asDriver(onErrorJustReturn: ())
                                .drive(onNext: { [weak self] in self?.listener?.next() })
                                .disposed(by: disposeBag)
                            return Output(title: .just("Time"))
                        }
                    }
                    """#
                ],
                named: [
                    "a view bound with RxCocoa", "import RxCocoa", "import RxSwift", "DisposeBag", "RxCocoa's .rx",
                    "RxCocoa's .rx", "disposed(…)",
                ]),
            // A contract that holds a `Driver`: the interactor has nothing to write it as while
            // the view keeps RxCocoa, so it stays on RxSwift whole.
            .leaves(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift

                final class TimeInteractor: Interactor, TimePresentableListener {
                    struct Input {
                        let nextStep: Observable<Void>
                    }

                    struct Output {
                        let title: Driver<String>
                    }

                    weak var listener: TimeListener?
                    private let disposeBag = DisposeBag()

                    func transform(input: Input) -> Output {
                        input.nextStep
                            .asDriver(onErrorJustReturn: ())
                            .drive(onNext: { [weak self] in self?.listener?.next() })
                            .disposed(by: disposeBag)
                        return Output(title: .just("Time"))
                    }
                }
                """#,
                module: [
                    #"""
                    import RIBs
                    import RxCocoa
                    import RxSwift
                    import UIKit

                    protocol TimeListener: AnyObject {
                        func next()
                    }

                    protocol TimePresentableListener: AnyObject {
                        func transform(input: TimeInteractor.Input) -> TimeInteractor.Output
                    }

                    final class TimeViewController: UIViewController {
                        weak var listener: TimePresentableListener?
                        private let button = UIButton()
                        private let label = UILabel()
                        private let disposeBag = DisposeBag()

                        func bind() {
                            guard let output = listener?.transform(input: .init(nextStep: button.rx.tap.asObservable()))
                            else { return }
                            output.title.drive(label.rx.text).disposed(by: disposeBag)
                        }
                    }
                    """#
                ],
                named: [
                    "import RxCocoa", "import RxSwift",
                    "Output, a type that carries RxSwift's streams between files, whose Rx is left as it is",
                ]),
        ]
    }
}
