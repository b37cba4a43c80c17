// Behaviour check (see TypeCheckTests, behaviour-check.swift): a parent's
// body builds each view three times; SwiftUI installs each build into the
// same identity. Model constructions with an effect must be the same.
let detail = _ViewIdentity()
let loader = _ViewIdentity()
let keyboard = _ViewIdentity()
let settings = _ViewIdentity()
let counter = Counter()
for round in 1...3 {
    let detailView = DetailView(viewModel: DetailViewModel(item: 7))
    _install(detailView, in: detail)
    let loaderView = LoaderView(id: 3)
    _install(loaderView, in: loader)
    let keyboardView = KeyboardAwareView()
    _install(keyboardView, in: keyboard)
    let settingsView = SettingsView(counter: counter)
    _install(settingsView, in: settings)
    log("round \(round): \(constructions.joined(separator: ", "))")
    log("detail \(detailView.viewModel.item), loader \(loaderView.loader.id), keyboard \(keyboardView.watcher.height), engine \(keyboardView.haptics.engine)")
    log("session \(settingsView.session.user), flags \(settingsView.flags.isOn), counter is shared \(settingsView.counter === counter)")
}
