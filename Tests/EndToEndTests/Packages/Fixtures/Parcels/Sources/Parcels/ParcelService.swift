import RIBs

/// A parcel on its way.
public struct Parcel: Sendable, Equatable {
    public let id: String
    public var status: String
    public init(id: String, status: String) {
        self.id = id
        self.status = status
    }
}

/// Where parcels come from: a stream the app's service keeps current.
/// @mockable
@MainActor
protocol ParcelService: Sendable {
    var parcels: Events<[Parcel]> { get }
    func refresh() async
}
