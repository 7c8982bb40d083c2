// Quick finds no specs by itself on Linux (swift-corelibs-xctest has no discovery for them):
// this runner names Modoo's interactor and router specs, as Quick's own LinuxMain does.
import Quick

@testable import ApplicationSpecs

QCKMain([
    AuthenticationInteractorSpec.self, AuthenticationRouterSpec.self,
    LoginInteractorSpec.self, LoginRouterSpec.self,
    RegisterInteractorSpec.self, RegisterRouterSpec.self,
    OnboardInteractorSpec.self, OnboardRouterSpec.self,
    FeedInteractorSpec.self, FeedRouterSpec.self,
    ProfileInteractorSpec.self, ProfileRouterSpec.self,
    RootInteractorSpec.self, RootRouterSpec.self,
])
