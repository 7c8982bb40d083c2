import Foundation
import TestSupport
import Testing

@testable import RIBsDependencyGraph
@testable import RIBsDeps
@testable import RIBsScaffold
@testable import RIBsSource

/// `ribs new`, `ribs attach` and `ribs deps` agree: in a target that uses RIBsDepsPlugin, a tree
/// made with the two commands, whose leaf needs what only the app provides, compiles with the
/// generated file and nothing written by hand in between.
@Suite(.ownThreads) struct DepsScaffoldTests {
    @Test func aThreeLevelTreeNeedsNoHandWrittenForwarding() async throws {
        let sandbox = try ScaffoldSandbox.generatingDependencies()
        defer { sandbox.remove() }
        #expect(try sandbox.layout.generatesDependencies)
        try sandbox.new("Root", .launch)
        try sandbox.new("LoggedIn", .viewless)
        try sandbox.new("OffGame", .view)
        try sandbox.attach("LoggedIn", to: "Root")
        let plan = try sandbox.attach("OffGame", to: "LoggedIn")
        #expect(!plan.changes.contains { $0.path.contains("Component+") }, "no component extension with ribs deps")
        // The leaf needs the web service; only the app's component makes it.
        try sandbox.write(
            try sandbox.text("Sources/App/OffGame/OffGameBuilder.swift").replacingOccurrences(
                of: "protocol OffGameDependency: Dependency, OffGamePassThrough {}\n",
                with:
                    "protocol OffGameDependency: Dependency, OffGamePassThrough {\n    var webService: String { get }\n}\n"
            ),
            to: "Sources/App/OffGame/OffGameBuilder.swift")
        try sandbox.write(
            try sandbox.text("Sources/App/Root/RootApp.swift").replacingOccurrences(
                of: "final class AppComponent: Component<any EmptyDependency>, RootDependency {\n",
                with:
                    "final class AppComponent: Component<any EmptyDependency>, RootDependency {\n    var webService: String { \"web\" }\n"
            ),
            to: "Sources/App/Root/RootApp.swift")

        let run = try Self.deps(sandbox)
        #expect(!run.hasErrors, "\(run.diagnostics)")
        let generated = run.generated(module: "App")
        #expect(
            generated.contains("protocol LoggedInPassThrough: RIBs.Dependency {\n    var webService: String { get }\n}")
        )
        #expect(
            generated.contains("protocol RootPassThrough: RIBs.Dependency {\n    var webService: String { get }\n}"))
        try sandbox.write(generated, to: "Sources/App/RIBsDeps.generated.swift")
        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles())
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "the tree does not compile with the generated file:\n\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(module.errors)")
        guard module.status == 0 else { return }
        let tests = try await compiled.typecheckTests()
        #expect(tests.status == 0, "\(tests.errors)")

        // Without the app's web service, the leaf's requirement line says so.
        try sandbox.write(
            try sandbox.text("Sources/App/Root/RootApp.swift").replacingOccurrences(
                of: "    var webService: String { \"web\" }\n", with: ""),
            to: "Sources/App/Root/RootApp.swift")
        let missing = try Self.deps(sandbox)
        #expect(
            missing.diagnostics.filter { !$0.isWarning }.map(\.description).contains {
                $0.hasSuffix(
                    "OffGame/OffGameBuilder.swift:7:9: error: OffGame needs webService: String, which no component on the path App → Root → LoggedIn → OffGame provides"
                )
            }, "\(missing.diagnostics)")
    }

    /// Issue 63: the same through every style. Root (launch) → Home (stream) → Account (classic)
    /// → Form (RVB) → Note (stream); Form and Note need a ledger only the app makes. The commands
    /// write no component extension where `ribs deps` forwards, each struct gains the field and
    /// passes it where it is made, and the tree compiles with the generated file alone.
    @Test func aTreeThroughEveryStyleNeedsNoHandWrittenForwarding() async throws {
        let sandbox = try ScaffoldSandbox.generatingDependencies()
        defer { sandbox.remove() }
        try sandbox.write(
            "/// @mockable\n@MainActor\nprotocol Ledger: AnyObject, Sendable {}\n", to: "Sources/App/Ledger.swift")
        try sandbox.new("Root", .launch)
        try sandbox.new("Home", .stream)
        try sandbox.new("Account", .view)
        try sandbox.new("Form", .rvb, dependencies: ["ledger:any Ledger"])
        try sandbox.new("Note", .stream, dependencies: ["ledger:any Ledger"])
        var plans = [try sandbox.attach("Home", to: "Root"), try sandbox.attach("Account", to: "Home")]
        plans += [try sandbox.attach("Form", to: "Account"), try sandbox.attach("Note", to: "Form")]
        let extensions = plans.flatMap(\.changes).map(\.path).filter { $0.hasSuffix("Component+Form.swift") }
        #expect(extensions.isEmpty, "ribs deps forwards what Account's component lacks: \(extensions)")
        try sandbox.write(
            try sandbox.text("Sources/App/Root/RootApp.swift").replacingOccurrences(
                of: "final class AppComponent: Component<any EmptyDependency>, RootDependency {\n",
                with:
                    "final class AppComponent: Component<any EmptyDependency>, RootDependency {\n    var ledger: any Ledger { fatalError(\"the app's\") }\n"
            ),
            to: "Sources/App/Root/RootApp.swift")
        // Account, a classic RIB, asks for it: Home's struct does not have it, and says so.
        try sandbox.write(
            try sandbox.text("Sources/App/Account/AccountBuilder.swift").replacingOccurrences(
                of: "protocol AccountDependency: Dependency, AccountPassThrough {}\n",
                with:
                    "protocol AccountDependency: Dependency, AccountPassThrough {\n    var ledger: any Ledger { get }\n}\n"
            ),
            to: "Sources/App/Account/AccountBuilder.swift")
        let missing = try Self.deps(sandbox)
        #expect(
            missing.diagnostics.map(\.message).contains {
                $0.hasPrefix(
                    "Account needs ledger: any Ledger, which HomeDependency does not have, on the path App → Root → Home → Account"
                )
            }, "\(missing.diagnostics)")
        // Given to Home's struct where its parent makes it (as ribs attach would, for a child that
        // needs it), the tree is whole.
        try sandbox.write(
            try sandbox.text("Sources/App/Home/HomeBuilder.swift").replacingOccurrences(
                of: "struct HomeDependency {}", with: "struct HomeDependency {\n    let ledger: any Ledger\n}"),
            to: "Sources/App/Home/HomeBuilder.swift")
        for path in ["Sources/App/Root/RootBuilder.swift", "Tests/AppTests/Home/HomeTests.swift"] {
            try sandbox.write(
                try sandbox.text(path).replacingOccurrences(
                    of: "HomeDependency()",
                    with: path.hasPrefix("Tests")
                        ? "HomeDependency(ledger: LedgerMock())" : "HomeDependency(ledger: dependency.ledger)"),
                to: path)
        }
        let run = try Self.deps(sandbox)
        #expect(!run.hasErrors, "\(run.diagnostics)")
        try sandbox.write(run.generated(module: "App"), to: "Sources/App/RIBsDeps.generated.swift")
        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles())
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "the tree does not compile with the generated file:\n\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(module.errors)")
        guard module.status == 0 else { return }
        let tests = try await compiled.typecheckTests()
        #expect(tests.status == 0, "\(tests.errors)")
    }

    static func deps(_ sandbox: ScaffoldSandbox) throws -> DepsRun {
        let sources = try sandbox.files(in: "Sources/App").map {
            DepsGenerator.Source(
                path: sandbox.root + "/Sources/App/" + $0, text: try sandbox.text("Sources/App/" + $0), module: "App")
        }
        return DepsGenerator().run(sources: sources)
    }
}
