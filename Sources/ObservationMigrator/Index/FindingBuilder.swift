/// Turns one file's facts and the project index into the file's findings.
/// It uses the same index queries the rewriters use, so the report describes
/// exactly what was (or was not) rewritten.
struct FindingBuilder {
    let index: ProjectIndex
    let configuration: Configuration

    func findings(for file: FileFacts) -> [Finding] {
        var findings: [Finding] = []
        func add(_ rule: Rule, _ position: SourcePosition, _ message: String, applied: Bool, fix: String? = nil) {
            findings.append(Finding(rule: rule, path: file.path, position: position, message: message, applied: applied, suggestedFix: fix))
        }

        if let error = file.parseError {
            add(.parseError, error.position, "syntax error: \(error.message); the file is left untouched", applied: false)
        }
        for fact in file.classes {
            classFindings(fact, add: add)
        }
        for fact in file.unsupportedTypes {
            add(.unsupportedType, fact.position, "\(fact.kind) '\(fact.name)' adopts ObservableObject, but @Observable supports classes only; left as is", applied: false)
        }
        for fact in file.protocolConstraints {
            add(.protocolConstraint, fact.position, fact.message, applied: false)
        }
        for fact in file.publisherTypeMentions {
            add(.combinePublisher, fact.position, fact.message, applied: false)
        }
        for use in file.memberPublisherUses {
            for owner in index.publisherOwners(of: use, path: file.path) {
                add(.combinePublisher, use.position, publisherMessage(owner: owner, property: use.member), applied: index.migrated.contains(owner))
            }
        }
        for reference in file.projectedReferences {
            let owner = ProjectIndex.key(reference.owner)
            if index.isObservable(owner), index.declaresPublished(reference.name, in: owner) {
                add(.combinePublisher, reference.position, publisherMessage(owner: owner, property: reference.name), applied: index.migrated.contains(owner))
            } else if !reference.hasBindableSite, let wrapper = index.wrapperProperty(reference.name, of: reference.owner),
                      index.viewPropertyForm(of: wrapper) == .environment {
                add(.environmentBinding, reference.position,
                    "'$\(reference.name)' binds through an environment object outside a function or computed property, where no local @Bindable can be declared; it no longer compiles",
                    applied: false)
            }
        }
        for call in file.constructorCalls {
            for target in index.genericArgumentClasses(of: call, path: file.path) {
                add(.protocolConstraint, call.position,
                    "'\(target)' stays ObservableObject: it is passed to '\(call.callee)', whose generic parameter requires ObservableObject",
                    applied: false)
            }
        }
        for use in file.objectWillChangeUses {
            if let owner = index.objectWillChangeOwner(of: use, path: file.path) {
                add(.objectWillChange, use.position, "'\(owner)' stays ObservableObject: its objectWillChange is used here", applied: false)
            } else if use.base == .implicitSelf ? index.classes[ProjectIndex.key(use.scope)] == nil
                        : !index.hasDeclaredType(use.base, scope: use.scope, path: file.path) {
                add(.objectWillChange, use.position,
                    "objectWillChange is used on a value whose type could not be told; if it is a migrated class, this no longer compiles",
                    applied: false)
            }
        }
        for wrapper in file.wrapperProperties {
            wrapperFindings(wrapper, add: add)
        }
        for assignment in file.wrapperInitAssignments where !assignment.valueIsCheap {
            guard let wrapper = index.wrapperProperty(assignment.name, of: assignment.owner), wrapper.wrapper == .stateObject,
                  index.viewPropertyForm(of: wrapper) == .state else { continue }
            add(.stateInitCost, assignment.position,
                "'_\(assignment.name)' is now initialised with State(initialValue:), which evaluates its value on every init of the view, not once",
                applied: true)
        }
        for modifier in file.environmentObjectModifiers {
            let resolved = index.resolveValue(modifier.argument, scope: modifier.scope, path: file.path)
            if resolved == nil {
                add(.unknownObservable, modifier.position,
                    ".environmentObject(_:) passes a value whose type is not a class this run migrates; left as is",
                    applied: false)
            }
        }
        return findings
    }

    private func publisherMessage(owner: String, property: String) -> String {
        if index.migrated.contains(owner) {
            return "'$\(property)' of '\(owner)' is used as a Combine publisher; '\(owner)' was migrated anyway (--allow-combine), so this use no longer compiles; use withObservationTracking or onChange(of:)"
        }
        return "'\(owner)' stays ObservableObject: its publisher '$\(property)' is used here; use withObservationTracking or onChange(of:) instead"
    }

