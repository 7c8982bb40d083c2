import Foundation
import RIBsScaffold
import RIBsSource

/// How `ribs new` and `ribs attach` finish: with `--dry-run`, the diff of every file they would
/// write; otherwise all the files written at once, then one line each.
struct ScaffoldOutput {
    let layout: PackageLayout
    let dryRun: Bool

    func apply(_ changes: [FileSetWriter.Change], overwrite: Bool, notes: [ScaffoldMessage]) throws {
        if dryRun {
            for change in changes {
                let old = try? String(contentsOfFile: change.path, encoding: .utf8)
                print(
                    UnifiedDiff.diff(old: old, new: change.contents, path: layout.relative(change.path)), terminator: ""
                )
            }
            print("dry run: \(changes.count) file\(changes.count == 1 ? "" : "s") would be written; nothing was.")
        } else {
            let existed = Set(changes.map(\.path).filter { FileManager.default.fileExists(atPath: $0) })
            try FileSetWriter.write(changes, overwrite: overwrite)
            for change in changes {
                print("\(existed.contains(change.path) ? "updated" : "created") \(layout.relative(change.path))")
            }
        }
        for note in notes { print("note: \(note.withFlags)") }
    }
}
