// The catalogue of the ways UIKit and SwiftUI take a RIB's view away, each entry played against
// the stand-ins with the calls UIKit makes, once with RIBViewController views and once with
// RIBHostingController views. Each prints `ok: <entry> [UIKit]` (or `[SwiftUI hosting]`) or
// `FAIL: …`; RIBsUIKitTests runs it and checks that every entry of the article's catalogue
// passed.
import RIBs

@main
struct UserCloseScenarios {
    static func main() async {
        let catalogue =
            navigationEntries + presentationEntries + containerEntries + swiftUIParentEntries + routerEntries
        for (entry, play) in catalogue {
            for hosted in [false, true] {
                let scenario = Scenario(entry, hosted: hosted)
                await play(scenario)
                await scenario.settle()
                scenario.report()
            }
        }
    }
}
