import Foundation

struct Old {
    var name = ""
}
