// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for Apple's Network framework, whose path monitor GRIG-iOS's Core and root router
// use: NWPathMonitor and NWPath with their signatures, and Dispatch, which it brings in. It
// reports nothing.
@_exported import Dispatch

public struct NWPath: Sendable {
    public enum Status: Sendable { case satisfied, unsatisfied, requiresConnection }
    public var status: Status { .satisfied }
}

public final class NWPathMonitor: @unchecked Sendable {
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)?
    public var currentPath: NWPath { NWPath() }
    public init() {}
    public func start(queue: DispatchQueue) {}
    public func cancel() {}
}
