import Foundation
import TestSupport
import Testing

@testable import RIBsScaffold
@testable import RIBsSource

/// `ribs attach`: the edits of the parent's files for every pair of shapes, as golden files
/// (`AttachGolden/<case>/…`, the files the plan writes), each result compiled with its tests and
/// mocks; and the refusals, which name the file, the line and what was expected, and write
/// nothing.
@Suite(.ownThreads) struct AttachTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "AttachGolden")

    struct Case: CustomTestStringConvertible, Sendable {
        var parent: (name: String, shape: RIBShape)
        var child: (name: String, shape: RIBShape)
        /// The child's `--param`s, which the parent's `routeTo<Child>(…)` takes and passes on.
        var childParameters: [String] = []
        /// The child's `--dependency`s (a stream-style child's struct, made of the parent's scope).
        var childDependencies: [String] = []
        /// The child's `--output`s (a stream-style child's or an RVB module's values).
        var childOutputs: [String] = []
        /// `ribs attach --actionable`.
        var actionable = false
        var folder: String {
            "\(parent.shape.rawValue)-\(child.shape.rawValue)" + (childParameters.isEmpty ? "" : "-parameters")
                + (actionable ? "-actionable" : "")
        }
        var testDescription: String { "\(child.name) to \(parent.name) (\(folder))" }
    }

    static let cases: [Case] = [
        Case(parent: ("Login", .view), child: ("CreateAccount", .view)),
        Case(parent: ("Root", .launch), child: ("LoggedOut", .view)),
        Case(parent: ("Root", .launch), child: ("LoggedIn", .viewless)),
        Case(parent: ("LoggedIn", .viewless), child: ("OffGame", .view)),
        Case(parent: ("LoggedIn", .viewless), child: ("Game", .viewless)),
        Case(parent: ("Profile", .presenter), child: ("AvatarPicker", .presenter)),
        Case(parent: ("RideList", .view), child: ("RideDetail", .view), childParameters: ["rideID:String"]),
        Case(parent: ("SignedIn", .viewless), child: ("RideList", .view), actionable: true),
        Case(parent: ("Episodes", .view), child: ("Player", .stream)),
        Case(parent: ("Player", .stream), child: ("Settings", .view)),
        Case(
            parent: ("LoggedIn", .viewless), child: ("Player", .stream), childParameters: ["trackID:String"],
            childDependencies: ["baseURL:String"]),
        // Issue 63: every pair of styles, the ones above included.
        Case(parent: ("Account", .view), child: ("Sync", .viewless)),
        Case(
            parent: ("Account", .view), child: ("Form", .rvb), childParameters: ["amount:Int"],
            childDependencies: ["ledger:String"], childOutputs: ["saved:Int"]),
        Case(parent: ("Session", .viewless), child: ("Form", .rvb)),
        Case(parent: ("Root", .launch), child: ("Home", .stream)),
        Case(parent: ("Root", .launch), child: ("Form", .rvb)),
        Case(parent: ("Feed", .stream), child: ("Sync", .viewless)),
        Case(
            parent: ("Feed", .stream), child: ("Player", .stream), childParameters: ["trackID:String"],
            childDependencies: ["volume:Int"], childOutputs: ["chose:String"]),
        Case(parent: ("Feed", .stream), child: ("Form", .rvb), childOutputs: ["saved:Int"]),
        Case(parent: ("Checkout", .rvb), child: ("Settings", .view)),
        Case(parent: ("Checkout", .rvb), child: ("Sync", .viewless)),
        Case(parent: ("Checkout", .rvb), child: ("Player", .stream), childOutputs: ["chose:String"]),
        Case(
            parent: ("Checkout", .rvb), child: ("Form", .rvb), childParameters: ["amount:Int"],
            childDependencies: ["ledger:String"]),
    ]

    /// The shapes a parent and a child can have: one of each style, and a launch RIB as parent.
    static let parentShapes: [RIBShape] = [.view, .viewless, .stream, .rvb, .launch]
    static let childShapes: [RIBShape] = [.view, .viewless, .stream, .rvb]

    /// Every pair of styles is a golden case (issue 63: the spec is the product of the styles).
    @Test func everyPairOfStylesHasAGoldenCase() {
        let covered = Set(Self.cases.map { "\($0.parent.shape.rawValue)-\($0.child.shape.rawValue)" })
        for parent in Self.parentShapes {
            for child in Self.childShapes {
                #expect(
                    covered.contains("\(parent.rawValue)-\(child.rawValue)"),
                    "no case attaches a \(child) child to a \(parent) parent")
            }
        }
    }

    static func attached(_ test: Case) throws -> (ScaffoldSandbox, AttachPlan) {
        let sandbox = try ScaffoldSandbox()
        try sandbox.new(test.parent.name, test.parent.shape)
        try sandbox.new(
            test.child.name, test.child.shape, parameters: test.childParameters, dependencies: test.childDependencies,
            outputs: test.childOutputs)
        return (sandbox, try sandbox.attach(test.child.name, to: test.parent.name, actionable: test.actionable))
    }

    @Test(arguments: cases)
    func editsMatchTheGoldenFilesAndCompile(test: Case) async throws {
        let (sandbox, plan) = try Self.attached(test)
        defer { sandbox.remove() }
        for change in plan.changes {
            let relative = String(change.path.dropFirst(sandbox.root.count + 1))
            let golden = Self.folder.appendingPathComponent(test.folder).appendingPathComponent(relative)
            try GoldenFile.check(change.contents, at: golden, named: "\(test.folder)/\(relative)")
        }
        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles())
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(test.folder): the attached sources do not compile:\n\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(test.folder): warnings:\n\(module.errors)")
        guard module.status == 0 else { return }
        let tests = try await compiled.typecheckTests()
        #expect(tests.status == 0, "\(test.folder): the tests do not compile after attaching:\n\(tests.errors)")
    }

    @Test func theUsersTextIsKeptExceptWhereLinesGoIn() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Login", .view)
        try sandbox.new("CreateAccount", .view)
        // The user's own code in the parent, in their own style.
        let interactor = try sandbox.text("Sources/App/Login/LoginInteractor.swift").replacingOccurrences(
            of: "        // when Login resigns.\n    }\n",
            with:
                "        // when Login resigns.\n    }\n\n    func didTapLogin(user: String) {  // mine\n        print( user )\n    }\n"
        )
        try sandbox.write(interactor, to: "Sources/App/Login/LoginInteractor.swift")
        try sandbox.attach("CreateAccount", to: "Login")
        let after = try sandbox.text("Sources/App/Login/LoginInteractor.swift")
        #expect(after.contains("    func didTapLogin(user: String) {  // mine\n        print( user )\n"))
        // Every line that was there is still there, in order; an empty protocol's `{}` opens to
        // take the members wired into it.
        let before = interactor.split(separator: "\n", omittingEmptySubsequences: false)
        var remaining = after.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in before {
            let opened = line.hasSuffix(" {}") ? line.dropLast() : line
            guard let index = remaining.firstIndex(where: { $0 == line || $0 == opened }) else {
                Issue.record("the line «\(line)» was changed or moved")
                return
            }
            remaining = remaining[(index + 1)...]
        }
    }

    /// Found by the tutorials: members added to a `{}` on the declaration's own line went
    /// before the declaration, outside it.
    @Test func aParentWhoseBodiesAreEmptyOnOneLineGetsTheMembersInside() throws {
        let sandbox = try ScaffoldSandbox.generatingDependencies()
        defer { sandbox.remove() }
        try sandbox.new("Root", .launch)
        try sandbox.new("LoggedIn", .viewless)
        let builderPath = "Sources/App/Root/RootBuilder.swift"
        let interactorPath = "Sources/App/Root/RootInteractor.swift"
        var builder = try sandbox.text(builderPath)
        let component = try #require(
            builder.range(
                of: #"final class RootComponent: Component<any RootDependency> \{[^}]*\}"#, options: .regularExpression)
        )
        builder.replaceSubrange(component, with: "final class RootComponent: Component<any RootDependency> {}")
        try sandbox.write(builder, to: builderPath)
        var interactor = try sandbox.text(interactorPath)
        let routing = try #require(
            interactor.range(of: #"protocol RootRouting: ViewableRouting \{[^}]*\}"#, options: .regularExpression))
        interactor.replaceSubrange(routing, with: "protocol RootRouting: ViewableRouting {}")
        try sandbox.write(interactor, to: interactorPath)

        try sandbox.attach("LoggedIn", to: "Root")

        let after = try sandbox.text(builderPath)
        let start = try #require(after.range(of: "final class RootComponent: Component<any RootDependency> {\n"))
        #expect(after[..<start.lowerBound].contains("loggedInViewController") == false, "\(after)")
        #expect(after.contains("        rootViewController\n    }\n}\n"), "\(after)")
        #expect(
            try sandbox.text(interactorPath).contains(
                "protocol RootRouting: ViewableRouting {\n    func routeToLoggedIn()\n    func detachLoggedIn()\n}"))
    }

    /// Found by the tutorials: stubs of `present(_:)` in a TerminalViewController, which has
    /// them, were overrides the compiler refused.
    @Test func aTerminalViewControllerGetsNoPresentationStubs() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Login", .view)
        try sandbox.new("CreateAccount", .view)
        let path = "Sources/App/Login/LoginViewController.swift"
        let view = try sandbox.text(path).replacingOccurrences(
            of: "final class LoginViewController: ", with: "final class LoginViewController: TerminalViewController, ")
        try sandbox.write(view, to: path)
        let plan = try sandbox.attach("CreateAccount", to: "Login")
        #expect(try sandbox.text(path) == view)
        #expect(plan.notes.contains { $0.description.contains("TerminalViewController's present(_:) and dismiss(_:)") })
    }

    @Test func listenerMethodsBecomeStubsAndDependenciesAreForwarded() async throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Login", .view)
        try sandbox.new("CreateAccount", .view)
        try sandbox.write(
            try sandbox.text("Sources/App/CreateAccount/CreateAccountInteractor.swift").replacingOccurrences(
                of: "protocol CreateAccountListener: AnyObject {}\n",
                with:
                    "protocol CreateAccountListener: AnyObject {\n    func createAccountDidFinish(name: String)\n    func createAccountDidCancel()\n}\n"
            ),
            to: "Sources/App/CreateAccount/CreateAccountInteractor.swift")
        try sandbox.write(
            try sandbox.text("Sources/App/CreateAccount/CreateAccountBuilder.swift").replacingOccurrences(
                of: "protocol CreateAccountDependency: Dependency {}\n",
                with:
                    "protocol CreateAccountDependency: Dependency {\n    var webService: String { get }\n    var clock: Int { get }\n}\n"
            ),
            to: "Sources/App/CreateAccount/CreateAccountBuilder.swift")
        try sandbox.write(
            try sandbox.text("Sources/App/Login/LoginBuilder.swift").replacingOccurrences(
                of: "protocol LoginDependency: Dependency {}\n",
                with: "protocol LoginDependency: Dependency {\n    var webService: String { get }\n}\n"),
            to: "Sources/App/Login/LoginBuilder.swift")
        let plan = try sandbox.attach("CreateAccount", to: "Login")
        let interactor = try sandbox.text("Sources/App/Login/LoginInteractor.swift")
        #expect(interactor.contains("    // MARK: - CreateAccountListener\n"))
        #expect(interactor.contains("    func createAccountDidFinish(name: String) {\n"))
        #expect(interactor.contains("    func createAccountDidCancel() {\n"))
        let extensionFile = try sandbox.text("Sources/App/Login/LoginComponent+CreateAccount.swift")
        #expect(extensionFile.contains("    var webService: String {\n        dependency.webService\n    }"))
        #expect(extensionFile.contains("    var clock: Int { get }\n"))  // asked of Login's parent
        #expect(
            try sandbox.text("Sources/App/Login/LoginBuilder.swift").contains(
                "protocol LoginDependency: Dependency, LoginDependencyCreateAccount {"))
        #expect(plan.notes.contains { $0.description.contains("Login now asks its own parent for clock") })
        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles())
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(module.errors)")
    }

    @Test func multiLineArgumentListsGetTheirArgumentOnALineOfItsOwn() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Login", .view)
        try sandbox.new("CreateAccount", .view)
        let builder = try sandbox.text("Sources/App/Login/LoginBuilder.swift").replacingOccurrences(
            of: "        return LoginRouter(interactor: interactor, viewController: viewController)\n",
            with:
                "        return LoginRouter(\n            interactor: interactor,\n            viewController: viewController\n        )\n"
        )
        try sandbox.write(builder, to: "Sources/App/Login/LoginBuilder.swift")
        try sandbox.attach("CreateAccount", to: "Login")
        #expect(
            try sandbox.text("Sources/App/Login/LoginBuilder.swift").contains(
                """
                        return LoginRouter(
                            interactor: interactor,
                            viewController: viewController,
                            createAccountBuilder: CreateAccountBuilder(dependency: component)
                        )
                """))
    }

    // MARK: - Refusals

    @Test func attachingTwiceIsRefusedWithThePlace() throws {
        let (sandbox, _) = try Self.attached(Self.cases[0])
        defer { sandbox.remove() }
        let before = try sandbox.scaffoldFiles()
        #expect {
            try sandbox.attach("CreateAccount", to: "Login")
        } throws: { error in
            "\(error)".hasPrefix("Sources/App/Login/LoginRouter.swift:")
                && "\(error)".contains("LoginRouter already routes to CreateAccount: nothing was written.")
        }
        #expect(try sandbox.scaffoldFiles() == before)
    }

    @Test func aParentWithoutTheExpectedShapeIsRefusedWithFileLineAndWhatWasExpected() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Login", .view)
        try sandbox.new("CreateAccount", .view)
        let router = try sandbox.text("Sources/App/Login/LoginRouter.swift").replacingOccurrences(
            of: "ViewableRouter<any LoginInteractable, any LoginViewControllable>", with: "NSObject")
        try sandbox.write(router, to: "Sources/App/Login/LoginRouter.swift")
        let before = try sandbox.scaffoldFiles()
        #expect(
            throws: ScaffoldError(
                "Sources/App/Login/LoginRouter.swift:17: LoginRouter's superclass is NSObject; expected ViewableRouter, LaunchRouter or Router."
            )
        ) {
            try sandbox.attach("CreateAccount", to: "Login")
        }
        #expect(try sandbox.scaffoldFiles() == before)
    }

    /// An RVB module whose view makes its own node (as `ribs new` wrote it before issue 63) has
    /// no view container its builder can give a viewless child: refused, saying what to move.
    @Test func aViewlessChildOfAnRVBModuleWhoseViewMakesTheNodeIsRefused() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Game", .viewless)
        try sandbox.new("ProductDetail", .rvb)
        let builderPath = "Sources/App/ProductDetail/ProductDetailBuilder.swift"
        try sandbox.write(
            try sandbox.text(builderPath).replacingOccurrences(
                of: "        let node = RIBNode(name: \"ProductDetail\")\n", with: ""
            ).replacingOccurrences(of: "node: node,", with: "node: RIBNode(name: \"ProductDetail\"),"),
            to: builderPath)
        let before = try sandbox.scaffoldFiles()
        #expect {
            try sandbox.attach("Game", to: "ProductDetail")
        } throws: { error in
            "\(error)".hasPrefix("Sources/App/ProductDetail/ProductDetailBuilder.swift:")
                && "\(error)".contains("Game has no view: it shows its children in ProductDetail's view container")
                && "\(error)".contains("let node = RIBNode(name: \"ProductDetail\")")
        }
        #expect(try sandbox.scaffoldFiles() == before)
    }

    @Test func aMissingParentOrALaunchChildIsRefused() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Root", .launch)
        try sandbox.new("LoggedOut", .view)
        #expect {
            try sandbox.attach("LoggedOut", to: "Settings")
        } throws: { error in
            "\(error)".contains("the module App declares no SettingsRouter")
        }
        #expect {
            try sandbox.attach("Root", to: "LoggedOut")
        } throws: { error in
            "\(error)".hasPrefix("Sources/App/Root/RootBuilder.swift:")
                && "\(error)".contains(
                    "Root is a launch RIB (build() -> LaunchRouting): it is the root of a tree, not a child.")
        }
    }
}
