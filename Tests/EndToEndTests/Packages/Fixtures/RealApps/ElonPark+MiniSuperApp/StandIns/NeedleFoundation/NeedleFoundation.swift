// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of Needle's NeedleFoundation that MiniSuperApp's components and its generated
// NeedleGenerated.swift use, with Needle's signatures.
import Foundation

public protocol Dependency: AnyObject {}

public protocol EmptyDependency: Dependency {}

public protocol Scope: AnyObject {
    var path: [String] { get }
    var parent: Scope { get }
}

@dynamicMemberLookup
open class Component<DependencyType>: Scope {
    public let parent: Scope
    public let path: [String]
    public private(set) var dependency: DependencyType! = nil

    public init(parent: Scope) {
        self.parent = parent
        path = parent.path + ["\(type(of: self))"]
    }

    init(root: Void) {
        path = ["^"]
        parent = EmptyScope()
    }

    public subscript<T>(dynamicMember keyPath: KeyPath<DependencyType, T>) -> T {
        dependency[keyPath: keyPath]
    }

    public final func shared<T>(__function function: String = #function, _ factory: () -> T) -> T {
        factory()
    }
}

open class BootstrapComponent: Component<EmptyDependency> {
    public init() {
        super.init(root: ())
    }
}

final class EmptyScope: Scope {
    var path: [String] { [] }
    var parent: Scope { self }
}

public final class EmptyDependencyProvider: EmptyDependency {
    public init(component: Scope) {}
}

public final class __DependencyProviderRegistry {
    public static let instance = __DependencyProviderRegistry()
    public func registerDependencyProviderFactory(
        for componentPath: String, _ dependencyProviderFactory: @escaping (Scope) -> AnyObject
    ) {}
}
