/// Random numbers for RandomWin: seeded (`--seed N`) so a scripted game is repeatable, else
/// from the system.
@MainActor
final class RandomSource {
    private var state: UInt64

    init(seed: UInt64?) {
        var system = SystemRandomNumberGenerator()
        state = seed ?? system.next()
    }

    /// SplitMix64: small, fast, and the same sequence on every platform for a seed.
    func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(bound))
    }
}
