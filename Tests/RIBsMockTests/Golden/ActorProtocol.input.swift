/// @mockable
protocol ImageCaching: Actor {
    var hits: Int { get }
    func image(named name: String) async throws -> [UInt8]
    func clear()
}
