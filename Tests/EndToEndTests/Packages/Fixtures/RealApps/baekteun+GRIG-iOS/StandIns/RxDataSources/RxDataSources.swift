// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for RxDataSources' section model, which GRIG-iOS's interactors hand their tables:
// the protocol with RxDataSources' requirements (its data sources, which only views use, are
// left out).
public protocol SectionModelType {
    associatedtype Item
    var items: [Item] { get }
    init(original: Self, items: [Item])
}
