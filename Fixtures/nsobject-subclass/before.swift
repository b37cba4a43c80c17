import Foundation
import Combine

class Location: NSObject, ObservableObject {
    @Published var latitude: Double
    @Published var longitude: Double
    @Published var title = ""

    init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
        super.init()
    }

    override var description: String {
        let name = title.isEmpty ? "Unnamed" : title
        return "\(name) (\(latitude), \(longitude))"
    }

    func move(toLatitude latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
