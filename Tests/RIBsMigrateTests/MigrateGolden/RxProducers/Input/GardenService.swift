import RxSwift

protocol GardenService {
    func gardens(token: String) -> Observable<String>
}

final class GardenServiceImpl: GardenService {
    func gardens(token: String) -> Observable<String> {
        return Endpoint(path: "gardens/\(token)").execute()
    }
}
