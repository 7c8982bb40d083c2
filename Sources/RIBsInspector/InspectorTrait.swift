// RIBsInspector serves the tree with FlyingFox, which swift-ribs resolves and builds only for a
// package that enables its Inspector trait, or its Tools trait, which includes it: a package that
// uses only RIBs gets nothing more.
#if !Inspector && !Tools
#error(
    """
    RIBsInspector needs swift-ribs' Inspector trait (it builds FlyingFox), or its Tools trait, which \
    includes it: depend on swift-ribs with traits: ["Inspector"], as in .package(url: \
    "https://github.com/swift-ribs/swift-ribs", from: "0.1.0", traits: ["Inspector"]), or with \
    traits: ["Tools"] if the package uses the ribs command too; in swift-ribs itself, build with --traits Tools.
    """
)
#endif
