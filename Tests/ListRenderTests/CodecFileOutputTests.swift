import XCTest
@testable import ListRender

/// Atomic writes and folder creation: the file is whole or absent, errors name the path.
final class CodecFileOutputTests: XCTestCase {
    private func message(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch let e as InputError { return e.message } catch { return "\(error)" }
    }

    private func listing(_ dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    }

    func testWritesAndReplacesWithoutLeavingTemporaryFiles() throws {
        let dir = try CodecTests.temporaryFolder()
        try FileOutput.writeAtomically([1, 2, 3], to: dir + "/a.bin")
        try FileOutput.writeAtomically([4, 5], to: dir + "/a.bin", sync: true)
        XCTAssertEqual(try FileInput.readBytes(at: dir + "/a.bin"), [4, 5])
        XCTAssertEqual(try listing(dir), ["a.bin"])
    }

    func testFailedWriteNamesThePathAndLeavesNothing() throws {
        let dir = try CodecTests.temporaryFolder()
        try FileOutput.writeAtomically([1], to: dir + "/file")
        XCTAssertEqual(message { try FileOutput.writeAtomically([1], to: dir + "/file/frame-0000.png") },
                       "\(dir)/file/frame-0000.png: cannot write (Not a directory)")
        XCTAssertEqual(message { try FileOutput.writeAtomically([1], to: dir + "/missing/frame-0000.png") },
                       "\(dir)/missing/frame-0000.png: cannot write (No such file or directory)")
        // Renaming a file over a folder fails after the temporary file was written: it is removed.
        try FileOutput.createDirectory(dir + "/folder")
        XCTAssertEqual(message { try FileOutput.writeAtomically([1], to: dir + "/folder") },
                       "\(dir)/folder: cannot write (Is a directory)")
        XCTAssertEqual(try listing(dir), ["file", "folder"])
    }

    func testCreatesNestedFoldersAndNamesTheBlockingFile() throws {
        let dir = try CodecTests.temporaryFolder()
        try FileOutput.createDirectory(dir + "/out/x/y")
        try FileOutput.createDirectory(dir + "/out/x/y")   // existing is fine
        var isDir: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/out/x/y", isDirectory: &isDir) && isDir.boolValue)
        try FileOutput.writeAtomically([1], to: dir + "/out/f")
        XCTAssertEqual(message { try FileOutput.createDirectory(dir + "/out/f/g") },
                       "\(dir)/out/f/g: cannot create folder (\(dir)/out/f is a file)")
    }
}
