/// A template syntax error (thrown when a ``TemplateLibrary`` is loaded) or a strict-mode
/// rendering error (thrown by ``TemplateLibrary/render(_:_:)``), located in a template.
public struct MustacheError: Error, Equatable, CustomStringConvertible {
    /// The template's file path when loaded from a directory (`Templates/Service.swift.mustache`),
    /// otherwise the template's name.
    public let template: String
    /// 1-based line of the offending tag.
    public let line: Int
    /// 1-based column (in Unicode scalars) of the offending tag's opening delimiter.
    public let column: Int
    /// What went wrong, e.g. `unknown name "member.swiftName"`.
    public let message: String

    /// Creates an error located at `template:line:column`.
    public init(template: String, line: Int, column: Int, message: String) {
        self.template = template
        self.line = line
        self.column = column
        self.message = message
    }

    /// `<template>:<line>:<column>: <message>`.
    public var description: String { "\(template):\(line):\(column): \(message)" }
}

/// A 1-based position in a template's source.
struct SourceLocation: Sendable, Equatable {
    let line: Int
    let column: Int
}

extension MustacheError {
    init(_ template: String, _ location: SourceLocation, _ message: String) {
        self.init(template: template, line: location.line, column: location.column, message: message)
    }
}
