import ReactorKit
import RIBs
import RxSwift

protocol CardPresentable: Presentable {}

/// What the view reads: the state flows to it, and what the state stores flows with it.
protocol CardPresentableListener: AnyObject {
    var state: Observable<CardInteractor.State> { get }
}

/// A list item the state holds: final, and storing only `let`s.
final class CardBadge {
    let title: String
    let count: Int

    init(title: String, count: Int) {
        self.title = title
        self.count = count
    }
}

struct CardTheme {
    var tint: String
}

enum CardStyle {
    case compact
    case themed(CardTheme)
}

/// A reactor whose mutation chains start from the use case's `Observable`s.
final class CardInteractor: PresentableInteractor<CardPresentable>, CardPresentableListener, Reactor {
    enum Action {
        case load(id: String)
    }

    enum Mutation {
        case setLoading(Bool)
        case setCard(AccountCard)
        case setError(String)
    }

    struct State {
        var isLoading = false
        var card: AccountCard?
        var error: String?
        var badge = CardBadge(title: "new", count: 0)
        var style = CardStyle.compact
    }

    let initialState = State()
    private let useCase: AccountUseCase

    init(presenter: CardPresentable, useCase: AccountUseCase) {
        self.useCase = useCase
        super.init(presenter: presenter)
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case let .load(id):
            guard !currentState.isLoading else { return .empty() }
            let start = Observable.just(Mutation.setLoading(true))
            let stop = Observable.just(Mutation.setLoading(false))
            let card = useCase.card(id: id)
                .withUnretained(self)
                .observe(on: MainScheduler.asyncInstance)
                .map { _, card in Mutation.setCard(card) }
                .catch { .just(.setError($0.localizedDescription)) }
            return Observable.concat([start, card, stop])
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case let .setLoading(isLoading): state.isLoading = isLoading
        case let .setCard(card): state.card = card
        case let .setError(message): state.error = message
        }
        return state
    }
}
