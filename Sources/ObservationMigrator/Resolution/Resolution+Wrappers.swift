/// What the project's property wrappers do (`FileFacts.propertyWrappers`).
extension Resolution {
    /// Whether the property wrapper written `wrapper` (`Setting`, `Module.Setting`)
    /// at `scope` can tell the object holding it of a change: nil when the
    /// project does not declare it (a framework's or a package's outside the run).
    func wrapperAnnouncesChanges(_ wrapper: String, scope: [String]) -> Bool? {
        let written = wrapper.split(separator: ".").map(String.init)
        guard let key = resolveType(written, scope: scope), let announces = propertyWrappers[key] else { return nil }
        return announces || written.last.map(announcingExtensions.contains) == true
    }

    /// Whether the property wrapper written `wrapper` at `scope` is one the
    /// project declares whose construction only stores values (no
    /// initialiser that does more, no stored property that calls something).
    func wrapperBuildsPurely(_ wrapper: String, scope: [String]) -> Bool {
        resolveType(wrapper.split(separator: ".").map(String.init), scope: scope).map(pureWrappers.contains) ?? false
    }
}
