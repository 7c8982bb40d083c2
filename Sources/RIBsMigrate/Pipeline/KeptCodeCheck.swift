import SwiftSyntax

/// Nothing of the app's own code is deleted (issue 56): after a pass's edits, every call,
/// assignment and `throw` of the app's in a function of the input is still in that function of
/// the output, rewritten or as it was (``AppCodeInventory`` counts them). Rx's own API may go, as
/// the rewrite replaces it; so may what a rule proved can never run, which it names at its line
/// (a *drop*, given here as a range of the input).
///
/// The pipeline runs the check after every pass; a file that fails it is left as it was, named
/// with the rule whose edit covered what went missing.
struct KeptCodeCheck {
    /// A statement of the input missing from the output: the function it was in, what it is, and
    /// where it was (a UTF-8 offset of the input).
    struct Loss: Equatable, CustomStringConvertible {
        var function: String
        var statement: String
        var offset: Int

        var description: String { "`\(statement)` in \(function)" }
    }

    /// What the output lost of the input, in input order; empty when nothing was. `drops`: the
    /// ranges of the input a rule removed on purpose, named at their lines.
    static func losses(
        from input: some SyntaxProtocol, to output: some SyntaxProtocol, drops: [Range<Int>] = [],
        renamedFunctions: [String: String] = [:], joinedFunctions: Set<Int> = []
    ) -> [Loss] {
        let before = AppCodeInventory(input, renamedFunctions: renamedFunctions, joinedFunctions: joinedFunctions)
        let after = AppCodeInventory(output)
        var losses: [Loss] = []
        for (function, statements) in before.functions {
            let kept = statements.filter { statement in !drops.contains { $0.contains(statement.offset) } }
            var remaining: [String: Int] = [:]
            for statement in after.functions[function] ?? [] { remaining[statement.key, default: 0] += 1 }
            // The last of each kind are the ones missing: which of two equal calls went cannot be
            // told apart, and the pipeline names the rule whose edit covers one of them.
            for statement in kept.reversed() {
                if let count = remaining[statement.key], count > 0 {
                    remaining[statement.key] = count - 1
                } else {
                    losses.append(
                        Loss(function: Self.readable(function), statement: statement.key, offset: statement.offset))
                }
            }
        }
        return losses.sorted { $0.offset < $1.offset }
    }

    /// `signIn()` for `func signIn#0`, `init` for `init#1`, `Foo.bar` for nested ones.
    static func readable(_ function: String) -> String {
        function.split(separator: "/").map { part in
            let name = part.split(separator: "#").first.map(String.init) ?? String(part)
            return name.hasPrefix("func ") ? String(name.dropFirst(5)) + "()" : name
        }.joined(separator: " in ")
    }
}
