/// libgen's version: the one source of truth for `libgen --version` and the name of
/// the release archive (`scripts/package` reads this line).
package let libgenVersion = "1.2.0"
