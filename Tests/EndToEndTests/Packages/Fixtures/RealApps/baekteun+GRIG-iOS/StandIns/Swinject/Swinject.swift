// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for Swinject, the container GRIG-iOS registers its repositories and use cases in:
// the declarations it calls, with Swinject's signatures.
public protocol Resolver {
    func resolve<Service>(_ serviceType: Service.Type) -> Service?
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?
    func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service?
}

public final class ServiceEntry<Service> {
    @discardableResult public func inObjectScope(_ objectScope: ObjectScope) -> Self { self }
}

public final class ObjectScope {
    public static let graph = ObjectScope()
    public static let container = ObjectScope()
    public static let transient = ObjectScope()
    public static let weak = ObjectScope()
}

public final class Container: Resolver {
    private var factories: [String: Any] = [:]

    public init() {}

    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        factories["\(serviceType)|\(name ?? "")"] = factory
        return ServiceEntry()
    }

    @discardableResult
    public func register<Service, Arg1>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver, Arg1) -> Service
    ) -> ServiceEntry<Service> {
        factories["\(serviceType)|\(name ?? "")"] = factory
        return ServiceEntry()
    }

    public func resolve<Service>(_ serviceType: Service.Type) -> Service? { resolve(serviceType, name: nil) }

    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        (factories["\(serviceType)|\(name ?? "")"] as? (Resolver) -> Service)?(self)
    }

    public func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
        (factories["\(serviceType)|"] as? (Resolver, Arg1) -> Service)?(self, argument)
    }
}

public protocol Assembly {
    func assemble(container: Container)
}
