/// A member's private contact details: from the contacts file, or (in a
/// private repository) from the member file. Never rendered into the site.
package struct Contact: Sendable, Equatable {
    package var email: String?
    package var phone: String?
    package var flat: String?

    init(email: String? = nil, phone: String? = nil, flat: String? = nil) {
        self.email = email
        self.phone = phone
        self.flat = flat
    }

    /// `self`'s values, with `other`'s where `self` has none (the contacts file wins).
    func filled(from other: Contact) -> Contact {
        Contact(email: email ?? other.email, phone: phone ?? other.phone, flat: flat ?? other.flat)
    }
}

package extension Library {
    /// A member's contact details: the contacts file's, then the member file's.
    func contact(for member: String) -> Contact {
        let inFile = self.member(member).map { Contact(email: $0.email, phone: $0.phone, flat: $0.flat) } ?? Contact()
        return (contacts[member] ?? Contact()).filled(from: inFile)
    }
}
