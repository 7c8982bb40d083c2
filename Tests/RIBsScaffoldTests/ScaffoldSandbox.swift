import Foundation

@testable import RIBsScaffold
@testable import RIBsSource

/// A package in a temporary folder (`Package.swift`, `Sources/App`, `Tests/AppTests`) for the
/// scaffolding commands' plans to read and write.
struct ScaffoldSandbox {
    let root: String
    /// What `swift package dump-package` reads of its Package.swift, given to the layout as is so
    /// that each test does not start SwiftPM (`PackageManifestTests` starts it on real packages).
    var manifest = PackageManifest(targets: [
        .init(name: "App", kind: .regular),
        .init(name: "AppTests", kind: .test, dependencies: ["App"]),
    ])

    init() throws {
        root = PackageLayoutPath.resolved(
            FileManager.default.temporaryDirectory.appendingPathComponent("ribs-sandbox-\(UUID().uuidString)").path)
        try FileManager.default.createDirectory(atPath: root + "/Sources/App", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Tests/AppTests", withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.1
        import PackageDescription
        let package = Package(
            name: "Sandbox",
            targets: [.target(name: "App"), .testTarget(name: "AppTests", dependencies: ["App"])]
        )
        """.write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
    }

    var layout: PackageLayout {
        get throws { try PackageLayout(directory: root, sourcesOption: nil, testsOption: nil, manifest: manifest) }
    }

    /// Writes a RIB as `ribs new` would, with `--param`s.
    func new(
        _ name: String, _ shape: RIBShape, parameters: [String] = [], dependencies: [String] = [],
        outputs: [String] = []
    ) throws {
        let layout = try layout
        var spec = ScaffoldSpec(
            name: try RIBName(name), shape: shape, module: "App", tests: true,
            generatedDependencies: layout.generatesDependencies,
            parameters: try parameters.map { text throws(ScaffoldError) in try BuilderParameter(parsing: text) },
            dependencies: try dependencies.map { text throws(ScaffoldError) in
                try BuilderParameter(parsing: text, input: .dependency)
            },
            outputs: try outputs.map { text throws(ScaffoldError) in try BuilderParameter(parsing: text, input: .output)
            })
        spec.views = layout.usesUIKit ? .uiKit : .plain
        try FileSetWriter.write(try NewRIBPlan(spec: spec, layout: layout, overwrite: false).changes, overwrite: false)
    }

    /// Attaches as `ribs attach` would; returns the plan it wrote.
    @discardableResult
    func attach(
        _ child: String, to parent: String, actionable: Bool = false, closable: Bool? = nil, atStart: Bool = false
    ) throws -> AttachPlan {
        let plan = try AttachPlan(
            child: try RIBName(child), parent: try RIBName(parent), layout: try layout, actionable: actionable,
            closable: closable, atStart: atStart)
        try FileSetWriter.write(plan.changes, overwrite: true)
        return plan
    }

    /// Adds a worker as `ribs new worker` would; returns the plan it wrote.
    @discardableResult
    func worker(_ name: String, for rib: String, dependencies: [String] = [], every: String? = nil) throws
        -> WorkerPlan
    {
        let plan = try WorkerPlan(
            worker: try RIBName(name), rib: try RIBName(rib),
            dependencies: try dependencies.map { text throws(ScaffoldError) in
                try BuilderParameter(parsing: text, input: .dependency)
            }, every: try every.map { text throws(ScaffoldError) in try WorkerInterval(parsing: text) },
            layout: try layout, tests: true, overwrite: false)
        try FileSetWriter.write(plan.changes, overwrite: true)
        return plan
    }

    /// Writes a workflow as `ribs new workflow` would; returns the plan it wrote.
    @discardableResult
    func workflow(
        _ name: String, through ribs: [String], parameters: [String] = [], opening: [String] = [],
        asyncLastStep: Bool = false
    ) throws -> WorkflowPlan {
        let plan = try WorkflowPlan(
            name: try RIBName(name), through: try ribs.map { name throws(ScaffoldError) in try RIBName(name) },
            parameters: try parameters.map { text throws(ScaffoldError) in try BuilderParameter(parsing: text) },
            layout: try layout, tests: true, overwrite: false,
            opening: try opening.map { name throws(ScaffoldError) in try RIBName(name) }, asyncLastStep: asyncLastStep)
        try FileSetWriter.write(plan.changes, overwrite: true)
        return plan
    }

    /// Every Swift file under `folder` (`Sources/App` or `Tests/AppTests`), relative to it.
    func files(in folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(path) }
        }
        return files.sorted()
    }

    func text(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (root + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }

    /// The package's files as the compilation check takes them.
    func scaffoldFiles() throws -> [ScaffoldFile] {
        try files(in: "Sources/App").map {
            ScaffoldFile(root: .sources, path: $0, contents: try text("Sources/App/" + $0))
        }
            + files(in: "Tests/AppTests").map {
                ScaffoldFile(root: .tests, path: $0, contents: try text("Tests/AppTests/" + $0))
            }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// The temporary folder may be reached through a link (`/tmp` on some systems): the layout
/// reports resolved paths, so the sandbox uses them too.
enum PackageLayoutPath {
    static func resolved(_ path: String) -> String {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}

extension ScaffoldSandbox {
    /// A sandbox whose target `App` uses RIBsDepsPlugin, as `ribs new` and `ribs attach` see it.
    static func generatingDependencies() throws -> ScaffoldSandbox {
        var sandbox = try ScaffoldSandbox()
        sandbox.manifest = PackageManifest(targets: [
            .init(name: "App", kind: .regular, plugins: ["RIBsDepsPlugin"]),
            .init(name: "AppTests", kind: .test, dependencies: ["App"]),
        ])
        try sandbox.write(
            """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(
                name: "Sandbox",
                targets: [
                    .target(name: "App", plugins: [.plugin(name: "RIBsDepsPlugin", package: "swift-ribs")]),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                ]
            )
            """, to: "Package.swift")
        return sandbox
    }
}

extension ScaffoldSandbox {
    /// A sandbox whose target `App` depends on RIBsUIKit: `ribs new --view` writes
    /// `RIBViewController`s, and `ribs attach` their `present(_:)` and `dismiss(_:)`.
    static func linkingUIKit() throws -> ScaffoldSandbox {
        var sandbox = try ScaffoldSandbox()
        sandbox.manifest = PackageManifest(targets: [
            .init(name: "App", kind: .regular, dependencies: ["RIBsUIKit"]),
            .init(name: "AppTests", kind: .test, dependencies: ["App"]),
        ])
        return sandbox
    }
}
