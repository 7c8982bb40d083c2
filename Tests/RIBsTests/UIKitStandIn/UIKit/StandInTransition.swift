// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// When a stand-in transition ends (see UIViewController.swift): at once when it is not animated;
// when it is, on a later turn of the main actor, as UIKit's animations end on a later pass of the
// run loop. Its `did` callbacks and its completion then come in one turn, the completion last.

@MainActor
enum StandInTransition {
    /// Transitions begun and not ended yet.
    static var running = 0

    static func end(animated: Bool, _ finish: @escaping @MainActor () -> Void) {
        guard animated else { return finish() }
        running += 1
        Task { @MainActor in
            // The turns an animation lasts, at least: the app's own work queued meanwhile runs
            // before its end, as it would during an animation.
            for _ in 0..<3 { await Task.yield() }
            running -= 1
            finish()
        }
    }
}

/// Whether a stand-in animation is still running: a scenario waits for none before it checks.
@MainActor
public var StandInIsAnimating: Bool { StandInTransition.running > 0 }
