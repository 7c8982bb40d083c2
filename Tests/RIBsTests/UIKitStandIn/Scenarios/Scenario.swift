// One scenario of the catalogue, for one kind of RIB view, and what every scenario checks after
// UIKit took views away: each RIB whose view left is detached by its parent, the deepest first;
// the parents' fields are cleared and each is told once; the RIBs and views deallocate; and
// routing again builds the child again.
import RIBs
import RIBsUIKit
import UIKit

@MainActor
final class Scenario {
    let entry: String
    let hosted: Bool
    private var failures: [String] = []

    init(_ entry: String, hosted: Bool) {
        self.entry = entry
        self.hosted = hosted
        Told.log = []
    }

    func check(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition { failures.append(what()) }
    }

    /// Prints `ok: <entry> [UIKit]` (or `[SwiftUI hosting]`), or what failed.
    func report() {
        let name = "\(entry) [\(hosted ? "SwiftUI hosting" : "UIKit")]"
        print(failures.isEmpty ? "ok: \(name)" : "FAIL: \(name): \(failures.joined(separator: "; "))")
    }

    /// Waits until twenty turns in a row ran with no stand-in animation (the turns after one,
    /// where RIBsUIKit checks what left, and a transition a queued task starts late, as a
    /// stream-style view's presentation does, some turns after its node attached); gives up,
    /// saying so, after 2,000 turns. Waiting only for what ran when it began let a presentation
    /// that began during the quiet turns still be running when the person pulled its sheet down,
    /// before the sheet appeared (CI's sanitizers, 1 run in 2).
    func settle() async {
        var turns = 0
        var quiet = 0
        while quiet < 20, turns < 2_000 {
            await Task.yield()
            turns += 1
            quiet = StandInIsAnimating ? 0 : quiet + 1
        }
        check(quiet >= 20, "the stand-in's animations did not end within 2,000 turns")
    }

    /// Settles, then waits until `condition` holds, for at most five seconds of the clock, and
    /// checks it: a stream-style parent hears its view container's close through a stream,
    /// some turns later, and later still under a sanitizer, where twenty turns were not enough.
    func settle(until condition: () -> Bool, _ what: @autoclosure () -> String) async {
        await settle()
        let deadline = ContinuousClock.now + .seconds(5)
        while !condition(), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
        check(condition(), "\(what()) (after five seconds)")
    }

    /// Checks that the parents were told exactly `told` ("Root closed Detail"), in that order
    /// (the deepest first), and that what `gone` tracks deallocated.
    func expectClosed(told: [String], gone: [Tracked]) {
        check(Told.log == told, "the parents were told \(Told.log), expected \(told)")
        for tracked in gone {
            check(tracked.router == nil, "\(tracked.name) was not deallocated")
            check(tracked.view == nil, "\(tracked.name)'s view was not deallocated")
        }
    }

    /// Checks that `parent` no longer holds or has `child` attached.
    func expectDetached(_ child: String, from parent: ScreenRouter) {
        check(parent.routed[child] == nil, "\(parent.name)'s field still holds \(child)")
        check(!parent.children.contains { $0.name == child }, "\(child) is still attached to \(parent.name)")
    }

    /// Checks that nothing was closed: every RIB in `attached` still is, and no parent was told.
    func expectNothingClosed(_ attached: [(parent: ScreenRouter, child: String)]) {
        check(Told.log.isEmpty, "the parents were told \(Told.log) of a close nobody made")
        for (parent, child) in attached {
            check(parent.routed[child] != nil, "\(parent.name)'s field lost \(child)")
            check(parent.children.contains { $0.name == child }, "\(child) was detached from \(parent.name)")
        }
    }

    /// Routes `parent` to `child` again, which must build it anew and show it.
    func expectRoutesAgain(_ parent: ScreenRouter, to child: String, show: (ScreenRouter) -> Void) async {
        let again = parent.route(to: child, show: show)
        await settle()
        check(parent.builds[child] == 2, "routing to \(child) again built it \(parent.builds[child] ?? 0) times")
        check(again.viewControllable.isInViewHierarchy, "\(child), routed to again, is not on screen")
    }
}

/// A RIB and its view, held weakly: what keeps them after the scenario is a leak.
@MainActor
struct Tracked {
    let name: String
    weak var router: ScreenRouter?
    weak var view: UIViewController?

    init(_ router: ScreenRouter) {
        name = router.name
        self.router = router
        view = router.viewController
    }
}
