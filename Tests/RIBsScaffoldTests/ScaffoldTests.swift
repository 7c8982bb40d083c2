import Foundation
import TestSupport
import Testing

@testable import RIBsScaffold
@testable import RIBsSource

/// The checks `ribs new` makes before it writes, and the all-or-nothing writer under it.
@Suite(.ownThreads) struct ScaffoldTests {
    @Test(
        arguments: ["Login", "LoggedOut", "URLPicker", "A", "Tab2", "Ümlaut_Free"].filter { $0.allSatisfy(\.isASCII) })
    func acceptedNames(name: String) throws {
        #expect(try RIBName(name).value == name)
    }

    @Test(arguments: [
        ("", "the RIB name is empty"),
        ("login", "does not start with a capital letter: RIB names prefix type names, so use Login."),
        ("Log-in", "Log-in is not a Swift identifier"),
        ("2Fast", "2Fast is not a Swift identifier"),
        ("Café", "Café is not a Swift identifier"),
        ("Router", "Router is a Swift keyword, or a name RIBs or the standard library uses"),
        ("Self", "Self is a Swift keyword"),
        ("../Evil", "../Evil is not a Swift identifier"),
    ])
    func refusedNames(name: String, message: String) {
        #expect {
            _ = try RIBName(name)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test(arguments: [
        ("Login", "login"), ("LoggedOut", "loggedOut"), ("URLPicker", "urlPicker"), ("URL", "url"), ("A", "a"),
    ])
    func lowerCamelCase(name: String, lower: String) throws {
        #expect(try RIBName(name).lowerCamel == lower)
    }

    // MARK: - Where files go

    @Test func theOnlySourceFolderIsTheDefaultAndItsTestsFolderIsFound() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        let layout = try PackageLayout(
            directory: sandbox.root + "/Sources", sourcesOption: nil, testsOption: nil, manifest: sandbox.manifest)
        #expect(layout.root == sandbox.root)
        #expect(layout.sources == sandbox.root + "/Sources/App")
        #expect(layout.module == "App")
        #expect(layout.tests == sandbox.root + "/Tests/AppTests")
        #expect(layout.hasTests)
    }

