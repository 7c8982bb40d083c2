extension RxCocoaViewsRule {
    /// Files on RxCocoa's traits outside a view, which stay on RxSwift whole.
    static var traitsExamples: [RuleExample] {
        [
            // A view model's `transform(input:)` in an interactor that imports RxSwift alone: its
            // `asDriver` and `drive` are RxCocoa's all the same (Swift 5 lets another file's import
            // reach it). Rewritten, its `Input` and `Output` would be `Events` while its chains
            // and its view kept RxCocoa's `Driver`: it stays whole (DailyChaCha's interactors).
            .leaves(
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
                            output.title.bind(to: label.rx.text).disposed(by: disposeBag)
                        }
                    }
                    """#
                ],
                named: ["import RxSwift", "RxCocoa's traits outside a view, whose Rx is left as it is"])
        ]
    }
}
