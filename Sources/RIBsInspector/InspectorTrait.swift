// RIBsInspector serves the tree with FlyingFox, which swift-ribs resolves and builds only for a
// package that enables its Inspector trait: a package that uses only RIBs gets nothing more.
#if !Inspector
#error(
    """
    RIBsInspector needs swift-ribs' Inspector trait (it builds FlyingFox): depend on swift-ribs \
    with traits: ["Inspector"], as in .package(url: "https://github.com/swift-ribs/swift-ribs", \
    from: "0.1.0", traits: ["Inspector"]); in swift-ribs itself, build with --traits Tools,Inspector.
    """
)
#endif
