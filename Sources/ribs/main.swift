// The `ribs` command-line tool. Its commands need swift-syntax, which a package depending on
// swift-ribs only resolves and builds when it enables the `Tools` trait.
#if Tools
import RIBsCommands

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
