import Foundation
import RIBsSource

/// What `ribs new` will write, decided before anything is written: the files of the RIB (or of a
/// component extension) at their places in the package, after the checks that make the command
/// safe to run twice.
package struct NewRIBPlan: Sendable {
    /// The files, with absolute paths.
    package let changes: [FileSetWriter.Change]
    /// Things the user should know that do not stop the command (tests not written, say).
    package let notes: [ScaffoldMessage]

    /// The plan for a RIB. `overwrite` lets it replace files it would write (`--force`); a RIB
    /// of the same name declared anywhere else in the module is refused regardless. A launch RIB
    /// in an executable target gets the entry point too, unless `entryPoint` is false.
    package init(spec given: ScaffoldSpec, layout: PackageLayout, overwrite: Bool, entryPoint: Bool = true)
        throws(ScaffoldError)
    {
        var notes: [ScaffoldMessage] = []
        let index = DeclarationIndex(folder: layout.moduleFolder)
        try index.requireEveryFileRead(layout)
        var spec = given
        spec.mockable = Set(index.declarations.filter(\.isMockable).map(\.name))
        try Self.checkParameters(of: spec)
        let files = ScaffoldRenderer.files(for: spec)
        var changes = files.map { FileSetWriter.Change(path: layout.path(of: $0), contents: $0.contents) }
        let written = Set(changes.map(\.path))
        // The names any shape of this RIB declares, so a RIB replaced with --force by another shape
        // leaves none of the old one's files behind.
        let ownNames = Set(spec.shape.declaredTypes(named: spec.name)).union(
            RIBShape.typesAnyShapeDeclares(named: spec.name))
        if let clash = index.declarations.first(where: {
            ownNames.contains($0.name) && !(overwrite && written.contains($0.file))
        }) {
            throw ScaffoldError(
                "\(layout.relative(clash.file)):\(clash.line): \(clash.name) is already declared in the module \(layout.module): pick another name than \(spec.name), or remove that RIB first."
            )
        }
        if !spec.tests {
            notes.append(
                "no tests written (\(layout.relative(layout.tests)) is not a folder; pass \(ScaffoldInput.testsFolder))"
            )
        }
        if spec.tests, layout.testsLackMockPlugin,
            let test = changes.first(where: { $0.path.hasPrefix(layout.tests + "/") && $0.contents.contains("Mock(") })
        {
            notes.append(
                "\(layout.relative(test.path)) uses mocks RIBsMockPlugin writes as the tests build, and the test target of \(layout.relative(layout.tests)) does not use it: add plugins: [.plugin(name: \"RIBsMockPlugin\", package: \"\(layout.swiftRIBsPackage)\")] to that target in Package.swift, or the tests will not compile"
            )
        }
        if !overwrite, let existing = changes.first(where: { Self.exists($0.path) }) {
            throw ScaffoldError(
                "\(layout.relative(existing.path)) already exists: nothing was written. Pass \(ScaffoldInput.force) to replace the RIB's files."
            )
        }
        if overwrite, !spec.dependencies.isEmpty,
            let parent = Self.builderCaller(of: spec.name, in: layout, except: written)
        {
            let names = spec.dependencies.map(\.name).joined(separator: ", ")
            notes.append(
                "\(spec.name)Dependency now asks for \(names), and \(layout.relative(parent)) builds \(spec.name): its component must provide \(spec.dependencies.count == 1 ? "it" : "them") (a `shared { … }` property, or RIBsDepsPlugin's pass-through), or the module will not build; ribs deps check names what is missing"
            )
        }
        if spec.shape == .launch, entryPoint {
            let entry = try EntryPointPlan(rib: spec.name, layout: layout, index: index)
            changes += entry.change.map { [$0] } ?? []
            notes.append(entry.note)
        }
        self.changes = changes
        self.notes = notes
    }

    /// The first file of the module, other than `written`, that builds `rib` (`RideBuilder(`): its
    /// parent, which must provide what `rib`'s dependency asks for.
    private static func builderCaller(of rib: RIBName, in layout: PackageLayout, except written: Set<String>)
        -> String?
    {
        let builder = "\(rib)Builder("
        return (SwiftFiles.under(layout.moduleFolder) ?? []).sorted().first { path in
            !written.contains(path)
                && ((try? String(contentsOfFile: path, encoding: .utf8))?.contains(builder) ?? false)
        }
    }

    /// Refuses what a launch RIB cannot take, names given twice, and values the tests would have
    /// nothing to pass for.
    private static func checkParameters(of spec: ScaffoldSpec) throws(ScaffoldError) {
        let outputs = [StreamTemplates.finished.name] + spec.outputs.map(\.name)
        if let twice = outputs.first(where: { name in outputs.count { $0 == name } > 1 }) {
            throw ScaffoldError(
                "\(ScaffoldInput.output) \(twice): \(twice == "finished" ? "every \(spec.shape == .rvb ? "module" : "stream-style RIB") has finished already" : "it is given twice"): give each output once, with another name."
            )
        }
        let given =
            spec.parameters.map { (ScaffoldInput.parameter, $0) }
            + spec.dependencies.map { (ScaffoldInput.dependency, $0) }
        guard let (firstFlag, first) = given.first else { return }
        if spec.shape == .launch {
            throw ScaffoldError(
                "\(firstFlag) \(first.name): a launch RIB is built by the app, with nothing but its dependency: give \(spec.name) what it needs through AppComponent."
            )
        }
        let names = given.map(\.1.name) + (spec.shape == .viewless ? ["\(spec.name.lowerCamel)ViewController"] : [])
        if let twice = names.first(where: { name in names.count { $0 == name } > 1 }) {
            throw ScaffoldError("\(twice) is given twice: give each parameter and dependency once, with its own name.")
        }
        guard spec.tests else { return }
        let missing =
            spec.parametersWithTestValues.first(where: { $0.testValue == nil }).map {
                (ScaffoldInput.parameter, $0.parameter)
            }
            ?? spec.dependenciesWithTestValues.first(where: { $0.testValue == nil }).map {
                (ScaffoldInput.dependency, $0.parameter)
            }
        guard let (flag, value) = missing else { return }
        throw ScaffoldError(value.noTestValue(input: flag, for: "\(spec.name)'s tests"))
    }

    /// The plan for Uber's "Component Extension" of `parent` for `child`, next to the file that
    /// declares the parent's component; refused when the module declares no such component or
    /// no dependency of the child.
    package init(componentExtensionOf parent: RIBName, for child: RIBName, layout: PackageLayout, overwrite: Bool)
        throws(ScaffoldError)
    {
        let index = DeclarationIndex(folder: layout.moduleFolder)
        try index.requireEveryFileRead(layout)
        let file = ScaffoldRenderer.componentExtension(parent: parent, child: child)
        // The file compiles only beside both RIBs: refuse, rather than write it next to nothing.
        guard let component = index.first(named: "\(parent)Component") else {
            throw ScaffoldError(
                "the module \(layout.module) declares no \(parent)Component: write the parent first (ribs new \(parent)), or name the RIB whose component it is with \(ScaffoldInput.parent)."
            )
        }
        guard index.first(named: "\(child)Dependency") != nil else {
            throw ScaffoldError(
                "the module \(layout.module) declares no \(child)Dependency: write the child first (ribs new \(child)), or name it with \(ScaffoldInput.child)."
            )
        }
        let folder = (component.file as NSString).deletingLastPathComponent
        let path = folder + "/\(parent)Component+\(child).swift"
        if !overwrite, Self.exists(path) {
            throw ScaffoldError(
                "\(layout.relative(path)) already exists: nothing was written. Pass \(ScaffoldInput.force) to replace it."
            )
        }
        if let clash = index.first(named: "\(parent)Dependency\(child)"), !(overwrite && clash.file == path) {
            throw ScaffoldError(
                "\(layout.relative(clash.file)):\(clash.line): \(parent)Dependency\(child) is already declared: \(parent)'s component already extends to \(child)."
            )
        }
        changes = [FileSetWriter.Change(path: path, contents: file.contents)]
        notes = []
    }

    /// The types a set of files declares, read from their text (`protocol LoginRouting`, …):
    /// what the tests compare each shape's declared names with.
    package static func declaredNames(in files: [ScaffoldFile]) -> [String] {
        var index = DeclarationIndex()
        for file in files where file.root == .sources { index.add(source: file.contents, path: file.path) }
        return index.declarations.map(\.name)
    }

    private static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
