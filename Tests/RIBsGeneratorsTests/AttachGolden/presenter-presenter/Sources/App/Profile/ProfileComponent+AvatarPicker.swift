import RIBs

/// What Profile needs from its own parent to give AvatarPicker: make `ProfileDependency`
/// refine it when AvatarPicker needs something Profile does not make.
@MainActor
protocol ProfileDependencyAvatarPicker: Dependency {
    // TODO: Declare what AvatarPicker needs that Profile gets from its own parent.
}

/// Profile's scope gives AvatarPicker what it depends on.
extension ProfileComponent: AvatarPickerDependency {
    // TODO: Give AvatarPicker what its dependency declares, from Profile's scope or its dependency.
}
