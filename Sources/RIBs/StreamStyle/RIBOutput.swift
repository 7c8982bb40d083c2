/// The stream-style builder's result under its first name.
@available(*, deprecated, renamed: "BuiltRIB")
public typealias RIBOutput<Outputs> = BuiltRIB<Outputs>
