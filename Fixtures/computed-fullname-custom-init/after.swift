import Observation

@Observable class Person {
    var firstName: String
    var lastName: String

    var fullName: String {
        "\(firstName) \(lastName)"
    }

    var initials: String {
        "\(firstName.prefix(1))\(lastName.prefix(1))"
    }

    init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
    }

    convenience init() {
        self.init(firstName: "Jane", lastName: "Appleseed")
    }

    func rename(to fullName: String) {
        let parts = fullName.split(separator: " ", maxSplits: 1)
        firstName = parts.first.map(String.init) ?? ""
        lastName = parts.count > 1 ? String(parts[1]) : ""
    }
}
