/// "1 book", "2 books": a count that agrees with its number (CLI.md).
package func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
