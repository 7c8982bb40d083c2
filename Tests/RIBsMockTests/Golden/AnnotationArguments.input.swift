protocol Listening {
    func didChange(value: Int)
}

/// @mockable(override: name = SpecialScoreMock; history: report = true)
protocol ScoreReporting: Listening {
    func report(score: Int, player: String)
    func reset()
}
