/// @mockable
protocol Tracking {
    func track(event: String)
    func track(event: String, value: Int)
    func track(_ code: Int)
    func track(_ name: String)
}
