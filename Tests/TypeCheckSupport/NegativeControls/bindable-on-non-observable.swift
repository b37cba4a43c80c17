// expected-error: 'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable
// fix: final class FormModel => @Observable final class FormModel
import SwiftUI

// @ObservedObject became @Bindable but the class was not made @Observable.
final class FormModel {
    var email = ""
}

struct FormView: View {
    @Bindable var model: FormModel

    var body: some View {
        TextField("Email", text: $model.email)
    }
}
