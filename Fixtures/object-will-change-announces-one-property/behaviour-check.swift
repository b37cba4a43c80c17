// Behaviour check (see TypeCheckTests, behaviour-check.swift): the same driver
// runs against before.swift and after.swift, and the two outputs must match.
let notebook = NotebookModel()
watch(notebook, "notebook", reading: { (notebook.title, notebook.page) })
notebook.write("first")
log("lines: \(notebook.page.lines)")
notebook.rename("draft")
log("page title: \(notebook.page.title)")
notebook.writeAll(["second", "third"])
log("lines: \(notebook.page.lines)")
notebook.title = "Notes"
log("title: \(notebook.title)")
