import Foundation
import TestSupport
import Testing

/// The migration guide's bridge between a module still on RxSwift and migrated RIBs
/// (`RxStandIn/RxBridge.swift`), compiled in Swift 6 mode with warnings as errors against a
/// stand-in RxSwift (`RxStandIn/RxSwift.swift`: RxSwift cannot be built here) and the built RIBs,
/// then run: elements cross both ways, in order, and a disposal ends the subscription. The
/// guide shows the file as it is here.
@Suite struct RxBridgeTests {
    static let standIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "RxStandIn")

    @Test func theBridgeCompilesAgainstRxsShapeAndCarriesElementsBothWays() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-rx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let products = ChildProcess.builtProducts
        // The runtime's objects and those of the text helpers it links (RIBsText).
        let ribsObjects = try ["RIBs.build", "RIBsText.build"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(
                at: products.appendingPathComponent(folder), includingPropertiesForKeys: nil
            ).filter { $0.pathExtension == "o" }.map(\.path)
        }
        let rx = Self.standIn.appendingPathComponent("RxSwift.swift").path
        // Under Scripts/sanitize.sh the built RIBs is instrumented: the check links the same way.
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
                "the bridge",
                [
                    "-warnings-as-errors", "-module-name", "BridgeCheck", "-I", work.path, "-I",
                    products.appendingPathComponent("Modules").path,
                    Self.standIn.appendingPathComponent("RxBridge.swift").path,
                    Self.standIn.appendingPathComponent("BridgeCheck.swift").path, "\(work.path)/RxSwift.o",
                    "-o", "\(work.path)/check",
                ] + ribsObjects
            ),
        ]
        for (what, arguments) in steps {
            let run = try await ChildProcess.tool(
                "swiftc", arguments: ["-swift-version", "6", "-parse-as-library"] + sanitize + arguments
            ).run()
            #expect(run.status == 0, "\(what) does not compile:\n\(run.errors)")
            guard run.status == 0 else { return }
        }
        let check = try await ChildProcess(executable: work.appendingPathComponent("check")).run()
        #expect(
            check.allOutput == "from Rx: [1, 2]; to Rx: [\"a\", \"b\"]; subscribers left: 0\n", "\(check.allOutput)")
    }
}
