// Copied by hey-generator from Templates/Extensions/HabitsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: habits
/// Habits: create and change them from the values a caller has, and mark days done.
extension HabitsService {
    // needs operations: CreateHabit
    // needs builds: HabitRequestContent(calendar_habit), HabitPayload(name, icon, color, days)
    // needs types: Recording
    /// Starts tracking a habit (`POST /calendar/habits.json`) and answers it as a recording
    /// (HEY answers 201; anything but a 2xx is an error).
    ///
    /// - Parameters:
    ///   - name: what the habit is called.
    ///   - icon: HEY's name for its icon; an empty one is left out.
    ///   - color: HEY's name for its colour; an empty one is left out.
    ///   - days: the weekdays it is due, 0 (Sunday) to 6 (Saturday); empty means HEY's default.
    /// - Throws: `usage` for a blank name or a day outside 0–6; nothing is sent.
    public func createHabit(name: String, icon: String? = nil, color: String? = nil, days: [Int] = []) async throws -> Recording {
        let operation = Routes.createHabit.id
        try Checks.text(name, named: "name", for: operation)
        return try await create(body: try Self.body(name: name, icon: icon, color: color, days: days, for: operation))
    }

    // needs operations: UpdateHabit
    // needs builds: HabitRequestContent(calendar_habit), HabitPayload(name, icon, color, days), HabitPayload()
    // needs types: Recording
    /// Changes a habit (`PATCH /calendar/habits/{habitId}.json`): only what is given (non-nil,
    /// non-empty) is sent, the rest is left as it is. Answers the habit.
    public func updateHabit(habitId: Int, name: String? = nil, icon: String? = nil, color: String? = nil,
                            days: [Int]? = nil) async throws -> Recording {
        let operation = Routes.updateHabit.id
        let body = try Self.body(name: name, icon: icon, color: color, days: days ?? [], for: operation)
        guard body.calendarHabit != HabitPayload() else {
            throw HeyError.usage(message: "\(operation) was given nothing to change; nothing was sent")
        }
        return try await update(habitId: habitId, body: body)
    }

    // needs operations: CompleteHabit
    // needs types: Recording
    /// Marks the habit done on `day` (`YYYY-MM-DD`). Doing it twice changes nothing more.
    public func completeHabit(habitId: Int, on day: String) async throws -> Recording {
        try Checks.day(day, for: Routes.completeHabit.id)
        return try await complete(day: day, habitId: habitId)
    }

    // needs operations: UncompleteHabit
    // needs types: Recording
    /// Takes back the habit's completion on `day` (`YYYY-MM-DD`).
    public func uncompleteHabit(habitId: Int, on day: String) async throws -> Recording {
        try Checks.day(day, for: Routes.uncompleteHabit.id)
        return try await uncomplete(day: day, habitId: habitId)
    }

    // needs builds: HabitRequestContent(calendar_habit), HabitPayload(name, icon, color, days)
    private static func body(name: String?, icon: String?, color: String?, days: [Int], for operation: String) throws -> HabitRequestContent {
        guard days.allSatisfy({ (0...6).contains($0) }) else {
            throw HeyError.usage(message: "\(operation): days are 0 (Sunday) to 6 (Saturday), not \(days); nothing was sent")
        }
        func kept(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
        return HabitRequestContent(calendarHabit: HabitPayload(
            name: kept(name), icon: kept(icon), color: kept(color), days: days.isEmpty ? nil : days))
    }
}
