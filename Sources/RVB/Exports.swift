// An RVB module imports RVB only: it gets the RIBs runtime too, and RVB's own Builder, Buildable
// and Dependency shadow the runtime's names.
@_exported import RIBs
