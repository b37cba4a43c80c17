import SwiftUI

public struct Donut: Identifiable, Hashable {
    public var id: Int
    public var name: String
}

public struct Order: Identifiable, Hashable {
    public var id: String
    public var donuts: [Donut]
    public var isCompleted = false
}

@Observable @MainActor public class FoodTruckModel {
    public var donuts: [Donut]
    public var orders: [Order] = []
    public var favoriteDonutIDs: Set<Donut.ID> = []

    public let truckName: String

    public static let preview = FoodTruckModel(truckName: "Preview Truck")

    public init(truckName: String, donuts: [Donut] = []) {
        self.truckName = truckName
        self.donuts = donuts
    }

    public var pendingOrders: [Order] {
        orders.filter { !$0.isCompleted }
    }

    public func placeOrder(with donuts: [Donut]) {
        let order = Order(id: "Order#\(orders.count + 1)", donuts: donuts)
        orders.append(order)
    }

    public func markCompleted(_ order: Order) {
        guard let index = orders.firstIndex(where: { $0.id == order.id }) else { return }
        orders[index].isCompleted = true
    }

    public func toggleFavorite(_ donut: Donut) {
        if favoriteDonutIDs.contains(donut.id) {
            favoriteDonutIDs.remove(donut.id)
        } else {
            favoriteDonutIDs.insert(donut.id)
        }
    }
}
