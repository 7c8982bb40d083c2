import Foundation

/// A change a user makes by hand after `ribs new` and `ribs attach`, marked as business logic
/// (what the app does: its logic, its service, its drawing) or not (everything else: protocol
/// members, dependencies, initializer parameters, routing calls, test updates), which is what
/// the tools are measured by.
struct HandEdit {
    enum Kind { case business, wiring }

    enum Action {
        /// Lines after the first line that is `anchor` once trimmed.
        case insert(after: String, [String])
        /// Lines before the first line that is `anchor` once trimmed.
        case insertBefore(String, [String])
        /// The first line that is `line` once trimmed, replaced by these.
        case replace(String, with: [String])
        /// The lines from the first that is `first` once trimmed through the next that is
        /// `last`, replaced by these.
        case replaceLines(from: String, through: String, with: [String])
        /// A new file.
        case create([String])
        /// The file deleted (a generated file whose generator goes).
        case delete
        /// Members at the start of the declaration whose line begins with `declaration` once
        /// trimmed; an empty `{}` opens for them (the braces were there: only the members count).
        case member(of: String, [String])
    }

    var file: String
    var kind: Kind
    var action: Action

    static func business(_ file: String, _ action: Action) -> HandEdit {
        HandEdit(file: file, kind: .business, action: action)
    }
    static func wiring(_ file: String, _ action: Action) -> HandEdit {
        HandEdit(file: file, kind: .wiring, action: action)
    }

    /// The lines the user typed: non-blank, comments aside.
    var typedLines: Int {
        let lines: [String]
        switch action {
        case .insert(_, let inserted), .insertBefore(_, let inserted), .replace(_, let inserted), .create(let inserted),
            .member(_, let inserted), .replaceLines(_, _, let inserted):
            lines = inserted
        case .delete:
            lines = []
        }
        return lines.filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }.count
    }

    /// Applies the edit to the package at `root`; the anchor must be found.
    func apply(in root: URL) throws {
        let url = root.appendingPathComponent(file)
        if case .delete = action {
            try FileManager.default.removeItem(at: url)
            return
        }
        if case .create(let lines) = action {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
            return
        }
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        switch action {
        case .insert(let anchor, let inserted):
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == anchor }) else {
                throw HandEditError("\(file): no line «\(anchor)» to insert after")
            }
            lines.insert(contentsOf: inserted, at: index + 1)
        case .insertBefore(let anchor, let inserted):
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == anchor }) else {
                throw HandEditError("\(file): no line «\(anchor)» to insert before")
            }
            lines.insert(contentsOf: inserted, at: index)
        case .replace(let old, let new):
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == old }) else {
                throw HandEditError("\(file): no line «\(old)» to replace")
            }
            lines.replaceSubrange(index...index, with: new)
        case .replaceLines(let first, let last, let new):
            let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
            guard let start = trimmed.firstIndex(of: first),
                let end = trimmed[start...].firstIndex(of: last)
            else {
                throw HandEditError("\(file): no lines «\(first)» … «\(last)» to replace")
            }
            lines.replaceSubrange(start...end, with: new)
        case .member(let declaration, let members):
            guard
                let index = lines.firstIndex(where: {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix(declaration + " {")
                })
            else {
                throw HandEditError("\(file): no declaration «\(declaration)» to add members to")
            }
            if lines[index].hasSuffix("{}") {
                let indent = String(lines[index].prefix { $0 == " " })
                lines.replaceSubrange(
                    index...index, with: [String(lines[index].dropLast())] + members + [indent + "}"])
            } else {
                lines.insert(contentsOf: members, at: index + 1)
            }
        case .create, .delete:
            break
        }
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }
}

struct HandEditError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Array where Element == HandEdit {
    /// The lines of code, not business logic, that these edits typed.
    var wiringLines: Int { filter { $0.kind == .wiring }.map(\.typedLines).reduce(0, +) }
    var businessLines: Int { filter { $0.kind == .business }.map(\.typedLines).reduce(0, +) }
}
