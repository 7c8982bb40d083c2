import RIBs

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The window of a terminal app: it shows the top-most view and hands it what the person types.
///
/// In a terminal (``run()`` with standard input and output a terminal) it draws full screen on
/// the alternate screen, reads keys in raw mode (arrows and Enter go to the view, typed text
/// gathers at the prompt), redraws when the window is resized, and restores the terminal on
/// exit and on Ctrl-C. With input from a pipe or a file it reads one command a line and prints
/// each screen as plain text, separated by a rule, so a script or a test can play the app and
/// read every screen.
///
/// Commands that belong to the host on every screen: `quit`, and `open <url>` with a URL that
/// has a scheme (`open ribs-training://launchGame?gameId=ticTacToe`), which hands the deep link
/// to ``openURL``. Any other `open …` (`open 1`) is the screen's, like every other command.
///
/// The back key closes the screen on top, as a back swipe does on iOS: Escape in a terminal
/// (when the screen has no use for it), `back` from a pipe or at the prompt (unless the screen
/// lists a `back` of its own). It is offered (listed with the commands) where the screen's RIB can be
/// taken back by its parent (`isClosableByUser`: a router that attached it with
/// `attachChild(_:onUserClose:)`, as `ribs attach` writes it), and it reports the screen closed by
/// the user (`reportClosedByUser()`): the parent router detaches the RIB and tells its
/// interactor, as it does for a sheet pulled down in UIKit.
@MainActor
public final class TerminalHost: WindowControllable {
    /// The view the host draws; setting it tells the old and new root whether they are on screen.
    public var rootViewControllable: (any ViewControllable)? {
        didSet {
            (oldValue as? TerminalViewController)?.isAttachedToWindow = false
            (rootViewControllable as? TerminalViewController)?.isAttachedToWindow = true
        }
    }
    /// Receives `open <url>` commands (a URL with a scheme), as an app delegate receives URLs.
    public var openURL: ((String) -> Void)?
    private let isInteractive: Bool
    private var message: String?
    /// The screen as last printed from a pipe: what a change on its own is compared with.
    private var lastDrawn: String?
    /// Whether a typed line is being handled (and its screen not yet printed).
    private var isHandlingLine = false
    /// Where the host prints: standard output (a test reads it instead).
    var output: (String) -> Void = { writeOut($0) }

    /// Creates a host; `interactive` defaults to whether standard input is a terminal.
    public init(interactive: Bool = isatty(0) == 1) {
        isInteractive = interactive
    }

    /// Does nothing: the host draws once ``run()`` starts.
    public func makeKeyAndVisible() {}

    /// Runs until input ends or the person quits: full screen in a terminal, else one command a
    /// line from standard input.
    public func run() async {
        if isInteractive, RawTerminal.isAvailable, RawTerminal.enter() {
            await runInteractive(events: RawTerminal.events())
            RawTerminal.restore()
            // The screen is gone: what the app logged stays readable in the terminal.
            let log = TerminalLog.lines
            if !log.isEmpty { writeOut(log.map { "log: \($0)\n" }.joined()) }
        } else {
            await run(lines: StandardInputLines())
        }
    }

