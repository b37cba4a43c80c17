// The coded form of a model is the same before and after: its hand-written
// coding goes through a value of its own, which the macro does not touch.

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
do {
    let download = Download(title: "Keynote")
    download.progress = 0.25
    let data = try encoder.encode(download)
    print(String(decoding: data, as: UTF8.self))
    let decoded = try JSONDecoder().decode(Download.self, from: data)
    print(decoded.title, decoded.progress)
    decoded.progress = 1
    print(String(decoding: try encoder.encode(decoded), as: UTF8.self))
} catch {
    print("coding failed: \(error)")
}
