import Foundation
import TestSupport
import Testing

/// Issue 40's app, made with `ribs` commands and the user's own lines only (``RecipesApp``): six
/// RIBs, a viewless one with a shared store, a worker on a clock and two screens side by side, a
/// builder parameter, a deep link through Root, Home and RecipeList that waits for the welcome
/// step, the inspector. The package starts as `swift package init --type executable` writes it;
/// at the end it builds with warnings as errors, its generated tests pass (the worker's steps a
/// `ManualClock`), and it plays from a pipe while `ribs tree` reads its inspector.
///
/// It prints the lines of non-business code the user typed, which issue 40 set at 40 at most
/// (the user of the issue typed 108).
@Suite(.serialized, .endToEnd) struct RecipesPackageTests {
    @Test func madeWithTheCommandsItBuildsPassesItsTestsAndPlays() async throws {
        let sandbox = try PackageSandbox("Recipes", fixture: nil)
        defer { sandbox.remove() }
        let (swiftPMManifest, userManifest) = try await sandbox.initializeExecutable(named: "Recipes")

        for edit in RecipesApp.service { try edit.apply(in: sandbox.package) }
        for command in RecipesApp.create { try await sandbox.ribs(command) }
        for edit in RecipesApp.beforeAttach { try edit.apply(in: sandbox.package) }
        for command in RecipesApp.attach { try await sandbox.ribs(command) }
        for edit in RecipesApp.afterAttach { try edit.apply(in: sandbox.package) }
        let entryPoint = try String(
            contentsOf: sandbox.package.appendingPathComponent("Sources/Recipes/Recipes.swift"), encoding: .utf8)
        #expect(entryPoint.contains("RIBsInspector.start(root: launchRouter)"), "the entry point takes --inspect")

        let tested = try await sandbox.swift(["test"])
        #expect(tested.status == 0, "\(tested.output.suffix(6_000))")
        // Every generated test ran: two a RIB (12), one a child attached (5) and one more a child with a view the person closes (1: those attached as their parents start are not closable), the worker's two,
        // the workflow's two and its steps' two on the real tree, and SwiftPM's.
        #expect(tested.output.contains("Test run with 25 tests in 14 suites passed"), "\(tested.output.suffix(3_000))")
        #expect(tested.output.contains("beatsAsTheClockMovesAndStopsWithItsInteractor() passed"))

        try await play(sandbox)

        let wiring = RecipesApp.edits.wiringLines
        let business = RecipesApp.edits.businessLines
        let manifestLines = RidesPackageTests.linesAdded(to: swiftPMManifest, in: userManifest)
        let without = try sandbox.codeLines(in: ["Sources/Recipes", "Tests/RecipesTests"]) - business
        print(
            "Recipes: \(wiring) lines of non-business code typed by hand with the ribs commands; \(without) without them (\(business) lines of business logic either way); \(manifestLines) lines added to SwiftPM's Package.swift"
        )
        #expect(without > 400, "the count without the tools looks wrong: \(without)")
        #expect(wiring <= 40, "\(wiring) hand-written lines of non-business code (target: 40 at most)")
        #expect(wiring > 0 && business > 50, "the counts look wrong")
    }

    /// Starts with a link waiting and the inspector on: the welcome step first, then Home's two
    /// screens side by side with the recipe the link asked for; `ribs tree` shows each RIB that
    /// follows the store bound to it; a star reaches the favourites beside; the worker marks a
    /// recipe fresh on its clock; quitting finds no leak.
    func play(_ sandbox: PackageSandbox) async throws {
        let app = try InteractiveProcess(
            executable: sandbox.builtProduct("Recipes"), arguments: ["--inspect", "app://openRecipe?recipeID=R2"])
        let prefix = "recipes: RIBs inspector on "
        let announced = await app.read(untilLineStartingWith: prefix, within: 60)
        let url = String(try #require(announced, "no inspector URL").dropFirst(prefix.count))
        let welcome = await app.read(untilLineStartingWith: "Welcome to Recipes.", within: 30)
        #expect(welcome != nil, "the welcome step comes first")
        #expect(app.send("start"))
        // The link's steps run once Home is attached; the recipe then shows in RecipeList's place,
        // beside the favourites.
        let opened = await app.read(untilLineStartingWith: "Recipe R2: Bread", within: 30)
        #expect(opened != nil, "the link waited for the welcome step, then opened its recipe")
        let beside = await app.read(untilLineStartingWith: "-- Favorites --", within: 10)
        #expect(beside != nil, "Home's two screens are shown side by side")

        let tree = try await ChildProcess.product("ribs", arguments: ["tree", url]).run()
        #expect(tree.status == 0, "\(tree.errors)")
        for line in ["RecipeList", "Favorites", "RecipeDetail"] {
            #expect(
                tree.output.split(separator: "\n").contains { $0.contains("\(line) #") && $0.hasSuffix("bound: 1") },
                "\(line) follows the store: \(tree.output)")
        }

        #expect(app.send("star"))
        let starred = await app.read(untilLineStartingWith: "* Bread", within: 30)
        #expect(starred != nil, "the favourites beside the list show the star")
        #expect(app.send("close"))
        let fresh = await app.read(untilLineStartingWith: "R1  Soup (fresh)", within: 30)
        #expect(fresh != nil, "the worker marks a recipe fresh every 2 s")
        #expect(app.send("quit"))
        let end = await app.finish()
        #expect(end.status == 0, "\(end.output)")
        #expect(end.output.contains("no leaks"), "\(end.output)")
    }

}
