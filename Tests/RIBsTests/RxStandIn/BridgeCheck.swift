import RIBs
import RxSwift

// Run by RxBridgeTests: elements cross the bridge both ways in order, and a disposal ends the
// runtime's subscription. Prints what it saw; the test reads it.
@main
@MainActor
enum BridgeCheck {
    static func main() {
        let subject = PublishSubject<Int>()
        let bridge = RxToEvents(subject)
        var fromRx: [Int] = []
        let subscription = bridge.events.subscribe(onNext: { fromRx.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subscription.cancel()

        let relay = EventRelay<String>()
        var toRx: [String] = []
        let disposable = relay.events.asObservable().subscribe(onNext: { toRx.append($0) })
        relay.send("a")
        relay.send("b")
        disposable.dispose()
        relay.send("c")
        print("from Rx: \(fromRx); to Rx: \(toRx); subscribers left: \(relay.subscriberCount)")
    }
}
