import Foundation
import Testing

@testable import RIBsMigrate
@testable import RIBsSource

/// `ribs migrate` as a value the command only prints: a dry run's standard output is the diff
/// alone and writes nothing, a run writes and says so, a dependency manager's folder is skipped
/// with a note, a file keeps its mode, and a path that does not exist stops the run before
/// anything is read.
@Suite struct MigrationJobTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "ribs-migration-job-\(UUID().uuidString)")

    static let interactor = """
        import RxSwift

        final class HomeInteractor {
            let names = BehaviorRelay<[String]>(value: [])
        }

        """

    private func makeModule() throws {
        let pods = folder.appending(path: "Pods/RxRelay")
        try FileManager.default.createDirectory(at: pods, withIntermediateDirectories: true)
        try Self.interactor.write(to: folder.appending(path: "HomeInteractor.swift"), atomically: true, encoding: .utf8)
        try Self.interactor.write(to: pods.appending(path: "Vendored.swift"), atomically: true, encoding: .utf8)
    }

    @Test func aDryRunPrintsTheDiffAloneAndWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeModule()
        var job = MigrationJob(paths: [folder.path])
        job.dryRun = true
        job.currentDirectory = folder.path
        let report = try job.run().tool
        #expect(report.output.hasPrefix("--- a/HomeInteractor.swift\n+++ b/HomeInteractor.swift\n"), "\(report.output)")
        #expect(report.output.contains("+    let names = ValueRelay<[String]>([])"), "\(report.output)")
        #expect(!report.output.contains("Vendored"))
        #expect(
            report.diagnostics.first?.description.hasPrefix(
                "note: 1 Swift files under \(folder.path) are a dependency manager's") == true)
        #expect(report.summary == "dry run: 1 of 1 files would change (2 lines); 0 constructs (0 lines) left to you.")
        let onDisk = try String(contentsOf: folder.appending(path: "HomeInteractor.swift"), encoding: .utf8)
        #expect(onDisk == Self.interactor)
    }

    @Test func aRunWritesWhatTheDryRunShowedAndSaysSo() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeModule()
        let report = try MigrationJob(paths: [folder.path]).run().tool
        let path = folder.appending(path: "HomeInteractor.swift").path
        #expect(report.output == "migrated \(path) (2 lines)\n")
        #expect(report.summary == "1 of 1 files changed (2 lines); 0 constructs (0 lines) left to you.")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("ValueRelay<[String]>([])"))
        let vendored = try String(contentsOf: folder.appending(path: "Pods/RxRelay/Vendored.swift"), encoding: .utf8)
        #expect(vendored == Self.interactor)
    }

    /// A file written back keeps its mode, so the dry run's diff (which shows no mode) gives what
    /// the run writes.
    @Test(arguments: [0o755, 0o600, 0o644])
    func aMigratedFileKeepsItsMode(_ mode: Int) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeModule()
        let path = folder.appending(path: "HomeInteractor.swift").path
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        _ = try MigrationJob(paths: [folder.path]).run()
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("ValueRelay"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == mode)
    }

    @Test func aMissingPathStopsTheRunAndNamesIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeModule()
        let missing = folder.appending(path: "Nowhere").path
        let error = #expect(throws: MigrationJob.Failure.self) {
            try MigrationJob(paths: [folder.path, missing]).run()
        }
        #expect(error?.description == "\(missing) does not exist: pass a folder or a Swift file of the module.")
        #expect(
            try String(contentsOf: folder.appending(path: "HomeInteractor.swift"), encoding: .utf8) == Self.interactor)
    }
}
