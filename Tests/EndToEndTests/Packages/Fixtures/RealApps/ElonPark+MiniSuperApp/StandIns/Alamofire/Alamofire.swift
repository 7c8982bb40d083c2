// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of Alamofire that MiniSuperApp's network layer names, with Alamofire's signatures.
// Nothing here sends a request.
import Foundation

public struct HTTPMethod: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let get = HTTPMethod(rawValue: "GET")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let put = HTTPMethod(rawValue: "PUT")
    public static let delete = HTTPMethod(rawValue: "DELETE")
}

public enum AFError: Error {
    case explicitlyCancelled
    case sessionTaskFailed(error: Error)

    public var responseCode: Int? { nil }
    public var responseContentType: String? { nil }
    public var failureReason: String? { nil }
    public var recoverySuggestion: String? { nil }
    public var errorDescription: String? { nil }
    public var underlyingError: Error? { nil }
}

extension Error {
    public var asAFError: AFError? { self as? AFError }
}
