// The `ribs` command-line tool. Its commands need swift-syntax, which a package depending on
// swift-ribs only resolves and builds when it enables the `Tools` trait.
#if Tools
import Foundation
import RIBsCommands

#if Inspector
// SwiftPM passes enabled traits as -D flags in an order that changes from one build plan to the
// next (plugin tools, `swift build`, `swift test`, `swift run`), and a changed order recompiles
// every module of swift-ribs: with Tools, which includes the inspector, Inspector is one too many.
FileHandle.standardError.write(
    Data(
        """
        warning: swift-ribs is built with both the Tools and the Inspector traits, and SwiftPM then \
        recompiles it on most builds; Tools includes the inspector: depend on swift-ribs with \
        traits: ["Tools"] alone.

        """.utf8))
#endif
RibsCommand.start()
#else
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let message = """
    error: ribs was built without swift-ribs' Tools trait, which the ribs command and the \
    RIBsMockPlugin need (they build swift-syntax). Add traits: ["Tools"] where your package \
    depends on swift-ribs, as in .package(path: "../swift-ribs", traits: ["Tools"]); in \
    swift-ribs itself, build with --traits Tools.

    """
_ = message.withCString { write(2, $0, strlen($0)) }
exit(1)
#endif
