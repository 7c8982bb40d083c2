// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of RxIGListKit that Modoo's section model adopts, with RxIGListKit's signature.
import IGListKit

public protocol SectionModelType {
    var object: ListDiffable { get }
}
