/// The cart's service: its `Single` becomes an `async throws` function.
protocol CartTotals {
    nonisolated(nonsending) func total() async throws -> Int
}
