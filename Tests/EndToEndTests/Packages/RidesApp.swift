/// A five-RIB ride app, made the way a new user makes it: `ribs` commands, then the user's own
/// lines, each marked business logic (what the app does: its service, its drawing, its rules)
/// or wiring (protocol members, routing calls, DI, test updates), which is what the tools are
/// measured by.
///
/// Root (launch) shows SignedOut until a rider signs in, then SignedIn: viewless, with the ride
/// service in its scope and a worker that keeps the rides moving. SignedIn shows RideList, which
/// opens RideDetail (a builder parameter, the ride's id, and a live stream). A deep link,
/// `app://openRide?rideID=R2`, waits for the sign-in, then opens the ride.
enum RidesApp {
    static let source = "Sources/Rides/"
    static let tests = "Tests/RidesTests/"
    static let rideService = "rideService:any RideService"

    /// Before any RIB: the service the RIBs' dependencies name (their tests get its mock).
    static let service: [HandEdit] = [
        .business(
            source + "Rides/RideService.swift",
            .create([
                "import RIBs",
                "",
                "/// A ride: who drives, and where the trip is.",
                "struct Ride: Sendable, Equatable {",
                "    let id: String",
                "    let driver: String",
                "    var status: String",
                "}",
                "",
                "/// The signed-in rider's rides, kept current.",
                "/// @mockable",
                "@MainActor",
                "protocol RideService: AnyObject {",
                "    var rides: Events<[Ride]> { get }",
                "    func refresh()",
                "}",
                "",
                "/// Rides that move on by themselves: each refresh takes every ride a step further.",
                "@MainActor",
                "final class SimulatedRideService: RideService {",
                "    private let current = ValueRelay([",
                "        Ride(id: \"R1\", driver: \"Ada\", status: \"requested\"),",
                "        Ride(id: \"R2\", driver: \"Grace\", status: \"requested\"),",
                "    ])",
                "    private let steps = [\"requested\", \"driver on the way\", \"arriving\", \"on the trip\", \"arrived\"]",
                "",
                "    var rides: Events<[Ride]> { current.values }",
                "",
                "    func refresh() {",
                "        current.update { rides in",
                "            for index in rides.indices {",
                "                let step = steps.firstIndex(of: rides[index].status) ?? 0",
                "                rides[index].status = steps[min(step + 1, steps.count - 1)]",
                "            }",
                "        }",
                "    }",
                "}",
            ]))
    ]

    static let create: [[String]] = [
        ["new", "Root", "--launch"],
        ["new", "SignedOut", "--view"],
        ["new", "SignedIn", "--param", "riderName:String"],
        ["new", "RideList", "--view", "--dependency", rideService],
        ["new", "RideDetail", "--view", "--param", "rideID:String", "--dependency", rideService],
    ]

    /// Before the worker and the attaches, which read them: where the service is made, and what
    /// the children tell their parents.
    static let beforeAttach: [HandEdit] = [
        .wiring(
            source + "SignedIn/SignedInBuilder.swift",
            .member(
                of: "final class SignedInComponent: Component<any SignedInDependency>",
                ["    var rideService: any RideService { shared { SimulatedRideService() } }", ""])),
        .wiring(
            source + "SignedOut/SignedOutInteractor.swift",
            .member(of: "protocol SignedOutListener: AnyObject", ["    func signedOutDidSignIn(riderName: String)"])),
        .wiring(
            source + "RideDetail/RideDetailInteractor.swift",
            .member(of: "protocol RideDetailListener: AnyObject", ["    func rideDetailDidClose()"])),
    ]

    static let attach: [[String]] = [
        ["new", "worker", "RideSync", "--for", "SignedIn", "--dependency", rideService],
        ["attach", "SignedOut", "--to", "Root", "--at-start"],
        ["attach", "SignedIn", "--to", "Root"],
        ["attach", "RideList", "--to", "SignedIn", "--at-start"],
        ["attach", "RideDetail", "--to", "RideList"],
        ["new", "workflow", "OpenRide", "--through", "Root,SignedIn,RideList", "--param", "rideID:String"],
    ]

