// A parent's body builds the view three times; SwiftUI installs each build
// into the same identity. The values read and the reads of the computed
// static must be the same.
let identity = _ViewIdentity()
for round in 1...3 {
    let view = UploadView()
    _install(view, in: identity)
    log("round \(round): palette reads \(paletteReads)")
}
