import RIBs

/// A test sends through the relay behind a mocked `Events` property; what subscribed gets it.
@MainActor
func ridesReachTheSubscriber() -> [[String]] {
    let service = RideServiceMock()
    var received: [[String]] = []
    let subscription = service.rides.subscribe(onNext: { received.append($0) })
    service.ridesRelay.send(["R1"])
    subscription.cancel()
    return received
}
