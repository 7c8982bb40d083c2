// ribs mock --mock-all: annotated classes are mocked by subclasses that override what they can.

/// @mockable(history: record = true)
open class ScoreService {
    public var playerName: String = ""
    public var bonus: Int = 0 { didSet {} }
    public private(set) var total = 0
    public let identifier = 7
    public var isReady: Bool { true }
    public final var locked = false
    public static func shared() -> ScoreService { ScoreService() }

    public init() {}

    open func record(points: Int, for player: String) {
        total += points
    }

    open func best(of count: Int) async throws -> [Int] {
        []
    }

    public func swap(_ first: inout Int, _ second: inout Int) {
        (first, second) = (second, first)
    }

    public func sum(_ values: Int...) -> Int {
        values.reduce(0, +)
    }

    public func load<T: Decodable>(_ type: T.Type) throws -> T? {
        nil
    }

    private func secret() {}
    public final func sealed() {}
    public static func make() -> ScoreService { ScoreService() }
}

/// @mockable
@MainActor
class Presenter {
    var title: String = "Scores"
    var subtitle = "inferred types are not mocked"
    init(title: String) { self.title = title }
    func show(_ scores: [Int]) -> Bool { !scores.isEmpty }
}

/// Not annotated: no mock.
class Unmarked {
    func f() {}
}
