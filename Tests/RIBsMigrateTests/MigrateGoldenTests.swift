import Foundation
import TestSupport
import Testing

@testable import RIBsMigrate
@testable import RIBsSource

/// `ribs migrate`'s output, rule by rule: `MigrateGolden/<case>/Input` is a module of an app on
/// Uber's RIBs and RxSwift, `Expected` what the codemod makes of each file, `report.txt` what it
/// leaves to a person. Set `RECORD_SNAPSHOTS=1` to write them (then review the diff).
///
/// Each case's output is also compiled in Swift 6 mode with warnings as errors against the
/// built RIBs module, but `Manual`, whose files keep the Rx constructs the codemod cannot
/// rewrite (that case checks they are named, at their line, and the rest left alone).
@Suite(.ownThreads) struct MigrateGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "MigrateGolden")

    static let cases = [
        "Relays", "Operators", "Workflow", "Isolation", "Mocks", "UIKitNames", "RxSpellings", "ServiceLayer",
        "Schedulers", "Swift6Spellings", "XCTests", "ReactorKit", "ObservableUseCases", "Subscriptions",
        "ActivityIndicator", "TransformInput", "Manual", "ReactorKitShared", "RxProducers", "ReactorKitCreate",
    ]

    /// Files a case keeps on Rx on purpose, named, which its module compiles without: the app's copy
    /// of RxSwift's example `ActivityIndicator`, which nothing uses once migrated.
    static let keptOnRx: [String: Set<String>] = [
        "ActivityIndicator": ["ActivityIndicator.swift"],
        "TransformInput": [
            "CartProtocols.swift", "CartInteractor.swift", "CartPresenter.swift", "CartStateBinding.swift",
        ],
        "ReactorKit": ["TaskCell.swift", "TaskCellReactor.swift", "SearchListener.swift", "SearchInteractor.swift"],
        // A timer a function returns may meet Rx's operators in its callers' chains: it stays Rx's.
        "Schedulers": ["ClockService.swift"],
        // An operator of the app's on arrays of Rx's streams, which nothing migrated calls.
        "ReactorKitCreate": ["ObservableArray.swift"],
    ]

    static func run(_ name: String) throws -> (inputs: [String], result: Migration.Result) {
        let input = folder.appendingPathComponent(name).appendingPathComponent("Input")
        let names = try FileManager.default.contentsOfDirectory(atPath: input.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        let files = try names.map { name in
            (path: name, text: try String(contentsOf: input.appendingPathComponent(name), encoding: .utf8))
        }
        return (names, Migration.run(files))
    }

    static func report(_ result: Migration.Result) -> String {
        let lines = result.manualSteps.map(\.description) + result.untouched.map(\.description)
        let changed = result.changed.map { "\($0.path): \($0.changedLines) lines changed" }
        return
            (changed + lines + [
                "\(result.manualSteps.count { !$0.isNote }) constructs (\(result.manualLines) lines) left to a person"
            ])
            .joined(separator: "\n") + "\n"
    }

    /// Each input file of a case as the codemod leaves it (migrated, or as it was).
    static func outputs(of name: String, _ inputs: [String], _ result: Migration.Result) throws -> [(String, String)] {
        try inputs.map { input in
            let original = try String(
                contentsOf: folder.appendingPathComponent(name).appendingPathComponent("Input/\(input)"),
                encoding: .utf8)
            return (input, result.changed.first { $0.path == input }?.migrated ?? original)
        }
    }

    @Test(arguments: cases)
    func migratedFilesMatchTheGoldenFiles(_ name: String) throws {
        let (inputs, result) = try Self.run(name)
        let expectedFolder = Self.folder.appendingPathComponent(name).appendingPathComponent("Expected")
        for (file, contents) in try Self.outputs(of: name, inputs, result) + [("../report.txt", Self.report(result))] {
            let url = expectedFolder.appendingPathComponent(file).standardizedFileURL
            try GoldenFile.check(contents, at: url, named: "\(name)/\(file)")
        }
    }

    /// Cases whose chains stay on RxSwift beside what was migrated, named, compiled against the
    /// stand-in RxSwift (`RIBsTests/RxStandIn`): RxSwift cannot be built here.
    static let compiledWithRx: Set<String> = ["RxProducers"]

    @Test(arguments: cases.filter { $0 != "Manual" })
    func migratedModulesCompileInSwift6WithoutWarnings(_ name: String) async throws {
        let (inputs, result) = try Self.run(name)
        let kept = Self.keptOnRx[name] ?? []
        let withRx = Self.compiledWithRx.contains(name)
        let steps = result.manualSteps.filter { !$0.isNote && !kept.contains($0.location?.file ?? "") }
        #expect(withRx || steps.isEmpty, "\(name) should need no hand edit: \(steps)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (input, contents) in try Self.outputs(of: name, inputs, result) where !kept.contains(input) {
            #expect(
                withRx || !contents.contains("import Rx"), "\(input) keeps Rx, and is not among the files kept on Rx")
            let url = folder.appendingPathComponent(input)
            try contents.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        // A file that now imports UIKit or RIBsUIKit is compiled against the stand-ins of
        // RIBsTests and RIBsUIKit built with them (UIKit does not exist here; the package's own
        // RIBsUIKit is empty).
        if try Self.outputs(of: name, inputs, result).contains(where: {
            $0.1.contains("import UIKit") || $0.1.contains("import RIBsUIKit")
        }) {
            try await UIKitStandIn.emitModules(into: folder)
        }
        // A file that imports a library the case stands in for (`StandIns/Moya.swift`) is
        // compiled against that stand-in.
        for standIn in try FileManager.default.contentsOfDirectory(
            atPath: Self.folder.appendingPathComponent("StandIns").path)
        where try Self.outputs(of: name, inputs, result).contains(where: {
            $0.1.contains("import \(standIn.dropLast(".swift".count))\n")
        }) {
            let module = String(standIn.dropLast(".swift".count))
            let built = try await ChildProcess.tool(
                "swiftc",
                arguments: [
                    "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                    Self.folder.appendingPathComponent("StandIns/\(standIn)").path,
                ]
            ).run()
            try #require(built.status == 0, "the stand-in \(module) does not compile:\n\(built.allOutput)")
        }
        if withRx {
            let built = try await ChildProcess.tool(
                "swiftc",
                arguments: [
                    "-emit-module", "-module-name", "RxSwift", "-parse-as-library", "-swift-version", "6",
                    "-emit-module-path", folder.appendingPathComponent("RxSwift.swiftmodule").path,
                    Repository.url("Tests/RIBsTests/RxStandIn/RxSwift.swift").path,
                ]
            ).run()
            try #require(built.status == 0, "the stand-in RxSwift does not compile:\n\(built.allOutput)")
        }
        let compiled = try await ChildProcess.tool(
            "swiftc",
            arguments: [
                "-emit-module", "-module-name", "Migrated", "-parse-as-library", "-swift-version", "6",
                "-warnings-as-errors", "-I", folder.path, "-I",
                ChildProcess.builtProducts.appendingPathComponent("Modules").path, "-emit-module-path",
                folder.appendingPathComponent("Migrated.swiftmodule").path,
            ] + paths
        ).run()
        #expect(compiled.status == 0, "\(name): the migrated module does not compile:\n\(compiled.allOutput)")
    }

    @Test func theManualCaseNamesEachConstructAndLeavesTheFileThatDoesNotParse() throws {
        let (_, result) = try Self.run("Manual")
        let constructs = Set(result.manualSteps.map { String($0.message.prefix { $0 != ":" }) })
        // ProfileViewController binds UIKit with RxCocoa: it keeps RxSwift whole, each line named.
        for construct in [
            "DisposeBag", "disposed(…)", "RxCocoa's .rx", "bind(to", "Observable", "a view bound with RxCocoa",
        ] {
            #expect(constructs.contains { $0.hasPrefix(construct) }, "\(construct) is not named: \(constructs)")
        }
        #expect(result.untouched.map(\.location?.file) == ["Unparsable.swift"])
        #expect(!result.changed.contains { $0.path == "Unparsable.swift" })
        #expect(
            !result.changed.contains { $0.path == "ProfileViewController.swift" },
            "a view bound with RxCocoa that reads no relay of the module is left as it was, not half rewritten")
    }
}
