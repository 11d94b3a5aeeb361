/// The git commit the binary was built from, stamped by `scripts/package` for a release
/// archive (nil in an ordinary build). `libgen init` pins the library's workflow to the libgen
/// action at this commit, so every `uses:` there names a commit, not a movable tag.
package let libgenSourceCommit: String? = nil
