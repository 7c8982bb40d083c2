extension SendableRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            // What an extension adopts (IGListKit's `ListDiffable`) adds no superclass and no
            // stored property: a final class of `let`s stays immutable.
            .rewrites(
                #"""
                import IGListKit
                import RxRelay

                final class ProfileItem {
                    let name: String

                    init(name: String) {
                        self.name = name
                    }
                }

                extension ProfileItem: ListDiffable {
                    func diffIdentifier() -> NSObjectProtocol { name as NSObjectProtocol }
                }

                final class ProfileStore {
                    let items = BehaviorRelay<[ProfileItem]>(value: [])
                }
                """#,
                to: #"""
                    import IGListKit
                    import RIBs

                    final class ProfileItem: Sendable {
                        let name: String

                        init(name: String) {
                            self.name = name
                        }
                    }

                    extension ProfileItem: ListDiffable {
                        func diffIdentifier() -> NSObjectProtocol { name as NSObjectProtocol }
                    }

                    final class ProfileStore {
                        let items = ValueRelay<[ProfileItem]>([])
                    }
                    """#),
            .rewrites(
                #"""
                import RxRelay

                struct Profile {
                    let name: String
                    var age: Int
                }

                enum LoadState {
                    case idle
                    case loaded(Profile)
                }

                final class ProfileStore {
                    let state = BehaviorRelay<LoadState>(value: .idle)
                }
                """#,
                to: #"""
                    import RIBs

                    struct Profile: Sendable {
                        let name: String
                        var age: Int
                    }

                    enum LoadState: Sendable {
                        case idle
                        case loaded(Profile)
                    }

                    final class ProfileStore {
                        let state = ValueRelay<LoadState>(.idle)
                    }
                    """#),
            // A generator's file (Apollo's) is its generator's: nothing is added to it, and what
            // flows from it is named (its relay is still the runtime's).
            .leaves(
                #"""
                // @generated
                //  This file was automatically generated and should not be edited.
                import RxRelay

                public struct Ranking {
                    public private(set) var resultMap: [String: Any?]
                }

                final class RankingStore {
                    let rankings = BehaviorRelay<[Ranking]>(value: [])
                }
                """#,
                named: ["struct Ranking flows through a relay"]),
            .leaves(
                #"""
                import RxRelay

                final class Draft {
                    var text = ""
                }

                final class DraftStore {
                    let draft = PublishRelay<Draft>()
                }
                """#,
                named: ["class Draft flows through a relay"]),
            // A type nested in a view (`DownloadButton.ButtonState`) flows; the view around it,
            // its namespace, does not (a new user's trial was told to make a UIControl a struct).
            .rewrites(
                #"""
                import UIKit

                final class DownloadButton: UIControl {
                    var buttonState: ButtonState = .preloading
                }

                extension DownloadButton {
                    enum ButtonState: Int {
                        case preloading
                        case loaded
                    }
                }
                """#,
                to:
                    #"""
                    import UIKit

                    final class DownloadButton: UIControl {
                        var buttonState: ButtonState = .preloading
                    }

                    extension DownloadButton {
                        enum ButtonState: Int, Sendable {
                            case preloading
                            case loaded
                        }
                    }
                    """#,
                module: [
                    #"""
                    import RIBs
                    import RxRelay
                    import RxSwift

                    struct About {
                        let loadingState: DownloadButton.ButtonState
                    }

                    final class Interactor: Interactor {
                        let relay = BehaviorRelay<About?>(value: nil)

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            relay.subscribe(onNext: { print($0 as Any) }).disposeOnDeactivate(interactor: self)
                        }
                    }
                    """#
                ]),
            // A generic type is `Sendable` where its parameters are, in an extension after it:
            // written after its name it read `enum LoadingState: Sendable<Value, Failure>`, which
            // does not parse (a new user's trial on iDmitriyy/StatefulScreenExample).
            .rewrites(
                #"""
                enum LoadingState<Value, Failure: Error> {
                    case loading
                    case loaded(Value)
                    case failed(Failure)
                }

                struct Page<Item> {
                    let items: [Item]
                    let next: Int?
                }
                """#,
                to:
                    #"""
                    enum LoadingState<Value, Failure: Error> {
                        case loading
                        case loaded(Value)
                        case failed(Failure)
                    }

                    extension LoadingState: Sendable where Value: Sendable, Failure: Sendable {}

                    struct Page<Item> {
                        let items: [Item]
                        let next: Int?
                    }

                    extension Page: Sendable where Item: Sendable {}
                    """#,
                module: [
                    #"""
                    import RIBs
                    import RxRelay

                    struct Article {
                        let title: String
                    }

                    final class FeedInteractor: Interactor {
                        let state = BehaviorRelay<LoadingState<Page<Article>, any Error>>(value: .loading)
                    }
                    """#
                ]),
            // A type nested in a generic one stores what the outer is generic over too: its
            // conformance asks of both (a review); a relay of a nested type makes no namespace flow.
            .rewrites(
                #"""
                import RIBs
                import RxRelay

                enum Page<T> {
                    struct Item {
                        let v: T
                    }
                }

                struct Outer<A> {
                    enum Inner<B> {
                        case loaded(A, B)
                    }
                }

                final class DownloadButton {
                    enum ButtonState { case idle, loading }
                    var state = ButtonState.idle
                }

                final class PageInteractor: Interactor {
                    let items = PublishRelay<Page<Int>.Item>()
                    let states = PublishRelay<DownloadButton.ButtonState>()
                    let inner = PublishRelay<Outer<Int>.Inner<String>>()
                }
                """#,
                to:
                    #"""
                    import RIBs

                    enum Page<T> {
                        struct Item {
                            let v: T
                        }
                    }

                    extension Page.Item: Sendable where T: Sendable {}

                    struct Outer<A> {
                        enum Inner<B> {
                            case loaded(A, B)
                        }
                    }

                    extension Outer.Inner: Sendable where A: Sendable, B: Sendable {}

                    final class DownloadButton {
                        enum ButtonState: Sendable { case idle, loading }
                        var state = ButtonState.idle
                    }

                    final class PageInteractor: Interactor {
                        let items = EventRelay<Page<Int>.Item>()
                        let states = EventRelay<DownloadButton.ButtonState>()
                        let inner = EventRelay<Outer<Int>.Inner<String>>()
                    }
                    """#),
        ]
    }
}
