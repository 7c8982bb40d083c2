import RxSwift

/// A relay behind a property wrapper's projection: the index cannot read it as one.
final class ProfileResponses {
    @Relayed var didLoad: String
    func loaded(_ name: String) { $didLoad.accept(name) }
}
