import Foundation
import RxSwift

/// A service's file that named UIKit's types with no import of UIKit: Objective-C modules that
/// another file of the app imported were seen here, as Swift 6's modules are not.
protocol SnapshotUploading {
    func upload(snapshotOf view: UIView?) -> Single<URL>
}
