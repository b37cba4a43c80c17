// On Apple platforms Foundation declares `ObservableObject` and `Published` as
// typealiases of Combine's, so a file that imports only Foundation can declare
// an ObservableObject model. Linux's Foundation has no Combine; this module
// supplies the two names, and the type checks import it implicitly
// (`-Xfrontend -import-module -Xfrontend _FoundationCombine`).
//
// The implicit import applies to every file, so here a file with no import at
// all could use the two names too; on Apple platforms it needs Foundation.

import OpenCombine

public typealias ObservableObject = OpenCombine.ObservableObject
public typealias Published = OpenCombine.Published
