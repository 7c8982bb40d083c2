import Foundation

/// A program built with `swiftc` in Swift 6 mode, warnings as errors, against the stand-in
/// RxSwift (`Tests/RIBsTests/RxStandIn/RxSwift.swift`: RxSwift cannot be built here) and the
/// built RIBs, then run: how the Rx bridges are checked (`RxBridgeTests`, `EventsBridgeTests`).
package enum RxStandInProgram {
    /// What building and running `sources` (with an `@main`) in `work` gave: the step that did
    /// not compile, with its errors, or the program's output.
    package enum Outcome: Equatable {
        case doesNotCompile(step: String, errors: String)
        case ran(output: String)
    }

    package static func run(_ sources: [String], module: String, in work: URL) async throws -> Outcome {
        let products = ChildProcess.builtProducts
        // The runtime's objects and those of the text helpers it links (RIBsText).
        let ribsObjects = try ["RIBs.build", "RIBsText.build"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(
                at: products.appendingPathComponent(folder), includingPropertiesForKeys: nil
            ).filter { $0.pathExtension == "o" }.map(\.path)
        }
        let rx = Repository.url("Tests/RIBsTests/RxStandIn/RxSwift.swift").path
        // Under Scripts/sanitize.sh the built RIBs is instrumented: the program links the same way.
        let sanitize = ProcessInfo.processInfo.environment["RIBS_SANITIZE"].map { ["-sanitize=\($0)"] } ?? []
        let steps: [(String, [String])] = [
            (
                "the stand-in RxSwift's module",
                [
                    "-emit-module", "-module-name", "RxSwift", "-emit-module-path", "\(work.path)/RxSwift.swiftmodule",
                    rx,
                ]
            ),
            ("the stand-in RxSwift", ["-c", "-module-name", "RxSwift", "-o", "\(work.path)/RxSwift.o", rx]),
            (
                module,
                [
                    "-warnings-as-errors", "-module-name", module, "-I", work.path, "-I",
                    products.appendingPathComponent("Modules").path,
                ] + sources + ["\(work.path)/RxSwift.o", "-o", "\(work.path)/check"] + ribsObjects
            ),
        ]
        for (what, arguments) in steps {
            let run = try await ChildProcess.tool(
                "swiftc", arguments: ["-swift-version", "6", "-parse-as-library"] + sanitize + arguments
            ).run()
            guard run.status == 0 else { return .doesNotCompile(step: what, errors: run.errors) }
        }
        return .ran(output: try await ChildProcess(executable: work.appendingPathComponent("check")).run().allOutput)
    }
}
