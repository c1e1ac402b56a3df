import ArgumentParser
import Foundation
import ListRender

/// `renderlist`: the command line. One file per subcommand; each parses flags and calls the library.
///
/// Exit status (docs/cli-and-layout.md): 0 success, 1 a comparison found differences,
/// 2 bad input or any other error, always with one line on stderr.
@main
struct RenderList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "renderlist",
        abstract: "Render UIKit-style list interactions to PNG frames, headless.",
        subcommands: [RenderCommand.self, LayoutCommand.self, CompareCommand.self, VerifyCommand.self, ReportCommand.self,
                      DocsCommand.self, PreviewCommand.self, DemoCommand.self, SchemaCommand.self, BenchCommand.self])

    static func main() {
        // A first word that is neither a flag nor a subcommand is a mistyped subcommand, not an
        // "unexpected argument": say so and suggest the closest.
        let args = CommandLine.arguments.dropFirst()
        checkSubcommand(args.first, of: configuration, what: "subcommand")
        // The same one level down, for command groups (`report merge`).
        if let first = args.first, let group = configuration.subcommands.first(where: { $0._commandName == first }),
           !group.configuration.subcommands.isEmpty {
            checkSubcommand(args.dropFirst().first, of: group.configuration, what: "\(first) subcommand")
        }
        // Fonts are compiled in; a damaged build says so in one line rather than trapping. Checked,
        // with the text measurer built, on the other core while the arguments are parsed.
        let resources = ListRenderResources.prepare()
        do {
            var command = try parseAsRoot()
            try resources.wait()
            try command.run()
        } catch let error as InputError {
            fail(error.message)
        } catch let error as OptionError {
            // A library option out of range found at run time: named by its flag here.
            fail(Flags.message(for: error))
        } catch let error as InternalError {
            fail(error.message)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            // Help and --version are "errors" that exit 0; everything else is bad usage: one line, status 2.
            let exitCode = Self.exitCode(for: error)
            if exitCode == .success {
                Self.exit(withError: error)
            }
            fail(Self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)")
        }
    }

    /// Fails with "unknown WHAT ... did you mean" when `word` is neither a flag nor one of
    /// `configuration`'s subcommands.
    static func checkSubcommand(_ word: String?, of configuration: CommandConfiguration, what: String) {
        guard let word = word, !word.hasPrefix("-") else { return }
        let names = configuration.subcommands.map { $0._commandName }
        guard !names.contains(word) && word != "help" else { return }
        let close = names.min { editDistance($0, word) < editDistance($1, word) }
        let hint = close.map { editDistance($0, word) <= 2 ? " (did you mean \"\($0)\"?)" : "" } ?? ""
        let shown = MessageText.oneLine(word.count <= 40 ? word : String(word.prefix(37)) + "...")
        fail("unknown \(what) \"\(shown)\"\(hint); expected one of \(names.joined(separator: ", "))")
    }

    /// One line on stderr, exit status 2; names in `message` are escaped and shortened (one line,
    /// nothing a terminal would act on).
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("renderlist: \(MessageText.oneLine(message))\n".utf8))
        Foundation.exit(2)
    }
}

/// Levenshtein distance, for "did you mean" on a mistyped subcommand.
private func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.prefix(64)), b = Array(b.prefix(64))
    var row = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
        var prev = row[0]; row[0] = i
        for j in 1...max(1, b.count) where !b.isEmpty {
            let cur = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
            prev = cur
        }
    }
    return a.isEmpty ? b.count : row[b.count]
}
