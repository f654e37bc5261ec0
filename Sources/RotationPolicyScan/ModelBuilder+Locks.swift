import RotationPolicyWire

/// The app-wide lock variable the app delegate returns (issue 30, point 3): each value the app assigns
/// to it is a `setDelegateMask` action at the assignment's line, so the search explores the lock and
/// its release among the app's other events, within its budgets. Only a lock the model can follow
/// faithfully (ClassTable.delegateLock says which).
extension ModelBuilder {
    func lockActions() {
        guard let lock = table.delegateLock else { return }
        for assignment in lock.assignments {
            guard let orientations = assignment.value.orientations, let mask = Literal.mask(Set(orientations)).mask
            else { continue }
            add("delegateMask|\(orientations.joined(separator: ","))") { path in
                sources.append(SourceEntry(fact: path, at: assignment.at, how: .literal, detail: "\(lock.name) = \(assignment.value.text)"))
                return .setDelegateMask(mask)
            }
        }
    }
}
