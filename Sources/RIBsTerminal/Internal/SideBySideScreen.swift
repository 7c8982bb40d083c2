import RIBs

/// The screens a screen presents side by side (the children of a RIB with no view of its own),
/// drawn as one: each one's title and body in a section, in the order they were presented, and
/// their commands together. A command goes to the screen presented last first, then to the
/// others, until one understands it; keys go to the screen presented last.
@MainActor
final class SideBySideScreen: TerminalView {
    let views: [any TerminalView]

    init(views: [any TerminalView]) {
        self.views = views
    }

    var title: String { views.map { $0.topmost.title }.joined(separator: " | ") }

    func render() -> [String] {
        views.enumerated().flatMap { index, view -> [String] in
            let shown = view.topmost
            return (index == 0 ? [] : [""]) + ["-- \(shown.title) --"] + shown.render()
        }
    }

    var commands: [String] {
        var seen: Set<String> = []
        return views.flatMap { $0.topmost.commands }.filter { seen.insert($0).inserted }
    }

    func handle(_ command: String) -> Bool {
        views.reversed().contains { $0.handle(command) }
    }

    func handle(key: Key) -> Bool {
        views.last?.handle(key: key) ?? false
    }

    var isBusy: Bool { views.contains { $0.topmost.isBusy } }

    var topmost: any TerminalView { self }

}
