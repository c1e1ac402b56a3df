#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// strerror as Swift text, e.g. "Permission denied": the one place an errno becomes words, so
/// every file message reads the same ("PATH: cannot write (Permission denied)").
func errorText(_ code: Int32) -> String {
    guard let s = strerror(code) else { return "error \(code)" }
    return String(cString: s)
}
