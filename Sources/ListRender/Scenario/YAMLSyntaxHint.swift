/// libyaml's syntax messages in the words of someone editing a scenario, with the likely fix:
/// "did not find expected '-' indicator" says what the parser missed, not what the writer did
/// (an item indented unlike the ones before it). Messages not listed keep libyaml's words.
enum YAMLSyntaxHint {
    /// libyaml's problem text (its start) and what to tell the writer instead, in the order
    /// they are tried. Measured against libyaml 0.2.5's messages, as Yams bundles it.
    static let translations: [(problem: String, message: String)] = [
        ("did not find expected '-' indicator",
         "a line among list items does not start with \"-\"; add the \"-\", or indent it under its item"),
        ("did not find expected key",
         "a line is indented unlike the keys around it; line it up with the key it belongs beside (or under)"),
        ("mapping values are not allowed in this context",
         "a \":\" where no key can start; a value holding \": \" must be quoted (\"a: b\"), or a key's indentation is off"),
        ("block sequence entries are not allowed in this context",
         "a \"- \" list item on the same line as its key; start the list on the next line, indented"),
        ("could not find expected ':'",
         "a line with no \":\" after its key; add \": value\", or quote the text if it is a value"),
        ("did not find expected node content",
         "a value is missing here (nothing after a \"-\", \",\" or \":\"?); write the value or remove the indicator"),
        ("did not find expected ',' or ']'",
         "a \"[\" list is not closed; add the \"]\" (and a \",\" between items)"),
        ("did not find expected ',' or '}'",
         "a \"{\" mapping is not closed; add the \"}\" (and a \",\" between members)"),
        ("found unexpected end of stream",
         "the file ends inside a quoted string; add the closing quote"),
        ("found a tab character",
         "a tab used for indentation; YAML indents with spaces only"),
        ("found character that cannot start any token",
         "a character that cannot start a value here (a tab, \"@\" or \"`\"); indent with spaces, or quote the value"),
        ("found unknown escape character",
         "an unknown escape in a double-quoted string; write \\\\ for a backslash, or use single quotes"),
        ("found undefined alias",
         "an alias (*name) with no anchor (&name) before it; define the anchor first"),
    ]

    /// The writer's message for libyaml's `problem`, or nil when there is none.
    static func message(for problem: String) -> String? {
        translations.first { problem.hasPrefix($0.problem) }?.message
    }
}
