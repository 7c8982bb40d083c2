import NeedleFoundation
import RIBs

/// Needle's root component: named at its import, as Needle is left to a person.
final class AppComponent: BootstrapComponent {
    var session: Events<String> { .just("guest") }
}
