import RIBs

/// A parcel on its way.
public struct Parcel: Sendable, Equatable {
    /// The tracking number.
    public let id: String
    /// Where the parcel is, as the carrier words it.
    public var status: String
    /// A parcel with its tracking number and status.
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