    static let afterAttach: [HandEdit] = root + signedOut + signedIn + rideList + rideDetail + testUpdates

    // MARK: - The RIBs

    static let root: [HandEdit] = [
        .wiring(
            source + "Root/RootInteractor.swift",
            .replace(
                "// TODO: SignedOut tells Root this: handle it, such as router?.detachSignedOut().",
                with: ["        router?.detachSignedOut()", "        router?.routeToSignedIn(riderName: riderName)"]))
    ]

    static let signedOut: [HandEdit] = [
        .wiring(
            source + "SignedOut/SignedOutViewController.swift",
            .member(of: "protocol SignedOutPresentableListener: AnyObject", ["    func signIn(riderName: String)"])),
        .business(
            source + "SignedOut/SignedOutInteractor.swift",
            .insert(
                after: "// when SignedOut resigns.",
                [
                    "    }", "", "    func signIn(riderName: String) {",
                    "        listener?.signedOutDidSignIn(riderName: riderName)",
                ])),
        .business(
            source + "SignedOut/SignedOutViewController.swift",
            .replace(
                "// TODO: Draw SignedOut: return its lines from render(), name its commands in `commands` and",
                with: [
                    "    override func render() -> [String] { [\"Who is riding? Type your name.\"] }",
                    "",
                    "    override var commands: [String] { [\"<name>\"] }",
                    "",
                    "    override func handleCommand(_ command: String) -> Bool {",
                    "        listener?.signIn(riderName: command)",
                    "        return true",
                    "    }",
                ])),
        .business(
            source + "SignedOut/SignedOutViewController.swift",
            .replace("// answer them in handleCommand(_:), telling the listener what the user did.", with: [])),
    ]

    static let signedIn: [HandEdit] = [
        .business(
            source + "SignedIn/RideSyncWorker.swift",
            .replace(
                "// TODO: Start RideSync's work. Follow a stream with",
                with: [
                    "        let rideService = self.rideService",
                    "        whileRunning(named: \"sync\") {",
                    "            while (try? await Task.sleep(for: .milliseconds(500))) != nil {",
                    "                rideService.refresh()",
                    "            }",
                    "        }",
                ])),
        .business(
            source + "SignedIn/RideSyncWorker.swift",
            .replace("// stream.subscribe(onNext: { … }).cancelOnStop(self); run a loop or a request in", with: [])),
        .business(
            source + "SignedIn/RideSyncWorker.swift",
            .replace("// whileRunning { }. Both end when the worker stops.", with: [])),
    ]

