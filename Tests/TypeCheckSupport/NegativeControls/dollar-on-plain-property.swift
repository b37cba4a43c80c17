// expected-error: cannot find '$model' in scope
// fix:     var model: ProfileModel =>     @Bindable var model: ProfileModel
import SwiftUI

// @ObservedObject was dropped to a plain property, but `$model.name` was kept:
// a binding needs @Bindable.
@Observable
final class ProfileModel {
    var name = ""
}

struct ProfileView: View {
    var model: ProfileModel

    var body: some View {
        TextField("Name", text: $model.name)
    }
}