    /// Runs on `lines`, one command each, printing every screen as plain text (or, for a host
    /// made interactive without a terminal, clearing before each).
    ///
    /// While it waits for the next line, a screen that changes on its own (a stream, a worker, a
    /// reply) is printed again, with the lines logged since the last one: a script sees every
    /// state its RIBs show, in order with the log, without typing an empty line.
    public func run(lines: some AsyncSequence<String, Never>) async {
        // What the app started before (a deep link given on the command line opening screens over
        // several turns) settles before the first screen, as a command's work does: the first line
        // read is typed on the screen the link opened, not on one it was about to cover.
        await settle()
        draw()
        let watcher = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(50))
                self?.redrawIfChangedOnItsOwn()
            }
        }
        defer { watcher.cancel() }
        for await line in lines {
            let command = line.trimmingWhitespace()
            if command == "quit" { break }
            guard screen != nil else { break }
            isHandlingLine = true
            if !command.isEmpty { dispatch(command) }
            await settle()
            draw()
            isHandlingLine = false
        }
        // Lines logged after the last screen (on the way out) are printed too.
        let rest = TerminalLog.takeUnshown()
        if !rest.isEmpty { output(rest.map { "log: \($0)\n" }.joined()) }
    }

    /// What is on screen now.
    public var screen: (any TerminalView)? {
        (rootViewControllable as? any TerminalView)?.topmost
    }

    /// The current screen as plain text, as the non-interactive mode prints it.
    public func screenText() -> String {
        guard let frame = currentFrame(prompt: "") else { return "(nothing on screen)" }
        var lines = ["== \(frame.title) =="] + frame.body
        if !frame.commands.isEmpty { lines.append("commands: \(frame.commands.joined(separator: ", "))") }
        if let message = frame.message { lines.append(message) }
        return lines.joined(separator: "\n")
    }

    // MARK: - Commands and keys

    /// Gives `command` to the host's own commands, else to the root (which forwards it to the
    /// screen on top); an unknown one gets a hint.
    private func dispatch(_ command: String) {
        message = nil
        if let url = Self.deepLink(in: command), let openURL {
            openURL(url)
            return
        }
        guard let root = rootViewControllable as? any TerminalView, let screen else { return }
        // `back` is the host's where it offers it; a screen that lists `back` keeps its own.
        if command == "back", screen.isClosableByUser, !screen.commands.contains("back") { return goBack() }
        if !root.handle(command) {
            if command == "back" { return goBack() }
            let known = (offeredCommands(of: screen) + ["quit"]).joined(separator: ", ")
            message = "? unknown command '\(command)' (try one of: \(known))"
        }
    }

    /// The screen's commands, and `back` where the back key closes it.
    private func offeredCommands(of screen: any TerminalView) -> [String] {
        screen.isClosableByUser && !screen.commands.contains("back") ? screen.commands + ["back"] : screen.commands
    }

    /// The back key: closes the screen on top if its RIB's parent can take it back.
    private func goBack() {
        guard let screen, screen.isClosableByUser else {
            message = "? nothing to go back to from this screen"
            return
        }
        screen.reportClosedByUser()
    }

    /// The URL of `open <url>` when it has a scheme (`app://…`); `nil` for a screen's own
    /// command, such as `open 1`.
    static func deepLink(in command: String) -> String? {
        guard command.hasPrefix("open ") else { return nil }
        let target = String(command.dropFirst("open ".count)).trimmingWhitespace()
        return target.contains("://") && !target.contains(" ") ? target : nil
    }

    private func runInteractive(events: AsyncStream<TerminalEvent>) async {
        var editor = LineEditor()
        var drawn = drawFullScreen(prompt: editor.text, unless: nil)
        for await event in events {
            switch event {
            case .tick:
                // Work the app finished on its own (a reply, a stream) shows without a key.
                drawn = drawFullScreen(prompt: editor.text, unless: drawn)
                continue
            case .resize:
                drawn = nil
            case .key(let key):
                switch editor.handle(key) {
                case .quit:
                    return
                case .submit(let command):
                    if command == "quit" { return }
                    dispatch(command)
                    await settle()
                case .forward(let key):
                    message = nil
                    let used = (rootViewControllable as? any TerminalView)?.handle(key: key) ?? false
                    if !used, key == .escape { goBack() }
                    await settle()
                case .edited, .none:
                    break
                }
            }
            guard screen != nil else { return }
            drawn = drawFullScreen(prompt: editor.text, unless: drawn)
        }
    }

    // MARK: - Drawing

    private func currentFrame(prompt: String) -> ScreenFrame? {
        guard let screen else { return nil }
        return ScreenFrame(
            title: screen.title, body: screen.render(), commands: offeredCommands(of: screen), message: message,
            prompt: prompt,
            log: TerminalLog.recent(3)
        )
    }

    /// Prints the screen again if it changed since it was last printed, unless a typed line is
    /// being handled (its screen comes when the line's work has settled).
    private func redrawIfChangedOnItsOwn() {
        guard !isHandlingLine, screen != nil, screenText() != lastDrawn else { return }
        draw()
    }

    private func draw() {
        lastDrawn = screenText()
        if isInteractive {
            output("\u{1B}[2J\u{1B}[H" + screenText() + "\n> ")
        } else {
            // The lines logged while this screen came about, under it.
            let log = TerminalLog.takeUnshown().map { "log: \($0)\n" }.joined()
            output(screenText() + "\n" + log + String(repeating: "-", count: 40) + "\n")
        }
    }

    /// Draws the frame unless it is `previous` (what is on the terminal already); returns what
    /// is on the terminal now.
    private func drawFullScreen(prompt: String, unless previous: String?) -> String? {
        guard let frame = currentFrame(prompt: prompt) else { return previous }
        let size = RawTerminal.size()
        let text = frame.ansi(columns: size.columns, rows: size.rows)
        if text != previous { writeOut(text) }
        return text
    }

    /// Lets the work a command started (stream deliveries, subscriptions: jobs on the main
    /// actor) run before the screen is drawn. Each turn suspends the host for a millisecond, so
    /// every queued job runs whatever its priority (a `Task.yield()` lets a higher-priority host
    /// task be picked again first); the screen is drawn once it has stayed the same for a few
    /// turns. A bound keeps a RIB that never settles from stalling the prompt; a screen that says
    /// it is busy is waited for first (10 s at most).
    private func settle() async {
        // A busy screen (a request on its way) is waited for, up to a bound, in steps that
        // leave the main actor free for the reply.
        for _ in 0..<2_000 where screen?.isBusy == true {
            try? await Task.sleep(for: .milliseconds(5))
        }
        var stableTurns = 0
        var last = screenText()
        for _ in 0..<200 {
            try? await Task.sleep(for: .milliseconds(1))
            let current = screenText()
            if current == last {
                stableTurns += 1
                if stableTurns >= 3 { return }
            } else {
                stableTurns = 0
                last = current
            }
        }
    }
}

extension TerminalHost {
    /// Runs the app (see ``run()``), then judges every leak check of the session: at once for
    /// the objects that went, when its time has come for one still alive (so an object released a
    /// moment after the session ends is not reported, and the exit waits at most its check time);
    /// writes `name: N leak checks, no leaks` (or the number of leaks) to standard error, and
    /// returns the exit status, 1 if anything leaked. Leaks are printed as they are found.
    ///
    /// ```swift
    /// root.launch(from: host)
    /// exit(await host.runJudgingLeaks(appName: "tictactoe"))
    /// ```
    public func runJudgingLeaks(appName: String, detector: LeakDetector = .shared) async -> Int32 {
        detector.leakHandler = { report in
            writeUnbuffered("[RIBs] leak: \(report) \(report.likelyCause)\n", toFileDescriptor: 2)
        }
        await run()
        // What the runtime cancelled (subscriptions of detached RIBs) ends first; an object still
        // held is judged in its time, not before.
        await detector.judgeEveryCheckInItsTime()
        let leaks = detector.reports.count
        writeUnbuffered(
            "\(appName): \(detector.checksRegistered) leak checks, \(leaks == 0 ? "no leaks" : "\(leaks) leaks")\n",
            toFileDescriptor: 2)
        return leaks == 0 ? 0 : 1
    }
}