    static let rideList: [HandEdit] = [
        .wiring(
            source + "RideList/RideListInteractor.swift",
            .insert(
                after: "var listener: (any RideListPresentableListener)? { get set }", ["    func show(rides: [Ride])"])
        ),
        .wiring(
            source + "RideList/RideListViewController.swift",
            .member(of: "protocol RideListPresentableListener: AnyObject", ["    func didSelectRide(id: String)"])),
        .business(
            source + "RideList/RideListInteractor.swift",
            .insert(
                after: "super.didBecomeActive()",
                [
                    "        rideService.rides.subscribe(onNext: { [weak self] rides in self?.presenter.show(rides: rides) })",
                    "            .cancelOnDeactivate(interactor: self)",
                ])),
        .wiring(
            source + "RideList/RideListInteractor.swift",
            .insert(
                after: "// when RideList resigns.",
                ["    }", "", "    func didSelectRide(id: String) {", "        router?.routeToRideDetail(rideID: id)"])),
        .wiring(
            source + "RideList/RideListInteractor.swift",
            .replace(
                "// TODO: RideDetail tells RideList this: handle it, such as router?.detachRideDetail().",
                with: ["        router?.detachRideDetail()"])),
        // The deep link's last step.
        .wiring(
            source + "RideList/RideListInteractor.swift",
            .replace(
                "// TODO: Do what the link asks, such as router?.routeTo…(…).",
                with: ["        router?.routeToRideDetail(rideID: rideID)"])),
        .business(
            source + "RideList/RideListViewController.swift",
            .replace(
                "// TODO: Draw RideList: return its lines from render(), name its commands in `commands` and",
                with: [
                    "    private var rides: [Ride] = []",
                    "",
                    "    func show(rides: [Ride]) {",
                    "        self.rides = rides",
                    "    }",
                    "",
                    "    override func render() -> [String] {",
                    "        rides.map { \"\\($0.id)  \\($0.driver): \\($0.status)\" }",
                    "    }",
                    "",
                    "    override var commands: [String] { [\"open <ride>\"] }",
                    "",
                    "    override func handleCommand(_ command: String) -> Bool {",
                    "        guard command.hasPrefix(\"open \") else { return false }",
                    "        listener?.didSelectRide(id: String(command.dropFirst(\"open \".count)))",
                    "        return true",
                    "    }",
                ])),
        .business(
            source + "RideList/RideListViewController.swift",
            .replace("// answer them in handleCommand(_:), telling the listener what the user did.", with: [])),
    ]

    static let rideDetail: [HandEdit] = [
        .wiring(
            source + "RideDetail/RideDetailInteractor.swift",
            .insert(
                after: "var listener: (any RideDetailPresentableListener)? { get set }", ["    func show(ride: Ride)"])),
        .wiring(
            source + "RideDetail/RideDetailViewController.swift",
            .member(of: "protocol RideDetailPresentableListener: AnyObject", ["    func close()"])),
        .business(
            source + "RideDetail/RideDetailInteractor.swift",
            .insert(
                after: "super.didBecomeActive()",
                [
                    "        let rideID = self.rideID",
                    "        rideService.rides.compactMap { rides in rides.first { $0.id == rideID } }",
                    "            .subscribe(onNext: { [weak self] ride in self?.presenter.show(ride: ride) })",
                    "            .cancelOnDeactivate(interactor: self)",
                ])),
        .business(
            source + "RideDetail/RideDetailInteractor.swift",
            .insert(
                after: "// when RideDetail resigns.",
                ["    }", "", "    func close() {", "        listener?.rideDetailDidClose()"])),
        .business(
            source + "RideDetail/RideDetailViewController.swift",
            .replace(
                "// TODO: Draw RideDetail: return its lines from render(), name its commands in `commands` and",
                with: [
                    "    private var ride: Ride?",
                    "",
                    "    func show(ride: Ride) {",
                    "        self.ride = ride",
                    "    }",
                    "",
                    "    override func render() -> [String] {",
                    "        guard let ride else { return [\"Finding the ride…\"] }",
                    "        return [\"Ride \\(ride.id) with \\(ride.driver)\", \"Status: \\(ride.status)\"]",
                    "    }",
                    "",
                    "    override var commands: [String] { [\"close\"] }",
                    "",
                    "    override func handleCommand(_ command: String) -> Bool {",
                    "        guard command == \"close\" else { return false }",
                    "        listener?.close()",
                    "        return true",
                    "    }",
                ])),
        .business(
            source + "RideDetail/RideDetailViewController.swift",
            .replace("// answer them in handleCommand(_:), telling the listener what the user did.", with: [])),
    ]

    /// The generated router tests, told what the RIBs now do when they become active.
    static let testUpdates: [HandEdit] = [
        .wiring(
            tests + "SignedIn/SignedInRouterTests.swift",
            .insert(after: "\"\"\")", ["        harness.expectRunning(\"sync\")"]))
    ]

    static var edits: [HandEdit] { service + beforeAttach + afterAttach }
}
