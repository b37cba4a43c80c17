// Runtime check of the migrated Importer (Checker stays ObservableObject):
// each call whose send() was removed still notifies readers of `stage`.
let importer = Importer()
expectTracked("Importer.stage via finish(.done)", read: { _ = importer.stage }, write: { importer.finish(.done) })
expectTracked("Importer.stage via finish(.cancelled)", read: { _ = importer.stage }, write: { importer.finish(.cancelled) })
expectTracked("Importer.stage via check(true, false)", read: { _ = importer.stage }, write: { importer.check(true, false) })
expectTracked("Importer.stage via check(false, true)", read: { _ = importer.stage }, write: { importer.check(false, true) })
expectTracked("Importer.stage via check(false, false)", read: { _ = importer.stage }, write: { importer.check(false, false) })
