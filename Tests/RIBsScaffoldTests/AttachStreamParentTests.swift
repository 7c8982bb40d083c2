import Foundation
import TestSupport
import Testing

@testable import RIBsScaffold

/// `ribs attach` of a classic child under a stream-style parent (issue 57): the parent's router
/// attaches the child's router through its node, its interactor becomes the listener, and a
/// component made of its dependency struct meets the child's dependency protocol. The golden
/// case is in ``AttachTests`` (stream-view); these are the listener, the scope and the note.
@Suite(.ownThreads) struct AttachStreamParentTests {
    @Test func theListenersMethodsAreStubbedAndTheDependencyIsMadeOfTheParents() async throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Player", .stream, dependencies: ["volume:Int"])
        try sandbox.new("Settings", .view, parameters: ["section:String"])
        let interactorPath = "Sources/App/Settings/SettingsInteractor.swift"
        try sandbox.write(
            try sandbox.text(interactorPath).replacingOccurrences(
                of: "protocol SettingsListener: AnyObject {}\n",
                with: "protocol SettingsListener: AnyObject {\n    func settingsDidClose()\n}\n"),
            to: interactorPath)
        let builderPath = "Sources/App/Settings/SettingsBuilder.swift"
        try sandbox.write(
            try sandbox.text(builderPath).replacingOccurrences(
                of: "protocol SettingsDependency: Dependency {}\n",
                with:
                    "protocol SettingsDependency: Dependency {\n    var volume: Int { get }\n    var theme: String { get }\n}\n"
            ),
            to: builderPath)
        let plan = try sandbox.attach("Settings", to: "Player")

        let router = try sandbox.text("Sources/App/Player/PlayerRouter.swift")
        #expect(router.contains("    func routeToSettings(listener: any SettingsListener, section: String) {\n"))
        #expect(router.contains("        detachSettings()\n"))  // built with a value: replaces the one shown
        #expect(
            router.contains(
                "        node.attach(settings, as: .present, onUserClose: { [weak self] in self?.detachSettings() })\n")
        )
        let interactor = try sandbox.text("Sources/App/Player/PlayerInteractor.swift")
        #expect(interactor.contains("final class PlayerInteractor: PlayerInteracting, SettingsListener {"))
        #expect(interactor.contains("    func settingsDidClose() {\n"))
        let scope = try sandbox.text("Sources/App/Player/PlayerComponent+Settings.swift")
        #expect(
            scope.contains("final class PlayerSettingsComponent: Component<PlayerDependency>, SettingsDependency {"))
        #expect(scope.contains("    var theme: String {\n        dependency.theme\n    }"))
        // The struct gains what it lacks, and the note says to give it where Player is built.
        #expect(try sandbox.text("Sources/App/Player/PlayerBuilder.swift").contains("    let theme: String\n"))
        #expect(plan.notes.contains { $0.description.contains("PlayerDependency now has theme, which Settings needs") })

        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles().filter { $0.root == .sources })
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(module.errors)")
    }

    @Test func attachingTwiceWritesNothing() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Player", .stream)
        try sandbox.new("Settings", .view)
        try sandbox.attach("Settings", to: "Player")
        let before = try sandbox.scaffoldFiles()
        #expect {
            try sandbox.attach("Settings", to: "Player")
        } throws: { error in
            "\(error)".hasPrefix("Sources/App/Player/PlayerRouter.swift:")
                && "\(error)".contains("PlayerRouter already routes to Settings: nothing was written.")
        }
        #expect(try sandbox.scaffoldFiles() == before)
    }
}
