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
        subcommands: [RenderCommand.self, LayoutCommand.self, CompareCommand.self, VerifyCommand.self,
                      DocsCommand.self, DemoCommand.self, BenchCommand.self])

    static func main() {
        do {
            var command = try parseAsRoot()
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

    /// One line on stderr, exit status 2.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("renderlist: \(message)\n".utf8))
        Foundation.exit(2)
    }
}
