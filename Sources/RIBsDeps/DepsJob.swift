import RIBsDependencyGraph
import RIBsSource

/// One `ribs deps generate` run as the command and RIBsDepsPlugin make it: the files in; the
/// graph checked; the generated file of the first module written, unless an error was found; the
/// parse cache consulted and kept; what to say returned. The command reads its flags and the
/// files, and prints what this returns.
package struct DepsJob {
    /// What the job said: its diagnostics, a one-line summary, and whether an error stopped it
    /// (then nothing was written).
    package typealias Report = ToolReport

    package var module: String
    package var destination: String
    package var cache: ParseCache<DepsSource>?
    package var concurrency = 1

    package init(module: String, destination: String) {
        self.module = module
        self.destination = destination
    }

    /// Checks `files` and writes the generated file; a run through the cache that finds every
    /// file declaring what it declared when the output was written, and the output as written,
    /// says that run's warnings again and writes nothing.
    package func run(files: [DepsGenerator.Source]) throws -> Report {
        let generator = DepsGenerator()
        guard let cache else {
            return try write(generator.run(sources: files, concurrency: concurrency))
        }
        defer { cache.removeUnused() }
        let entries = generator.entries(of: files, concurrency: concurrency, cache: cache)
        let configuration = "generate \(module) \(destination)"
        let key = cache.runKey(configuration: configuration)
        // The generated code names no line: a run whose files declare what they declared, only
        // on other lines (a line added above a component), writes what that run wrote, when
        // that run said nothing (a diagnostic names lines, which moved).
        let linesAsideKey = cache.runKeyLinesAside(configuration: configuration)
        if let kept = cache.reusableRun(for: key, writing: destination) {
            // Kept for the next run too, which may move lines.
            if let linesAsideKey { cache.retainRun(for: linesAsideKey) }
            return Report(diagnostics: kept.diagnostics, summary: kept.summary, failed: false)
        }
        if let linesAsideKey, let kept = cache.reusableRun(for: linesAsideKey, writing: destination),
            kept.diagnostics.isEmpty
        {
            cache.keep(kept, for: key)
            return Report(diagnostics: [], summary: kept.summary, failed: false)
        }
        let report = try write(generator.run(entries: entries, sources: files, concurrency: concurrency, cache: cache))
        if !report.failed, let file = KeptRun.File(at: destination) {
            let summary = "ribs deps: \(destination) unchanged (kept: no declaration changed)"
            let kept = KeptRun(diagnostics: report.diagnostics, files: [file], summary: summary)
            cache.keep(kept, for: key)
            if let linesAsideKey, report.diagnostics.isEmpty { cache.keep(kept, for: linesAsideKey) }
        }
        return report
    }

    private func write(_ run: DepsRun) throws -> Report {
        let diagnostics = run.diagnostics
        if run.hasErrors { return Report(diagnostics: diagnostics, summary: nil, failed: true) }
        let written = try OutputFile.write(run.generated(module: module, concurrency: concurrency), to: destination)
        return Report(
            diagnostics: diagnostics, summary: "ribs deps: \(destination) \(written ? "written" : "unchanged")",
            failed: false)
    }
}
