import Foundation
import RIBsSource

/// One `ribs migrate PATH…` run as the command makes it: the module's files listed (a dependency
/// manager's folders skipped) and read, migrated as one module, written all or none (or shown as
/// a diff), and what to say returned. The command reads its flags and prints what this returns.
package struct MigrationJob {
    /// What the run said, as every tool says it (``ToolReport``): its output is the diff of a dry
    /// run (so it can be piped to `git apply`), or a line a file written; its diagnostics what
    /// is left to a person, the files left as they were and the folders skipped; its summary
    /// the run in a line, which follows the output, or goes to standard error after a diff.
    package struct Report: Equatable {
        package var tool = ToolReport()
        /// Files whose rewrite was refused (``Migration/Result/refused``): the command's status
        /// says so.
        package var refusedFiles: [String] = []
        /// The rewrites refused for the code they lose, for a person who finds out why.
        package var refusedRewrites: [String] = []
    }

    /// Why a run could not start; nothing was written.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package var paths: [String]
    /// Files whose path ends with one of these are not read.
    package var excludedSuffixes: [String] = []
    package var services: Migration.Services = .whole
    /// Show the change as a diff and write nothing.
    package var dryRun = false
    /// The folder the diff's paths are relative to.
    package var currentDirectory = FileManager.default.currentDirectoryPath

    package init(paths: [String]) {
        self.paths = paths
    }

    package func run() throws -> Report {
        var report = Report()
        let files = try swiftFiles(notes: &report.tool.diagnostics).filter { path in
            !excludedSuffixes.contains { path.hasSuffix($0) }
        }
        guard !files.isEmpty else {
            throw Failure(
                description:
                    "no Swift file under \(paths.joined(separator: ", ")): pass the folder of a module's sources.")
        }
        // A file that is not UTF-8 is named and left as it is; the rest are migrated.
        let inputs = try files.map { path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return Migration.Input(path: path, text: String(data: data, encoding: .utf8))
        }
        let result = Migration.run(inputs, services: services)
        if dryRun {
            for file in result.changed {
                report.tool.output += UnifiedDiff.diff(
                    old: file.original, new: file.migrated, path: diffPath(file.path))
            }
        } else {
            try FileSetWriter.write(
                result.changed.map { FileSetWriter.Change(path: $0.path, contents: $0.migrated) }, overwrite: true)
            for file in result.changed {
                report.tool.output += "migrated \(file.path) (\(file.changedLines) lines)\n"
            }
        }
        report.tool.diagnostics += result.manualSteps + result.untouched
        report.refusedFiles = result.refused
        report.refusedRewrites = result.refusedRewrites
        report.tool.summary =
            (dryRun ? "dry run: " : "") + Self.summary(of: result, files: files.count, dryRun: dryRun) + "."
        report.tool.failed = !result.refused.isEmpty
        return report
    }

    /// The Swift files under `paths`, sorted, each once; under a folder, those in its dependency
    /// managers' folders are skipped, with a note.
    private func swiftFiles(notes: inout [Diagnostic]) throws -> [String] {
        var files: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw Failure(description: "\(path) does not exist: pass a folder or a Swift file of the module.")
            }
            guard isFolder.boolValue else {
                files.insert(path)
                continue
            }
            let found = VendoredSources.split(SwiftFiles.under(path) ?? [], under: path)
            if !found.vendored.isEmpty {
                notes.append(VendoredSources.skipNote(count: found.vendored.count, under: path))
            }
            files.formUnion(found.own)
        }
        return files.sorted()
    }

    /// A file's path as a diff names it: relative to the current folder, with no `./` or `..`,
    /// so `git apply` and `patch -p1` take the diff as it is, whether the target was given as
    /// `.`, `./Sources`, a relative path or an absolute one.
    func diffPath(_ path: String) -> String {
        let current = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        let absolute = URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL.path
        let prefix = current.standardizedFileURL.path + "/"
        if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
        return String(absolute.drop { $0 == "/" })
    }
}
