import Foundation
import Observation

@Observable class Location: NSObject {
    var latitude: Double
    var longitude: Double
    var title = ""

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
