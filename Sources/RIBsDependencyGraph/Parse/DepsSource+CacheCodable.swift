import Foundation
import RIBsSource

/// `ribs deps`' cache record: every field in declaration order, written by hand. A build after
/// a declaration changed reads every file's record, and in the debug build RIBsDepsPlugin runs,
/// `Codable`'s generic containers made that read nearly half of the run.
extension DepsSource: CacheCodable {
    /// Raised when the record's fields change, so that an older record is a miss.
    private static let recordVersion = 3

    package func cacheEncoding(linesAside: Bool) throws -> (encoding: Data, linesAside: Data?) {
        var writer = RecordWriter()
        writer.int(Self.recordVersion)
        writer.string(path)
        writer.file = path
        writer.string(module)
        writer.array(classes) { $0.type($1) }
        writer.array(extensions) { $0.type($1) }
        writer.array(protocols) { $0.dependencyProtocol($1) }
        writer.array(typealiases) { writer, alias in
            writer.string(alias.name)
            writer.string(alias.type)
        }
        writer.array(constructions) { $0.construction($1) }
        writer.array(dependencyInitializers) { writer, initializer in
            writer.string(initializer.type)
            writer.string(initializer.protocolName)
        }
        writer.strings(imports)
        writer.array(errors) { $0.diagnostic($1) }
        writer.bool(isGenerated)
        return writer.finished(linesAside: linesAside)
    }

    package init(cacheEncoding data: Data) throws {
        self = try RecordReader.read(data) { reader in
            guard try reader.int() == Self.recordVersion else { throw RecordReader.Malformed(offset: 0) }
            let path = try reader.string()
            reader.file = path
            var source = DepsSource(path: path, module: try reader.string())
            source.classes = try reader.array { try $0.type() }
            source.extensions = try reader.array { try $0.type() }
            source.protocols = try reader.array { try $0.dependencyProtocol() }
            source.typealiases = try reader.array { Typealias(name: try $0.string(), type: try $0.string()) }
            source.constructions = try reader.array { try $0.construction() }
            source.dependencyInitializers = try reader.array {
                DependencyInitializer(type: try $0.string(), protocolName: try $0.string())
            }
            source.imports = try reader.strings()
            source.errors = try reader.array { try $0.diagnostic() }
            source.isGenerated = try reader.bool()
            return source
        }
    }
}

extension RecordWriter {
    fileprivate mutating func type(_ type: DepsSource.TypeDeclaration) {
        string(type.name)
        array(type.inherited) { writer, inherited in
            writer.string(inherited.name)
            writer.string(inherited.written)
            writer.location(inherited.location)
        }
        strings(type.genericParameters)
        array(type.members) { writer, member in
            writer.string(member.name)
            writer.string(member.displayType)
            writer.string(member.typeKey)
            writer.location(member.location)
        }
        string(type.access)
        bool(type.isPrivate)
        location(type.location)
    }

    fileprivate mutating func dependencyProtocol(_ declaration: DependencyProtocolDeclaration) {
        string(declaration.name)
        string(declaration.module)
        strings(declaration.inherited)
        array(declaration.requirements) { $0.requirement($1) }
        string(declaration.access)
        location(declaration.location)
        array(declaration.unsupported) { writer, unsupported in
            writer.string(unsupported.what)
            writer.location(unsupported.location)
        }
        bool(declaration.isStruct)
    }

    fileprivate mutating func requirement(_ requirement: DependencyRequirement) {
        bool(requirement.kind == .method)
        string(requirement.name)
        string(requirement.declaration)
        string(requirement.forwarderHead)
        string(requirement.forwardedExpression)
        string(requirement.displayType)
        string(requirement.typeKey)
        strings(requirement.conditions)
        location(requirement.location)
    }

    fileprivate mutating func construction(_ construction: BuilderConstruction) {
        string(construction.builder)
        switch construction.argument {
        case .component(let name):
            int(0)
            string(name)
        case .forwarded:
            int(1)
        case .unknown(let text):
            int(2)
            string(text)
        }
        string(construction.argumentText)
        location(construction.location)
        string(construction.enclosingComponent ?? "")
        string(construction.enclosingType ?? "")
    }

    fileprivate mutating func diagnostic(_ diagnostic: Diagnostic) {
        bool(diagnostic.location != nil)
        if let place = diagnostic.location { location(place) }
        string(diagnostic.message)
        bool(diagnostic.isWarning)
        bool(diagnostic.isNote)
    }
}

extension RecordReader {
    fileprivate mutating func type() throws -> DepsSource.TypeDeclaration {
        DepsSource.TypeDeclaration(
            name: try string(),
            inherited: try array {
                DepsSource.Inherited(name: try $0.string(), written: try $0.string(), location: try $0.location())
            },
            genericParameters: try strings(),
            members: try array {
                ComponentDeclaration.Member(
                    name: try $0.string(), displayType: try $0.string(), typeKey: try $0.string(),
                    location: try $0.location())
            },
            access: try string(), isPrivate: try bool(), location: try location())
    }

    fileprivate mutating func dependencyProtocol() throws -> DependencyProtocolDeclaration {
        DependencyProtocolDeclaration(
            name: try string(), module: try string(), inherited: try strings(),
            requirements: try array { try $0.requirement() }, access: try string(), location: try location(),
            unsupported: try array {
                DependencyProtocolDeclaration.Unsupported(what: try $0.string(), location: try $0.location())
            }, isStruct: try bool())
    }

    fileprivate mutating func requirement() throws -> DependencyRequirement {
        DependencyRequirement(
            kind: try bool() ? .method : .property, name: try string(), declaration: try string(),
            forwarderHead: try string(), forwardedExpression: try string(), displayType: try string(),
            typeKey: try string(), conditions: try strings(), location: try location())
    }

    fileprivate mutating func construction() throws -> BuilderConstruction {
        let builder = try string()
        let argument: BuilderConstruction.Argument
        switch try int() {
        case 0: argument = .component(try string())
        case 1: argument = .forwarded
        case 2: argument = .unknown(try string())
        default: throw Malformed(offset: 0)
        }
        let (text, location) = (try string(), try location())
        let (component, type) = (try string(), try string())
        return BuilderConstruction(
            builder: builder, argument: argument, argumentText: text, location: location,
            enclosingComponent: component.isEmpty ? nil : component, enclosingType: type.isEmpty ? nil : type)
    }

    fileprivate mutating func diagnostic() throws -> Diagnostic {
        Diagnostic(
            location: try bool() ? try location() : nil, message: try string(), isWarning: try bool(),
            isNote: try bool())
    }
}
