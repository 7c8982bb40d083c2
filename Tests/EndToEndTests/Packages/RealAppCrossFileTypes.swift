import Foundation

/// What one file of a migrated app does with a name another file declares, checked against that
/// declaration (issue 65): a statement can be on one side in itself and still compile with neither
/// library, when the type it uses changed in another file (`rx.setContent.accept(x)` where the
/// app's own `extension Reactive` made `setContent` a `ValueRelay`; `cancelled(by: disposeBag)`
/// into a base class's `DisposeBag`). It reads text, apart from the tool's own rules, by name
/// across the module: a name declared with both kinds (`disposeBag`, a `DisposeBag` in views and
/// a `SubscriptionBag` in interactors) is left alone, so what it proves is for names of one kind.
enum RealAppCrossFileTypes {
    private static let rxRelays: Set<String> = [
        "BehaviorRelay", "PublishRelay", "BehaviorSubject", "PublishSubject", "ReplaySubject",
    ]
    private static let runtimeRelays: Set<String> = ["ValueRelay", "EventRelay", "ReplayRelay"]

    /// Each use that does not fit its declaration, as `path: what`, sorted.
    static func mismatches(in files: [String: String]) -> [String] {
        let code = files.mapValues(withoutComments)
        var relayKinds: [String: Set<String>] = [:]
        var bagKinds: [String: Set<String>] = [:]
        let declaration = /(?:let|var)\s+(\w+)\s*(?::\s*(\w+)|=\s*(\w+))/
        for text in code.values {
            for match in text.matches(of: declaration) {
                guard let type = match.output.2 ?? match.output.3 else { continue }
                let name = String(match.output.1)
                if rxRelays.contains(String(type)) { relayKinds[name, default: []].insert("rx") }
                if runtimeRelays.contains(String(type)) { relayKinds[name, default: []].insert("runtime") }
                if type == "DisposeBag" { bagKinds[name, default: []].insert("rx") }
                if type == "SubscriptionBag" { bagKinds[name, default: []].insert("runtime") }
            }
        }
        var found: [String] = []
        for (path, text) in code {
            for match in text.matches(of: /(\w+)\.(values|events)\b/)
            where relayKinds[String(match.output.1)] == ["rx"] {
                found.append("\(path): \(match.output.1).\(match.output.2) reads an Rx relay as the runtime's")
            }
            for match in text.matches(of: /(\w+)\.accept\(/) where relayKinds[String(match.output.1)] == ["runtime"] {
                found.append("\(path): \(match.output.1).accept(…) on a relay of the runtime's")
            }
            for match in text.matches(of: /\.cancelled\(by:\s*(?:self\.)?(\w+)\)/)
            where bagKinds[String(match.output.1)] == ["rx"] {
                found.append("\(path): cancelled(by: \(match.output.1)) into a DisposeBag")
            }
            // A task the service layer made, into RxSwift's bag, without the bridge that takes it.
            let bridgesTasks = text.contains(/extension DisposeBag \{\s*fileprivate func insert<Success, Failure>/)
            // The file's own declaration decides where it has one (a view's `disposeBag`, where
            // the module's interactors have a `SubscriptionBag` of the same name).
            let ownBags = Set(
                text.matches(of: declaration).filter { ($0.output.2 ?? $0.output.3) == "DisposeBag" }
                    .map { String($0.output.1) })
            for match in text.matches(of: /(\w+)\.insert\(\s*Task\b/)
            where (bagKinds[String(match.output.1)] == ["rx"] || ownBags.contains(String(match.output.1)))
                && !bridgesTasks
            {
                found.append("\(path): \(match.output.1).insert(Task …) into a DisposeBag")
            }
            if reactiveExtensions(in: text).contains(where: { $0.contains(/Events<|ValueRelay<|EventRelay</) }) {
                found.append("\(path): an extension Reactive of the runtime's streams, read through .rx as Rx's")
            }
        }
        return Array(Set(found)).sorted()
    }

    /// The bodies of the `extension Reactive` blocks of `text`, each to its matching brace.
    static func reactiveExtensions(in text: String) -> [Substring] {
        text.ranges(of: /extension\s+Reactive\b/).compactMap { range in
            guard let open = text[range.upperBound...].firstIndex(of: "{") else { return nil }
            var depth = 0
            var index = open
            while index < text.endIndex {
                if text[index] == "{" { depth += 1 }
                if text[index] == "}" {
                    depth -= 1
                    if depth == 0 { return text[open...index] }
                }
                index = text.index(after: index)
            }
            return text[open...]
        }
    }

    /// `text` without its `//` and `/* */` comments (string literals are not told apart: a
    /// `//` in one cuts the rest of its line, which only hides a use from the check).
    static func withoutComments(_ text: String) -> String {
        text.replacing(/\/\*[\s\S]*?\*\//, with: "").replacing(/\/\/[^\n]*/, with: "")
    }
}
