/// The app's dependency container.
struct Environment {
    var apiBase = "https://example.com"
}
