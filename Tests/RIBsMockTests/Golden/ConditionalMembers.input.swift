/// @mockable
protocol Analytics {
    func track(event: String)
    #if DEBUG
    func dumpEvents() -> [String]
    var isVerbose: Bool { get set }
    #elseif os(Linux)
    func flush()
    #else
    func track(event: String, extra: Int)
    #endif
}
