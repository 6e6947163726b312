// Copied by hey-generator from Templates/Extensions/CalendarTodosService+Conveniences.swift. Do not edit: change the template and run `make generate`.

import Foundation

// needs services: calendar_todos
/// What to change of a to-do (``CalendarTodosService/updateTodo(todoId:changes:)``): only what
/// is set is sent.
public struct TodoChanges: Sendable, Equatable {
    /// The new title.
    public var title: String?
    /// The new day, `YYYY-MM-DD`.
    public var startsAt: String?
    /// Whether it is focused.
    public var focused: Bool?

    /// Creates changes (none by default).
    public init(title: String? = nil, startsAt: String? = nil, focused: Bool? = nil) {
        self.title = title
        self.startsAt = startsAt
        self.focused = focused
    }
}

// needs services: calendar_todos
/// Calendar to-dos, dated by day.
extension CalendarTodosService {
    // needs operations: CreateCalendarTodo
    // needs builds: CreateCalendarTodoRequestContent(calendar_todo: CalendarTodoPayload), CalendarTodoPayload(title: string, starts_at: string?)
    // needs types: Recording
    /// Adds a to-do (`POST /calendar/todos.json`) and answers it as a recording.
    ///
    /// - Parameters:
    ///   - title: what is to be done; a blank one is a `usage` error and nothing is sent.
    ///   - startsAt: the day it is for, `YYYY-MM-DD`, sent as a bare date because HEY reads it in
    ///     the user's time zone; nil means today where the caller is.
    public func createTodo(title: String, startsAt: String? = nil) async throws -> Recording {
        let operation = Routes.createCalendarTodo.id
        try Checks.text(title, named: "title", for: operation)
        let day = startsAt ?? CalendarDate.today()
        try Checks.day(day, for: operation)
        return try await create(body: CreateCalendarTodoRequestContent(calendarTodo: CalendarTodoPayload(title: title, startsAt: day)))
    }

    // needs operations: UpdateCalendarTodo
    // needs builds: UpdateCalendarTodoRequestContent(calendar_todo: CalendarTodoChanges), CalendarTodoChanges(title: string?, starts_at: string?, focused: boolean?)
    // needs types: Recording
    /// Changes a to-do (`PATCH /calendar/todos/{todoId}.json`) and answers it: only what
    /// `changes` sets is sent.
    ///
    /// - Throws: `usage` when nothing is set (HEY would answer as though it changed something),
    ///   for a blank title or a day not in the form `YYYY-MM-DD`; nothing is sent.
    public func updateTodo(todoId: Int, changes: TodoChanges) async throws -> Recording {
        let operation = Routes.updateCalendarTodo.id
        try Checks.id(todoId, named: "todoId", for: operation)
        if let title = changes.title { try Checks.text(title, named: "title", for: operation) }
        if let startsAt = changes.startsAt { try Checks.day(startsAt, for: operation) }
        guard changes != TodoChanges() else {
            throw HeyError.usage(message: "\(operation) was given nothing to change; nothing was sent")
        }
        return try await update(todoId: todoId, body: UpdateCalendarTodoRequestContent(
            calendarTodo: CalendarTodoChanges(title: changes.title, startsAt: changes.startsAt, focused: changes.focused)))
    }
}
