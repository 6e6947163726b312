import Foundation

// needs services: calendar_todos
/// Calendar to-dos, dated by day.
extension CalendarTodosService {
    // needs operations: CreateCalendarTodo
    // needs builds: CreateCalendarTodoRequestContent(calendar_todo), CalendarTodoPayload(title, starts_at)
    // needs types: Recording
    /// Adds a to-do (`POST /calendar/todos.json`) and answers it as a recording.
    ///
    /// - Parameters:
    ///   - title: what is to be done; a blank one is a `usage` error and nothing is sent.
    ///   - startsOn: the day it is for, `YYYY-MM-DD`, sent as a bare date because HEY reads it in
    ///     the user's time zone; nil means today where the caller is.
    public func createCalendarTodo(title: String, startsOn: String? = nil) async throws -> Recording {
        let operation = Routes.createCalendarTodo.id
        try Checks.text(title, named: "title", for: operation)
        let day = startsOn ?? CalendarDate.today()
        try Checks.day(day, for: operation)
        return try await create(body: CreateCalendarTodoRequestContent(calendarTodo: CalendarTodoPayload(title: title, startsAt: day)))
    }

    // needs operations: UpdateCalendarTodo
    // needs builds: UpdateCalendarTodoRequestContent(calendar_todo), CalendarTodoChanges(title, starts_at, focused)
    // needs types: Recording
    /// Changes a to-do (`PATCH /calendar/todos/{todoId}.json`): only what is given is sent.
    ///
    /// - Throws: `usage` when nothing is given (HEY would answer as though it changed
    ///   something); nothing is sent.
    public func updateCalendarTodo(todoId: Int, title: String? = nil, startsOn: String? = nil,
                                   focused: Bool? = nil) async throws -> Recording {
        let operation = Routes.updateCalendarTodo.id
        if let startsOn { try Checks.day(startsOn, for: operation) }
        guard title != nil || startsOn != nil || focused != nil else {
            throw HeyError.usage(message: "\(operation) was given nothing to change; nothing was sent")
        }
        return try await update(todoId: todoId, body: UpdateCalendarTodoRequestContent(
            calendarTodo: CalendarTodoChanges(title: title, startsAt: startsOn, focused: focused)))
    }
}
