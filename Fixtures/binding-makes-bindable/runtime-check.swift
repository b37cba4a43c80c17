// Runtime check of the migrated Recipe (see TypeCheckTests, runtime-check.swift).
let recipe = Recipe(name: "Soup")
expectTracked("Recipe.name", read: { _ = recipe.name }, write: { recipe.name = "Stew" })
expectTracked("Recipe.servings", read: { _ = recipe.servings }, write: { recipe.servings = 4 })
expectTracked("Recipe.isVegetarian", read: { _ = recipe.isVegetarian }, write: { recipe.isVegetarian = true })
expectTracked("Recipe.steps", read: { _ = recipe.steps }, write: { recipe.steps.append("Chop onions") })
