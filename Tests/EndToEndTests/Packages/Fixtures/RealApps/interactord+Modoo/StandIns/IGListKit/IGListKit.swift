// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of IGListKit that Modoo's list models adopt, with IGListKit's signatures.
import Foundation

public protocol ListDiffable: AnyObject {
    /// `NSObjectProtocol` on Apple's platforms, which Linux's Foundation does not declare.
    func diffIdentifier() -> AnyObject
    func isEqual(toDiffableObject object: ListDiffable?) -> Bool
}
