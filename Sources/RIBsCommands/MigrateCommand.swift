import ArgumentParser
import Foundation
import RIBsMigrate

/// `ribs migrate PATH…`: rewrites a module of an app on Uber's RIBs and RxSwift for swift-ribs
/// and Swift 6, and lists what is left to a person.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Moves a module from Uber's RIBs on RxSwift to swift-ribs and Swift 6.",
        discussion: HelpText.paragraphs(
            """
            Rewrites the Swift files under each PATH as one module: Rx relays and subjects become ValueRelay, \
            EventRelay and ReplayRelay, Observable becomes Events, Rx's operators take the runtime's names, \
            disposeOnDeactivate becomes cancelOnDeactivate, workflow steps become async, the RIB's protocols \
            become @MainActor and the values that flow through relays Sendable. The service layer's functions \
            that return a Single, Maybe or Completable become async throws, with every implementation and the \
            subscriptions that call them (--keep-rx-services leaves them on RxSwift, for a module not yet \
            migrated). What it cannot rewrite \
            (RxCocoa bindings, schedulers, Observable.create, …) is listed at file:line with what to write \
            instead, and left as it was. All files are written, or none; a file that does not parse is left \
            untouched and named.
            """)
    )

    @Argument(help: "Folders or Swift files of the module to migrate.")
    var paths: [String]

    @Option(
        name: .customLong("exclude"),
        help: "Skip files whose path ends with this (repeatable), such as ViewController.swift.")
    var excludedSuffixes: [String] = []

    @Flag(help: "Print the diff of every file it would change, and write nothing.")
    var dryRun = false

    @Flag(
        help:
            "Leave the service layer's Single, Maybe and Completable functions on RxSwift (a module migrated before its services); its callers are named, with the bridge's recipe."
    )
    var keepRxServices = false

    @Flag(
        help:
            "Exit 0 even when a file was left as it was because rewriting it would lose a statement of the app's or break it (named above)."
    )
    var allowRefusedFiles = false

    func run() throws {
        var job = MigrationJob(paths: paths)
        job.excludedSuffixes = excludedSuffixes
        job.services = keepRxServices ? .kept : .whole
        job.dryRun = dryRun
        let report: MigrationJob.Report
        do {
            report = try job.run()
        } catch let failure as MigrationJob.Failure {
            throw CommandFailure(failure.description)
        }
        // After a dry run's diff, which `git apply` reads, the summary goes to standard error.
        try report.tool.print(summary: dryRun ? .standardError : .output, failing: false)
        // With RIBS_MIGRATE_SHOW_REJECTED set, what a pass would have written where it lost code.
        if ProcessInfo.processInfo.environment["RIBS_MIGRATE_SHOW_REJECTED"] != nil {
            for rewrite in report.refusedRewrites { FileHandle.standardError.write(Data(rewrite.utf8)) }
        }
        // The rest of the module is written: a team fixes the files named, or accepts them.
        guard report.refusedFiles.isEmpty || allowRefusedFiles else {
            let count = report.refusedFiles.count
            throw CommandFailure(
                "\(count == 1 ? "1 file was" : "\(count) files were") left as \(count == 1 ? "it was" : "they were"): rewriting \(count == 1 ? "it" : "them") would lose or break the app's code (named above). Migrate \(count == 1 ? "it" : "them") by hand, or pass --allow-refused-files to accept that."
            )
        }
    }
}
