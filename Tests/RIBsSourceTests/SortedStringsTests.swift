import Testing

@testable import RIBsSource

/// The tools' own sort of strings orders them as the standard library's `sorted()` does.
@Suite struct SortedStringsTests {
    @Test(arguments: [0, 1, 2, 3, 7, 8, 9, 100, 1_025])
    func itOrdersAsSortedDoes(count: Int) {
        var generator = SystemRandomNumberGenerator()
        // Few letters, so that equal strings and shared prefixes are common, one beyond ASCII.
        // (Not an `é` spelled both composed and decomposed: `<` then orders such strings
        // inconsistently, and the two sorts place them differently; names and paths come
        // composed.)
        let letters = ["a", "b", "B", "_", "/", "é", "z", "0"]
        let strings = (0..<count).map { _ in
            (0..<Int.random(in: 0...4, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
                .joined()
        }
        #expect(strings.sortedStrings() == strings.sorted(), "\(strings)")
    }

    @Test func pathsOfAModuleComeInOrder() {
        let paths = [
            "/App/Sources/Root.swift", "/App/Sources/A/Child.swift", "/App/Sources/Root.swift", "/App/B.swift",
        ]
        #expect(
            paths.sortedStrings() == [
                "/App/B.swift", "/App/Sources/A/Child.swift", "/App/Sources/Root.swift", "/App/Sources/Root.swift",
            ])
    }
}
