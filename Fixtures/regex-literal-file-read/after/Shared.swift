func opens(_ line: String) -> Bool {
    line.contains(/\{/)
}

let shared: Model = Model()

func closes(_ line: String) -> Bool {
    line.contains(/\}/)
}
