// Copied by hey-generator from Templates/Extensions/HabitsService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: habits
/// A habit's values, for ``HabitsService/createHabit(params:)`` and
/// ``HabitsService/updateHabit(habitId:params:)``: an empty one is left out of what is sent.
public struct HabitParams: Sendable, Equatable {
    /// What the habit is called (required to create one).
    public var name: String
    /// HEY's name for its icon.
    public var icon: String
    /// HEY's name for its colour.
    public var color: String
    /// The weekdays it is due, 0 (Sunday) to 6 (Saturday); empty: HEY's default, or unchanged.
    public var days: [Int]

    /// Creates a habit's values (all empty by default).
    public init(name: String = "", icon: String = "", color: String = "", days: [Int] = []) {
        self.name = name
        self.icon = icon
        self.color = color
        self.days = days
    }
}

// needs services: habits
/// Habits: create and change them from the values a caller has, and mark days done.
extension HabitsService {
    // needs operations: CreateHabit
    // needs builds: HabitRequestContent(calendar_habit: HabitPayload), HabitPayload(name: string?, icon: string?, color: string?, days: [integer(int32)]?)
    // needs types: Recording
    /// Starts tracking a habit (`POST /calendar/habits.json`, the empty values left out) and
    /// answers it as a recording (HEY answers 201; anything but a 2xx is an error).
    ///
    /// - Throws: `usage` for a blank name or a day outside 0–6; nothing is sent.
    public func createHabit(params: HabitParams) async throws -> Recording {
        let operation = Routes.createHabit.id
        try Checks.text(params.name, named: "name", for: operation)
        return try await create(body: try Self.habitBody(params, for: operation))
    }

    // needs operations: UpdateHabit
    // needs builds: HabitRequestContent(calendar_habit: HabitPayload), HabitPayload(name: string?, icon: string?, color: string?, days: [integer(int32)]?), HabitPayload()
    // needs types: Recording
    /// Changes a habit (`PATCH /calendar/habits/{habitId}.json`): only the non-empty values are
    /// sent, the rest is left as it is. Answers the habit.
    ///
    /// - Throws: `usage` when every value is empty, or for a day outside 0–6; nothing is sent.
    public func updateHabit(habitId: Int, params: HabitParams) async throws -> Recording {
        let operation = Routes.updateHabit.id
        try Checks.id(habitId, named: "habitId", for: operation)
        let body = try Self.habitBody(params, for: operation)
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

    // needs builds: HabitRequestContent(calendar_habit: HabitPayload), HabitPayload(name: string?, icon: string?, color: string?, days: [integer(int32)]?)
    /// `{calendar_habit: {…}}` with the empty values left out, after checking the days.
    static func habitBody(_ params: HabitParams, for operation: String) throws -> HabitRequestContent {
        guard params.days.allSatisfy({ (0...6).contains($0) }) else {
            throw HeyError.usage(message: "\(operation): days are 0 (Sunday) to 6 (Saturday), not \(params.days); nothing was sent")
        }
        func kept(_ text: String) -> String? { text.isEmpty ? nil : text }
        return HabitRequestContent(calendarHabit: HabitPayload(
            name: kept(params.name), icon: kept(params.icon), color: kept(params.color),
            days: params.days.isEmpty ? nil : params.days.map { Int32($0) }))
    }
}
