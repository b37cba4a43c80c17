// Runtime check of the migrated FooterModel (SidebarModel stays ObservableObject).
let footer = FooterModel()
expectTracked("FooterModel.message", read: { _ = footer.message }, write: { footer.message = "Saved" })
