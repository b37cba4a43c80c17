// Runtime check of the migrated FoodTruckModel (@MainActor; the driver runs on the main actor).
let truck = FoodTruckModel(truckName: "Test Truck", donuts: [Donut(id: 1, name: "Glazed")])
expectTracked("FoodTruckModel.donuts", read: { _ = truck.donuts }, write: { truck.donuts.append(Donut(id: 2, name: "Sprinkles")) })
expectTracked("FoodTruckModel.orders", read: { _ = truck.orders }, write: { truck.orders = [Order(id: "Order#1", donuts: [])] })
expectTracked("FoodTruckModel.orders via placeOrder(with:)", read: { _ = truck.orders }, write: { truck.placeOrder(with: truck.donuts) })
expectTracked("FoodTruckModel.favoriteDonutIDs", read: { _ = truck.favoriteDonutIDs }, write: { truck.favoriteDonutIDs = [1] })
expectTracked("FoodTruckModel.favoriteDonutIDs via toggleFavorite(_:)", read: { _ = truck.favoriteDonutIDs }, write: { truck.toggleFavorite(truck.donuts[1]) })
