import Foundation

/// A migrated app's view files (`…ViewController`, `…View`, `…Cell`, as README's table counts
/// them), read for what issue 65 forbids: a statement that mixes a stream the tool rewrote
/// (`.values`, `.events`, `Events<…>`) with RxCocoa it left (`.rx`, `drive`, `asDriver`) or
/// RxSwift's bag (`disposed(by:)`), which compiles with neither library. A read through the bridge
/// (`.values.asObservable()`) is RxSwift's, and mixes nothing; nor does a view's stream returned
/// as `Events` through the bridge the other way (`.asEvents()`).
enum RealAppViewFiles {
    static func isViewFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
        let folders = path.split(separator: "/").dropLast().map(String.init)
        if RealApps.isTestSupport(name: name, folders: folders) || folders.contains("Pods") { return false }
        return ["ViewController", "View", "Cell"].contains { name.hasSuffix($0) }
    }

    /// The statements of `source` that mix the two, each as `line: text`. A statement is a line
    /// and the lines of its chain after it (those that start with `.`).
    static func mixedStatements(in source: String) -> [String] {
        var statements: [(line: Int, text: String)] = []
        for (offset, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") { continue }
            if trimmed.hasPrefix("."), !statements.isEmpty {
                statements[statements.count - 1].text += trimmed
            } else {
                statements.append((offset + 1, trimmed))
            }
        }
        // The runtime's subscription goes into RxSwift's bag through the file's bridge.
        let bridgesBag = source.contains("fileprivate func disposed(by bag: DisposeBag)")
        return statements.filter { rewritesStream($0.text) && bindsWithRxCocoa($0.text, bridgesBag: bridgesBag) }.map {
            "\($0.line): \($0.text.prefix(160))"
        }
    }

    private static func rewritesStream(_ statement: String) -> Bool {
        let bridged = statement.replacingOccurrences(of: ".values.asObservable()", with: "")
            .replacingOccurrences(of: ".events.asObservable()", with: "")
        // A view's stream returned as `Events` through the bridge the other way (`asEvents()`).
        let returnsThroughBridge = statement.contains(".asEvents()")
        return bridged.contains(".values") || bridged.contains(".events")
            || (bridged.contains("Events<") && !returnsThroughBridge)
    }

    /// RxCocoa's, or RxSwift's bag. Not `bind(to:)`, which the runtime has too (into its relays).
    private static func bindsWithRxCocoa(_ statement: String, bridgesBag: Bool) -> Bool {
        [".rx.", ".drive(", "asDriver("].contains { statement.contains($0) }
            || (!bridgesBag && statement.contains("disposed(by:"))
    }
}
