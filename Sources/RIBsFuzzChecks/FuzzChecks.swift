import Foundation
import RIBsDependencyGraph
import RIBsDeps
import RIBsMigrate
import RIBsMock
import RIBsScaffold
import RIBsSource
import SwiftSyntax

/// The properties the fuzzers check on one input each: what a tool reading a user's input must
/// do whatever the input. Each returns nil when the property holds, else what broke.
///
/// The libFuzzer executables (`Fuzz/`) stop on a non-nil answer, which saves the input; the
/// regression tests run the same checks on every input a fuzzer ever saved.
package enum FuzzChecks {
    /// The mock generator, on one source: no crash, and either a diagnostic or output that parses.
    package static func mockGenerator(_ source: String) -> String? {
        let run = MockGenerator().run(sources: [.init(path: "Input.swift", text: source)])
        guard run.errors.isEmpty else { return nil }
        let output = run.text
        let tree = GuardedParse.rewritten(output)
        guard tree.hasError else { return nil }
        return "the input parses, but the mocks made of it do not:\n\(output)"
    }

    /// The `ribs deps` reader, on one source: no crash; the graph, the tree and, when there is no
    /// error, a generated file that parses.
    package static func depsReader(_ source: String) -> String? {
        let run = DepsGenerator().run(sources: [.init(path: "Input.swift", text: source, module: "App")])
        _ = DepsTree(resolution: run.resolution).text()
        guard !run.hasErrors else { return nil }
        let generated = run.generated(module: "App")
        guard GuardedParse.rewritten(generated).hasError else { return nil }
        return "no error was reported, but the generated file does not parse:\n\(generated)"
    }

    /// `ribs migrate`, on one source: no crash; a file that parses gives a migrated file that
    /// parses too (or no change), a file that does not is left untouched and named, unless the
    /// codemod repaired it (a Swift 5 spelling swift-syntax refuses) into a file that parses, and
    /// two rules never change the same code.
    package static func migrate(_ source: String) -> String? {
        let result = Migration.run([(path: "Input.swift", text: source)])
        if BracketDepth.firstTooDeep(in: source) != nil || GuardedParse.rewritten(source).hasError {
            if let repaired = result.changed.first?.migrated {
                guard result.untouched.isEmpty, !GuardedParse.rewritten(repaired).hasError else {
                    return "the input does not parse, and what ribs migrate made of it does not either:\n\(repaired)"
                }
                return nil
            }
            guard result.untouched.count >= 1 else {
                return "the input does not parse, but ribs migrate did not name it"
            }
            return nil
        }
        guard result.untouched.isEmpty else { return "two rules changed the same code: \(result.untouched)" }
        guard let migrated = result.changed.first?.migrated else { return nil }
        guard GuardedParse.rewritten(migrated).hasError else { return nil }
        return "the input parses, but what ribs migrate made of it does not:\n\(migrated)"
    }

    /// `ribs new` with the input's first line as the name, and as a `--param` and a
    /// `--dependency`, then `ribs attach` of a new child to a parent whose router is the rest of
    /// the input, in a package made in `folder`: no crash; a name or a parameter is refused or
    /// gives files that parse; a refused attach writes nothing; breaking long lines keeps the
    /// router as it parsed.
    package static func scaffold(_ input: String, in folder: String) -> String? {
        let lines = input.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let name = lines.first.map(String.init) ?? ""
        let parentRouter = lines.count > 1 ? String(lines[1]) : ""
        if BracketDepth.firstTooDeep(in: parentRouter) == nil, !GuardedParse.rewritten(parentRouter).hasError,
            GuardedParse.rewritten(LineWidth.reflow(parentRouter, width: 40)).hasError
        {
            return
                "the input parses, but not once its long lines are broken:\n\(LineWidth.reflow(parentRouter, width: 40))"
        }
        do {
            try FileManager.default.createDirectory(atPath: folder + "/Sources/App", withIntermediateDirectories: true)
            try "// swift-tools-version: 6.1\n".write(
                toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
            let layout = try PackageLayout(
                directory: folder, sourcesOption: nil, testsOption: nil,
                manifest: PackageManifest(targets: [.init(name: "App", kind: .regular)]))
            if let failure = newRIB(named: name, layout: layout) { return failure }
            // The parent: a RIB as `ribs new` writes it, whose router is the input.
            let parent = try newRIBWritten(named: "Parent", shape: .view, layout: layout)
            try parentRouter.write(toFile: parent.router, atomically: true, encoding: .utf8)
            _ = try newRIBWritten(named: "Child", shape: .view, layout: layout)
            let before = try snapshot(of: folder)
            do {
                let plan = try AttachPlan(child: try RIBName("Child"), parent: try RIBName("Parent"), layout: layout)
                if try snapshot(of: folder) != before { return "planning the attach wrote files" }
                for change in plan.changes where GuardedParse.rewritten(change.contents).hasError {
                    // The input itself may not parse; what the attach adds must not break it more.
                    if !GuardedParse.rewritten(parentRouter).hasError {
                        return "attaching made \(change.path), which does not parse:\n\(change.contents)"
                    }
                }
            } catch is ScaffoldError {
                if try snapshot(of: folder) != before { return "a refused attach wrote files" }
            }
            return nil
        } catch {
            return nil  // refused with a message: what the command does with bad input
        }
    }

    private static func newRIB(named name: String, layout: PackageLayout) -> String? {
        // The line as a parameter and a dependency of a RIB with a good name: refused, or rendered.
        if let value = try? BuilderParameter(parsing: name) {
            let spec = ScaffoldSpec(
                name: try! RIBName("Valued"), shape: .viewless, module: "App", tests: false, parameters: [value],
                dependencies: [BuilderParameter(name: value.name + "Dependency", type: value.type)])
            for file in ScaffoldRenderer.files(for: spec) where GuardedParse.rewritten(file.contents).hasError {
                return "--param \(name) gave \(file.path), which does not parse:\n\(file.contents)"
            }
        }
        guard let ribName = try? RIBName(name) else { return nil }  // refused, with the place and the fix
        do {
            let spec = ScaffoldSpec(
                name: ribName, shape: .view, module: "App", tests: false, generatedDependencies: false)
            let plan = try NewRIBPlan(spec: spec, layout: layout, overwrite: false)
            for change in plan.changes where GuardedParse.rewritten(change.contents).hasError {
                return "ribs new \(name) wrote \(change.path), which does not parse:\n\(change.contents)"
            }
        } catch {
            return nil
        }
        return nil
    }

    private static func newRIBWritten(
        named name: String, shape: RIBShape, layout: PackageLayout
    ) throws -> (router: String, Void) {
        let spec = ScaffoldSpec(
            name: try RIBName(name), shape: shape, module: "App", tests: false, generatedDependencies: false)
        let plan = try NewRIBPlan(spec: spec, layout: layout, overwrite: true)
        try FileSetWriter.write(plan.changes, overwrite: true)
        return (layout.sources + "/\(name)/\(name)Router.swift", ())
    }

    private static func snapshot(of folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files[path] = try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            }
        }
        return files
    }
}
