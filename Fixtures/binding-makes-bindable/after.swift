import SwiftUI

@Observable final class Recipe {
    var name: String
    var servings = 2
    var isVegetarian = false
    var steps: [String] = []

    init(name: String) {
        self.name = name
    }
}

struct RecipeEditor: View {
    @Bindable var recipe: Recipe

    var body: some View {
        Form {
            TextField("Name", text: $recipe.name)
            Stepper("Serves \(recipe.servings)", value: $recipe.servings, in: 1...12)
            Toggle("Vegetarian", isOn: $recipe.isVegetarian)
        }
    }
}

/// Only reads the recipe; the `$recipe.name` in this comment and the
/// string below are not bindings.
struct RecipeSummary: View {
    var recipe: Recipe

    var body: some View {
        HStack {
            Text(recipe.name)
            Spacer()
            Text("$recipe.servings: \(recipe.servings)")
                .foregroundColor(.secondary)
        }
    }
}

struct StepList: View {
    @Bindable var recipe: Recipe
    @State private var newStep = ""

    var body: some View {
        List {
            ForEach(recipe.steps, id: \.self) { step in
                Text(step)
            }
            TextField("New step", text: $newStep)
                .onSubmit(addStep)
        }
        .toolbar {
            headerToggle
        }
    }

    private var headerToggle: some View {
        Toggle("Vegetarian", isOn: $recipe.isVegetarian)
            .labelsHidden()
    }

    private func addStep() {
        recipe.steps.append(newStep)
        newStep = ""
    }
}

struct StepCounter: View {
    var recipe: Recipe
    @State private var showsDetails = false

    var body: some View {
        Toggle("\(recipe.steps.count) steps", isOn: $showsDetails)
    }
}
