import NeedleFoundation
import RxSwift

/// Needle's root component: named at its import, as Needle is left to a person.
final class AppComponent: BootstrapComponent {
    var session: Observable<String> { .just("guest") }
}
