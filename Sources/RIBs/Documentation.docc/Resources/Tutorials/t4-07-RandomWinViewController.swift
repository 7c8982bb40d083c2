import RIBs
import RIBsTerminal

@MainActor
protocol RandomWinPresentableListener: AnyObject {
    func play()
}

/// Press Enter (or type play): whoever the dice pick wins.
final class RandomWinViewController: TerminalViewController, RandomWinPresentable, RandomWinViewControllable {
    weak var listener: (any RandomWinPresentableListener)?
    private var announcement: (result: String, completion: @MainActor () -> Void)?

    override var title: String { "Random Win" }

    func announce(result: String, completion: @escaping @MainActor () -> Void) {
        announcement = (result, completion)
    }

    override func render() -> [String] {
        guard let announcement else { return ["Whoever the dice pick wins.", "", "> [ Roll the dice ]"] }
        return [announcement.result, "", "Press Enter (or type ok) to go back."]
    }

    override var commands: [String] { announcement == nil ? ["play"] : ["ok"] }

    override func handleCommand(_ command: String) -> Bool {
        if let announcement {
            guard command == "ok" else { return false }
            self.announcement = nil
            announcement.completion()
            return true
        }
        guard command == "play" else { return false }
        listener?.play()
        return true
    }

    override func handleKey(_ key: Key) -> Bool {
        guard key == .enter else { return false }
        return handleCommand(announcement == nil ? "play" : "ok")
    }
}
