/// JUnit XML (`testsuites/testsuite/testcase/failure`), the format CI systems read, for compare
/// and verify results. Output is deterministic: no timestamps, no host names, cases in given order.
public enum JUnitReport {
    /// One test case: passed when `failure` is nil.
    public struct TestCase: Equatable, Sendable {
        public var className: String
        public var name: String
        /// Short failure message (the `message` attribute); nil when the case passed.
        public var failure: String?
        /// Longer failure text (the element body).
        public var details: String?
        public init(className: String, name: String, failure: String? = nil, details: String? = nil) {
            self.className = className; self.name = name; self.failure = failure; self.details = details
        }
    }

    /// A named group of cases.
    public struct Suite: Equatable, Sendable {
        public var name: String
        public var cases: [TestCase]
        public init(name: String, cases: [TestCase]) { self.name = name; self.cases = cases }
        public var failures: Int { cases.filter { $0.failure != nil }.count }
    }

    /// The suite for a compare run: one case per record; differing, missing and extra files fail.
    public static func suite(name: String, records: [CompareRecord]) -> Suite {
        Suite(name: name, cases: records.map { r in
            let failure: String?
            switch r.status {
            case .missing: failure = "missing: in expected only"
            case .new: failure = "extra: in actual only"
            case .passed, .failed, .recorded, .replaced:
                guard let c = r.comparison, !r.match else { failure = nil; break }
                failure = c.sizeMismatch
                    ? "size mismatch: actual \(c.actualSize), expected \(c.expectedSize)"
                    : "\(c.mismatchedPixels) of \(c.totalPixels) pixels differ"
            }
            return TestCase(className: "compare", name: r.name, failure: failure,
                            details: failure == nil ? nil : r.humanLine)
        })
    }

    /// The XML document for `suites`.
    static func xml(_ suites: [Suite]) -> String {
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for suite in suites {
            out += "  <testsuite name=\"\(Markup.escape(suite.name))\" tests=\"\(suite.cases.count)\" "
                + "failures=\"\(suite.failures)\" errors=\"0\" skipped=\"0\">\n"
            for c in suite.cases {
                let open = "    <testcase classname=\"\(Markup.escape(c.className))\" name=\"\(Markup.escape(c.name))\""
                if let failure = c.failure {
                    out += open + ">\n"
                    out += "      <failure message=\"\(Markup.escape(failure))\">\(Markup.escape(c.details ?? failure))</failure>\n"
                    out += "    </testcase>\n"
                } else {
                    out += open + "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// Writes `suite` as JUnit XML to `path` atomically.
    public static func write(_ suite: Suite, to path: String) throws {
        try FileOutput.writeAtomically(text: xml([suite]), to: path)
    }

}
