import Foundation
import TestSupport
import Testing

/// A new user's app, made with `ribs` commands and the user's own lines only (``RidesApp``):
/// five RIBs, a viewless one with a shared service and a worker, a builder parameter, a deep link
/// through three RIBs. The package starts as `swift package init --type executable` writes it;
/// right after `ribs new Root --launch` it builds; at the end it builds with warnings as errors,
/// its generated tests pass, and it plays from a pipe, deep link and live screens included.
///
/// It prints the lines of non-business code the user typed, which issue 29 set at 40 at most.
@Suite(.serialized, .endToEnd) struct RidesPackageTests {
    @Test func madeWithTheCommandsItBuildsPassesItsTestsAndPlays() async throws {
        let sandbox = try PackageSandbox("Rides", fixture: nil)
        defer { sandbox.remove() }
        let (swiftPMManifest, userManifest) = try await sandbox.initializeExecutable(named: "Rides")

        for edit in RidesApp.service { try edit.apply(in: sandbox.package) }
        try await sandbox.ribs(RidesApp.create[0])
        // The entry point took the place of SwiftPM's hello world: the package builds and runs.
        let launched = try await sandbox.swift(["build"])
        #expect(launched.status == 0, "right after ribs new Root --launch:\n\(launched.output.suffix(3_000))")
        for command in RidesApp.create.dropFirst() { try await sandbox.ribs(command) }
        for edit in RidesApp.beforeAttach { try edit.apply(in: sandbox.package) }
        for command in RidesApp.attach { try await sandbox.ribs(command) }
        for edit in RidesApp.afterAttach { try edit.apply(in: sandbox.package) }

        let tested = try await sandbox.swift(["test"])
        #expect(tested.status == 0, "\(tested.output.suffix(6_000))")
        // Every generated test ran: two a RIB (10), one a child attached (4) and one more a child with a view the person closes (1: those attached as their parents start are not closable), the worker's, the
        // workflow's two and its steps' two on the real tree, and SwiftPM's.
        #expect(tested.output.contains("Test run with 21 tests in 12 suites passed"), "\(tested.output.suffix(3_000))")

        try await play(sandbox)

        let wiring = RidesApp.edits.wiringLines
        let business = RidesApp.edits.businessLines
        let manifestLines = Self.linesAdded(to: swiftPMManifest, in: userManifest)
        // Without the tools, every line of code but the business logic is typed (SwiftPM's
        // hello-world test aside).
        let without = try sandbox.codeLines(in: ["Sources/Rides", "Tests/RidesTests"]) - business
        print(
            "Rides: \(wiring) lines of non-business code typed by hand with the ribs commands; \(without) without them (\(business) lines of business logic either way); \(manifestLines) lines added to SwiftPM's Package.swift"
        )
        #expect(without > 300, "the count without the tools looks wrong: \(without)")
        #expect(wiring <= 40, "\(wiring) hand-written lines of non-business code (target: 40 at most)")
        #expect(wiring > 0 && RidesApp.edits.businessLines > 50, "the counts look wrong")
    }

    /// Signs in with a link waiting, which opens its ride at once; the ride's screen is drawn
    /// again as the worker moves it on, though no line is typed; another link from the list
    /// replaces it; then the list and the detail by hand.
    func play(_ sandbox: PackageSandbox) async throws {
        let app = try InteractiveProcess(
            executable: sandbox.builtProduct("Rides"), arguments: ["rides://openRide?rideID=R2"])
        let separator = String(repeating: "-", count: 40)
        let first = await app.read(until: separator, within: 60)
        #expect(first?.contains("Who is riding? Type your name.") == true, "\(first ?? "no first screen")")
        #expect(app.send("Alan"))
        let opened = await app.read(until: separator, within: 30)
        #expect(opened?.contains("Ride R2 with Grace") == true, "the link waited for the sign-in: \(opened ?? "")")
        // The worker moves the ride on; the screen follows it without a line typed.
        let arrived = await app.read(untilLineStartingWith: "Status: arrived", within: 60)
        #expect(arrived != nil, "the ride's screen was not drawn again as the ride moved on")
        #expect(app.send("open app://openRide?rideID=R1"))
        let replaced = await app.read(untilLineStartingWith: "Ride R1 with Ada", within: 30)
        #expect(replaced != nil, "a link from the list opens its ride")
        #expect(app.send("close"))
        let list = await app.read(untilLineStartingWith: "R2  Grace: arrived", within: 30)
        #expect(list != nil, "closing shows the list")
        #expect(app.send("quit"))
        let end = await app.finish()
        #expect(end.status == 0, "\(end.output)")
        #expect(end.output.contains("no leaks"), "\(end.output)")
    }

    /// The lines of `edited` (code, not comments or blank lines) that `original` does not have.
    static func linesAdded(to original: String, in edited: String) -> Int {
        func code(_ text: String) -> [String] {
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("//") }
        }
        var remaining = code(original)
        var added = 0
        for line in code(edited) {
            if let index = remaining.firstIndex(of: line) { remaining.remove(at: index) } else { added += 1 }
        }
        return added
    }
}
