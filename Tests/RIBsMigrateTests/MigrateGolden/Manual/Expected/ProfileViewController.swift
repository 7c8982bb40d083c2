import RxCocoa
import RxSwift
import UIKit

final class ProfileViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let names = ReplaySubject<String>.create(bufferSize: 3)
    private let button = UIButton()
    let saves = PublishRelay<Void>()

    override func viewDidLoad() {
        super.viewDidLoad()
        button.rx.tap
            .bind(to: saves)
            .disposed(by: disposeBag)
        Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        .observe(on: ConcurrentDispatchQueueScheduler(qos: .background))
        .subscribe(onNext: { _ in }, onError: { _ in })
        .disposed(by: disposeBag)
    }
}