    @Test func aFolderInsideATargetBelongsToItsModule() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(
            atPath: sandbox.root + "/Sources/App/Features", withIntermediateDirectories: true)
        let layout = try PackageLayout(
            directory: sandbox.root, sourcesOption: "Sources/App/Features", testsOption: nil, manifest: sandbox.manifest
        )
        #expect(layout.module == "App")
        #expect(layout.sources.hasSuffix("/Sources/App/Features"))
    }

    @Test(arguments: [
        ("../elsewhere", "is outside the package"),
        ("Sources/../../x", "is outside the package"),
        ("Sources/Missing", "is not a folder"),
    ])
    func foldersOutsideThePackageOrMissingAreRefused(option: String, message: String) throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        #expect {
            _ = try PackageLayout(
                directory: sandbox.root, sourcesOption: option, testsOption: nil, manifest: sandbox.manifest)
        } throws: { error in
            "\(error)".contains(message) && "\(error)".contains("`sourcesFolder`")
        }
    }

    @Test func aLinkThatLeadsOutOfThePackageIsRefused() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.root + "/Sources/Out", withDestinationPath: FileManager.default.temporaryDirectory.path)
        #expect {
            _ = try PackageLayout(
                directory: sandbox.root, sourcesOption: "Sources/Out", testsOption: nil, manifest: sandbox.manifest)
        } throws: { error in
            "\(error)".contains("is outside the package")
        }
    }

    @Test func severalTargetsNeedIn() throws {
        var sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(atPath: sandbox.root + "/Core", withIntermediateDirectories: true)
        sandbox.manifest = PackageManifest(
            targets: sandbox.manifest.targets + [.init(name: "Core", kind: .regular, path: "Core")])
        #expect(
            throws: ScaffoldError(
                "which target? The package has App (Sources/App), Core (Core): pass \(ScaffoldInput.sourcesFolder) with the folder the RIB goes in."
            )
        ) {
            _ = try PackageLayout(
                directory: sandbox.root, sourcesOption: nil, testsOption: nil, manifest: sandbox.manifest)
        }
    }

    /// A library of RIBs beside an executable that only depends on it: the library is the one
    /// target that uses a RIBs library, so `ribs new` and `ribs attach` need no `--in`.
    @Test func theOneTargetUsingRIBsIsChosenAmongSeveral() throws {
        var sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(
            atPath: sandbox.root + "/Sources/Main", withIntermediateDirectories: true)
        sandbox.manifest = PackageManifest(targets: [
            .init(name: "App", kind: .regular, products: ["RIBs", "RIBsInspector"]),
            .init(name: "Main", kind: .executable, dependencies: ["App"]),
            .init(name: "AppTests", kind: .test, dependencies: ["App"]),
        ])
        let layout = try PackageLayout(
            directory: sandbox.root, sourcesOption: nil, testsOption: nil, manifest: sandbox.manifest)
        #expect(layout.module == "App")
        #expect(layout.sources == sandbox.root + "/Sources/App")
    }

    /// A target with `path:` is found in its folder, with its module's name, and its test target
    /// (found by its dependency, whatever its name) gets the tests; a folder in no target is
    /// refused, naming the targets.
    @Test func targetsWithPathsAreFoundWhereTheManifestPutsThem() throws {
        var sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        for folder in ["Modules/Feature/Code", "Checks/Feature", "Loose"] {
            try FileManager.default.createDirectory(
                atPath: sandbox.root + "/" + folder, withIntermediateDirectories: true)
        }
        sandbox.manifest = PackageManifest(
            targets: sandbox.manifest.targets + [
                .init(name: "Feature", kind: .regular, path: "Modules/Feature/Code/"),
                .init(name: "FeatureChecks", kind: .test, path: "Checks/Feature", dependencies: ["Feature"]),
            ])
        let layout = try PackageLayout(
            directory: sandbox.root, sourcesOption: "Modules/Feature/Code", testsOption: nil, manifest: sandbox.manifest
        )
        #expect(layout.module == "Feature")
        #expect(layout.moduleFolder == sandbox.root + "/Modules/Feature/Code")
        #expect(layout.tests == sandbox.root + "/Checks/Feature")
        let byModule = try PackageLayout(
            directory: sandbox.root, sourcesOption: nil, testsOption: nil, moduleOption: "Feature",
            manifest: sandbox.manifest)
        #expect(byModule.sources == sandbox.root + "/Modules/Feature/Code")
        #expect {
            _ = try PackageLayout(
                directory: sandbox.root, sourcesOption: "Loose", testsOption: nil, manifest: sandbox.manifest)
        } throws: { error in
            "\(error)".contains("`sourcesFolder` Loose is in no target's folder")
                && "\(error)".contains("App (Sources/App), Feature (Modules/Feature/Code)")
        }
        #expect {
            _ = try PackageLayout(
                directory: sandbox.root, sourcesOption: nil, testsOption: nil, moduleOption: "FeatureChecks",
                manifest: sandbox.manifest)
        } throws: { error in
            "\(error)".contains("`module` FeatureChecks: the package has no library or executable target of that name")
        }
    }

    // MARK: - ribs new's plan

    /// Each shape declares the names its files declare: the model `ribs new` checks a name
    /// against is what the templates write, whatever the name (a RIB called `A` once clashed
    /// with the launch shape's `AppComponent`, which is not named after it).
    @Test(arguments: ["Login", "LoggedOut", "A", "URLPicker", "Root", "Xyzzy", "Q2"])
    func eachShapeDeclaresTheNamesItsFilesDeclare(name: String) throws {
        let ribName = try RIBName(name)
        for shape in RIBShape.allCases {
            let written = NewRIBPlan.declaredNames(
                in: ScaffoldRenderer.files(shape: shape, names: TemplateNames(ribName, module: ""), tests: false))
            #expect(shape.declaredTypes(named: ribName).sorted() == written.sorted(), "\(shape)")
        }
        #expect(RIBShape.typesAnyShapeDeclares(named: ribName).contains("\(name)Routing"))
        #expect(!RIBShape.typesAnyShapeDeclares(named: ribName).contains("AppComponent"))
    }

    @Test func aNameTheModuleAlreadyDeclaresIsRefusedWithItsPlace() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.write("import RIBs\n\nfinal class LoginRouter {}\n", to: "Sources/App/Old/Routers.swift")
        let spec = ScaffoldSpec(name: try RIBName("Login"), shape: .view, module: "App")
        #expect(
            throws: ScaffoldError(
                "Sources/App/Old/Routers.swift:3: LoginRouter is already declared in the module App: pick another name than Login, or remove that RIB first."
            )
        ) {
            _ = try NewRIBPlan(spec: spec, layout: try sandbox.layout, overwrite: true)
        }
    }

    /// Found by a new user's trial (issue 63): the refusal named "a any RecipeStore" and offered
    /// `any RecipeStore(…)`, which is not Swift; a protocol is marked `@mockable`, a type is made.
    @Test(arguments: [
        (
            "store:any RecipeStore",
            "`dependency` store:any RecipeStore: Shelf's tests need a value of any RecipeStore, and ribs new can make none: mark RecipeStore `/// @mockable` (the tests then pass the mock RIBsMockPlugin writes), or give a value of a type that adopts it after =, such as `dependency` 'store:any RecipeStore=…'; or pass `noTests`."
        ),
        (
            "recipe:Recipe",
            "`dependency` recipe:Recipe: Shelf's tests need a value of Recipe, and ribs new can make none: give one after =, such as `dependency` 'recipe:Recipe=Recipe(…)'; or pass `noTests`."
        ),
    ])
    func aValueTheTestsCannotMakeIsRefusedWithTheWayToGiveOne(dependency: String, message: String) throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        let spec = ScaffoldSpec(
            name: try RIBName("Shelf"), shape: .stream, module: "App",
            dependencies: [try BuilderParameter(parsing: dependency, input: .dependency)])
        #expect {
            _ = try NewRIBPlan(spec: spec, layout: try sandbox.layout, overwrite: false)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func aSecondNewIsRefusedAndForceReplacesOnlyItsOwnFiles() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Login", .view)
        let spec = ScaffoldSpec(name: try RIBName("Login"), shape: .view, module: "App")
        #expect {
            _ = try NewRIBPlan(spec: spec, layout: try sandbox.layout, overwrite: false)
        } throws: { error in
            "\(error)".contains("already declared in the module App")
        }
        // With --force the RIB's own files may be replaced…
        let plan = try NewRIBPlan(spec: spec, layout: try sandbox.layout, overwrite: true)
        #expect(plan.changes.count == 6)
        // …but not when another RIB's view has taken its name.
        let viewOnly = ScaffoldSpec(name: try RIBName("Login"), shape: .viewless, module: "App")
        #expect {
            _ = try NewRIBPlan(spec: viewOnly, layout: try sandbox.layout, overwrite: true)
        } throws: { error in
            "\(error)".contains("LoginViewController.swift")
        }
    }

    /// A RIB made again with a dependency after a parent attached it: the note names the parent
    /// whose component must now provide it (a new user's trial met only the build's error).
    @Test func forceWithADependencyNamesTheParentThatMustProvideIt() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Root", .view)
        try sandbox.new("Notes", .view)
        try sandbox.attach("Notes", to: "Root")
        let layout = try sandbox.layout
        let spec = ScaffoldSpec(
            name: try RIBName("Notes"), shape: .view, module: "App", tests: true,
            dependencies: [try BuilderParameter(parsing: "store:Int", input: .dependency)])
        let plan = try NewRIBPlan(spec: spec, layout: layout, overwrite: true)
        let note = try #require(
            plan.notes.map(\.description).first { $0.hasPrefix("NotesDependency now asks for store") })
        #expect(note.contains("Sources/App/Root/"), "\(note)")
        // Not attached yet: nothing to say.
        try sandbox.new("Drafts", .view)
        let drafts = ScaffoldSpec(
            name: try RIBName("Drafts"), shape: .view, module: "App", tests: true,
            dependencies: [try BuilderParameter(parsing: "store:Int", input: .dependency)])
        #expect(
            !(try NewRIBPlan(spec: drafts, layout: layout, overwrite: true)).notes.contains {
                $0.description.contains("now asks for")
            })
    }

    // MARK: - Writing all or nothing

    @Test func aFailedWriteLeavesNothingBehind() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.write("mine\n", to: "Sources/App/Kept.swift")
        // The last file cannot be written: a file stands where its folder should be.
        try sandbox.write("a file\n", to: "Sources/App/Blocked")
        let changes = [
            FileSetWriter.Change(path: sandbox.root + "/Sources/App/New/A.swift", contents: "a\n"),
            FileSetWriter.Change(path: sandbox.root + "/Sources/App/Kept.swift", contents: "replaced\n"),
            FileSetWriter.Change(path: sandbox.root + "/Sources/App/Blocked/B.swift", contents: "b\n"),
        ]
        #expect(throws: ToolFailure.self) {
            try FileSetWriter.write(changes, overwrite: true)
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.root + "/Sources/App/New"))
        #expect(try sandbox.text("Sources/App/Kept.swift") == "mine\n")
        #expect(sandbox.files(in: "Sources/App") == ["Kept.swift"])
    }

    @Test func existingFilesAreNamedAndKeptWithoutOverwrite() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.write("mine\n", to: "Sources/App/Kept.swift")
        let changes = [
            FileSetWriter.Change(path: sandbox.root + "/Sources/App/New.swift", contents: "new\n"),
            FileSetWriter.Change(path: sandbox.root + "/Sources/App/Kept.swift", contents: "replaced\n"),
        ]
        #expect {
            try FileSetWriter.write(changes, overwrite: false)
        } throws: { error in
            (error as? FilesInTheWay)?.message(replacingWith: "--force").hasSuffix(
                "/Sources/App/Kept.swift already exists: nothing was written. Pass --force to replace it.") == true
        }
        #expect(sandbox.files(in: "Sources/App") == ["Kept.swift"])
        try FileSetWriter.write(changes, overwrite: true)
        #expect(try sandbox.text("Sources/App/Kept.swift") == "replaced\n")
        #expect(try sandbox.text("Sources/App/New.swift") == "new\n")
    }

    // MARK: - The dry run's diff

    @Test func theDiffIsUnified() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\n"
        let new = "a\nb\nc\nD\ne\nf\ng\nh\ni\n"
        #expect(
            UnifiedDiff.diff(old: old, new: new, path: "F.swift") == """
                --- a/F.swift
                +++ b/F.swift
                @@ -1,8 +1,9 @@
                 a
                 b
                 c
                -d
                +D
                 e
                 f
                 g
                 h
                +i

                """)
        #expect(UnifiedDiff.diff(old: old, new: old, path: "F.swift").isEmpty)
        #expect(
            UnifiedDiff.diff(old: nil, new: "x\n", path: "N.swift")
                == "--- /dev/null\n+++ b/N.swift\n@@ -0,0 +1,1 @@\n+x\n")
    }
}
