import RIBs
import RxSwift
import RxTest

final class User {
    var name = ""
}

final class UserStream {
    let users = EventRelay<User>()
}

final class UserStreamTests {
    func testFirstUser() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let stream = UserStream()
        _ = scheduler
        _ = try stream.users.events.toBlocking().first()
    }
}
