import RIBs

/// What Profile needs from its own parent to give AvatarPicker: make `ProfileDependency`
/// refine it when AvatarPicker needs something Profile does not make.
@MainActor
protocol ProfileDependencyAvatarPicker: Dependency {}

/// Profile's scope gives AvatarPicker what it depends on.
extension ProfileComponent: AvatarPickerDependency {}
