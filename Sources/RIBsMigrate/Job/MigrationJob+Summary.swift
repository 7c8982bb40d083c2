import RIBsSource

extension MigrationJob {
    /// The run's last line: files and lines changed, constructs left to a person by kind, files
    /// not understood. `3 of 40 files changed (12 lines); 2 constructs (4 lines) left to you, …`
    static func summary(of result: Migration.Result, files: Int, dryRun: Bool) -> String {
        let changedLines = result.changed.reduce(0) { $0 + $1.changedLines }
        let constructs = result.manualSteps.filter { !$0.isNote }
        var summary =
            "\(result.changed.count) of \(files) files \(dryRun ? "would change" : "changed") "
            + "(\(count(changedLines, "line"))); "
            + "\(count(constructs.count, "construct")) (\(count(result.manualLines, "line"))) left to you"
        if !constructs.isEmpty { summary += ", listed above: " + kinds(of: constructs) }
        if result.untouchedFileCount > 0 {
            let one = result.untouchedFileCount == 1
            summary +=
                "; \(count(result.untouchedFileCount, "file")) not understood, left as \(one ? "it was" : "they were")"
        }
        return summary
    }

    /// The constructs left to a person, counted by kind, most first: `12 Single, 3 DisposeBag`.
    static func kinds(of steps: [Diagnostic]) -> String {
        var counts: [String: Int] = [:]
        for step in steps {
            let kind = step.message.split(separator: ":", maxSplits: 1).first.map(String.init) ?? step.message
            counts[kind, default: 0] += 1
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
            .joined(separator: ", ")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
