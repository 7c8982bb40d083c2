import ReactorKit
import RxSwift

/// A cell that is a ReactorKit view: ReactorKit's `View` takes a ReactorKit reactor, so its
/// reactor stays on ReactorKit with it, named.
final class TaskCell: View {
    typealias Reactor = TaskCellReactor
    var disposeBag = DisposeBag()

    func bind(reactor: TaskCellReactor) {
        reactor.state.map(\.title).subscribe(onNext: { print($0) }).disposed(by: disposeBag)
    }
}