    private func classFindings(_ fact: ClassFact, add: (Rule, SourcePosition, String, Bool, String?) -> Void) {
        let key = ProjectIndex.key(fact.qualifiedName)
        if index.migrated.contains(key) {
            for property in fact.properties {
                switch property.kind {
                case .lazy:
                    add(.lazyIgnored, property.position, "'\(property.name)' in '\(key)' is lazy, so it got @ObservationIgnored; changes to it no longer update views", true, nil)
                case .otherWrapper(let wrapper) where ObservableWrapperKind(rawValue: wrapper.split(separator: ".").last.map(String.init) ?? "") != nil:
                    add(.propertyWrapperIgnored, property.position,
                        "'\(property.name)' in '\(key)' uses @\(wrapper), which only works inside views; it got @ObservationIgnored",
                        true, "Remove the wrapper: a plain stored property of an @Observable class is tracked, and an @Observable object it holds tracks its own properties.")
                case .otherWrapper(let wrapper):
                    add(.propertyWrapperIgnored, property.position, "'\(property.name)' in '\(key)' uses @\(wrapper), so it got @ObservationIgnored; changes to it no longer update views", true, nil)
                case .unpublishedStored:
                    if configuration.ignoreUnpublished || property.isBookkeeping { continue }
                    add(.unpublishedNowTracked, property.position, "'\(property.name)' in '\(key)' was not @Published and is now tracked; views reading it update when it changes", false, nil)
                case .published, .untouched:
                    continue
                }
            }
            if fact.isCodable, !fact.hasCustomCoding {
                add(.codableKeys, fact.position, "'\(key)' is Codable and relies on synthesized coding; @Observable stores its properties as '_name', so the coding keys change", false, nil)
            }
            return
        }
        switch index.exclusions[key] {
        case .inheritsExclusion(let other):
            add(.inheritedNotMigrated, fact.position, "'\(key)' stays ObservableObject because '\(other)' in its class hierarchy cannot be migrated", false, nil)
        case .observableProtocol(let refining):
            add(.protocolConstraint, fact.position, "'\(key)' stays ObservableObject because it conforms to '\(refining)', which refines ObservableObject", false, nil)
        case .unknownAttribute(let attribute):
            add(.attachedMacro, fact.position, "'\(key)' stays ObservableObject: @\(attribute) may be a macro that adds members (such as @Published properties) the migration cannot see", false, nil)
        case .managedObject:
            add(.unsupportedType, fact.position, "'\(key)' is an NSManagedObject subclass, which @Observable does not support; left as is", false, nil)
        default:
            break
        }
    }

    private func wrapperFindings(_ wrapper: WrapperPropertyFact, add: (Rule, SourcePosition, String, Bool, String?) -> Void) {
        let written = wrapper.type.map { $0.joined(separator: ".") }
        guard let form = index.viewPropertyForm(of: wrapper) else {
            let resolved = index.resolveWrappedClass(type: wrapper.type, value: wrapper.value, scope: wrapper.scope, path: wrapper.path)
            let known = resolved.map(index.isObservable) ?? false
            // A generic parameter's constraint is reported as protocol-constraint;
            // Core Data objects are observable through their SDK superclass, for good.
            if !known, !wrapper.typeIsGenericParameter, !(resolved.map(index.isManagedObject) ?? false) {
                let what = written.map { "has type '\($0)', which is not a class this run migrates" } ?? "has a type that could not be determined"
                add(.unknownObservable, wrapper.position, "@\(wrapper.wrapper.rawValue) '\(wrapper.name)' \(what); left as is", false, nil)
            }
            return
        }
        if wrapper.wrapper == .stateObject, form == .state, !wrapper.initializerIsCheap {
            add(.stateInitCost, wrapper.position, "@StateObject '\(wrapper.name)' became @State; its initial value is now evaluated on every init of the view, not once", true, nil)
        }
        if wrapper.wrapper == .observedObject, form == .state {
            add(.viewOwnedObservedObject, wrapper.position, "@ObservedObject '\(wrapper.name)' creates its own object, so it became @State, which owns it (the old code recreated it with its parent)", true, nil)
        }
    }
}
