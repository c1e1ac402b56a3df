import XCTest
@testable import ListRender

/// Atomic writes and folder creation: the file is whole or absent, errors name the path.
final class IOFileTests: XCTestCase {
    private func message(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch let e as InputError { return e.message } catch { return "\(error)" }
    }

    private func listing(_ dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    }

    func testWritesAndReplacesWithoutLeavingTemporaryFiles() throws {
        let dir = try temporaryFolder()
        try FileOutput.writeAtomically([1, 2, 3], to: dir + "/a.bin")
        try FileOutput.writeAtomically([4, 5], to: dir + "/a.bin", sync: true)
        XCTAssertEqual(try FileInput.readBytes(at: dir + "/a.bin"), [4, 5])
        XCTAssertEqual(try listing(dir), ["a.bin"])
    }

    func testFailedWriteNamesThePathAndLeavesNothing() throws {
        let dir = try temporaryFolder()
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
        let dir = try temporaryFolder()
        try FileOutput.createDirectory(dir + "/out/x/y")
        try FileOutput.createDirectory(dir + "/out/x/y")   // existing is fine
        var isDir: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/out/x/y", isDirectory: &isDir) && isDir.boolValue)
        try FileOutput.writeAtomically([1], to: dir + "/out/f")
        XCTAssertEqual(message { try FileOutput.createDirectory(dir + "/out/f/g") },
                       "\(dir)/out/f/g: cannot create folder (\(dir)/out/f is a file)")
    }

    func testAFileWhereAFolderShouldBeIsNamed() throws {
        let dir = try temporaryFolder()
        try FileOutput.writeAtomically([1], to: dir + "/f")
        XCTAssertEqual(message { try FileOutput.createDirectory(dir + "/f") }, "\(dir)/f: exists and is not a folder")
        XCTAssertEqual(message { try FileSystem.requireFolderOrNothing(dir + "/f") }, "\(dir)/f: exists and is not a folder")
        XCTAssertNil(message { try FileSystem.requireFolderOrNothing(dir + "/nothing") })
        XCTAssertEqual(FileSystem.kind(of: dir), .folder)
        XCTAssertEqual(FileSystem.kind(of: dir + "/f"), .file)
        XCTAssertEqual(FileSystem.kind(of: dir + "/nothing"), .nothing)
    }

    func testReadsAreCappedAndNameWhatTheFileShouldBe() throws {
        let dir = try temporaryFolder()
        try FileOutput.writeAtomically(Array(repeating: 7, count: 3 * 1024 * 1024 + 1), to: dir + "/big")
        XCTAssertEqual(message { _ = try FileInput.readBytes(at: dir + "/big", maxBytes: 1024 * 1024, kind: "scenario file") },
                       "\(dir)/big: 3145729 bytes (3.0 MiB) is too big for a scenario file; at most 1 MiB")
        XCTAssertEqual(try FileInput.readBytes(at: dir + "/big").count, 3 * 1024 * 1024 + 1)
        XCTAssertEqual(message { _ = try FileInput.readBytes(at: dir, kind: "scenario file") }, "\(dir): is a folder, not a scenario file")
        XCTAssertEqual(message { _ = try FileInput.readBytes(at: dir + "/none") }, "\(dir)/none: no such file")
    }

    func testStreamWritesPieceByPiece() throws {
        let dir = try temporaryFolder()
        let stream = try FileOutput.Stream(path: dir + "/s.json")
        try stream.write("{\"a\":")
        try stream.write("1}")
        try stream.finish()
        XCTAssertEqual(try FileInput.readBytes(at: dir + "/s.json"), Array("{\"a\":1}".utf8))
        XCTAssertEqual(message { _ = try FileOutput.Stream(path: dir + "/no/s.json") },
                       "\(dir)/no/s.json: cannot write (No such file or directory)")
    }

    /// One staging type: nothing on disk until the first path; commit swaps in the new folder,
    /// carrying over the old entries not staged anew unless dropped; discard leaves the old one.
    /// What replacing an output folder relies on: everything inside goes, nested folders too,
    /// and a symbolic link is removed without touching what it points at.
    func testRemovingAFolderRemovesItsTreeButNotWhatLinksPointAt() throws {
        let dir = try temporaryFolder()
        let root = dir + "/remove"
        let keep = dir + "/keep"
        try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
        try FileOutput.writeAtomically(Array("kept".utf8), to: keep + "/precious.txt")
        for i in 0..<50 { try FileOutput.writeAtomically([UInt8(i)], to: root + "/frame-\(i).png") }
        try FileOutput.writeAtomically([1], to: root + "/a/b/deep.png")
        try FileManager.default.createSymbolicLink(atPath: root + "/a/to-folder", withDestinationPath: keep)
        try FileManager.default.createSymbolicLink(atPath: root + "/to-file", withDestinationPath: keep + "/precious.txt")
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: dir + "/nothing-here")
        FileSystem.removeIfPresent(root)
        XCTAssertEqual(FileSystem.kind(of: root), .nothing)
        XCTAssertEqual(try String(contentsOfFile: keep + "/precious.txt", encoding: .utf8), "kept")
        // A file, a link to a folder (the link goes, the folder stays), and nothing at all.
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: keep)
        FileSystem.removeIfPresent(dir + "/link")
        XCTAssertEqual(FileSystem.kind(of: keep), .folder)
        XCTAssertEqual(FileSystem.kind(of: dir + "/link"), .nothing)
        FileSystem.removeIfPresent(keep + "/precious.txt")
        XCTAssertEqual(FileSystem.kind(of: keep + "/precious.txt"), .nothing)
        FileSystem.removeIfPresent(dir + "/never-was")
    }

    func testStagedFolderIsAllOrNothing() throws {
        let dir = try temporaryFolder()
        let target = dir + "/refs/small"
        try FileOutput.createDirectory(target)
        try FileOutput.writeAtomically([1], to: target + "/a.png")
        try FileOutput.writeAtomically([2], to: target + "/b.png")
        try FileOutput.writeAtomically([3], to: target + "/old.png")

        let discarded = try StagedFolder(destination: target)
        XCTAssertFalse(discarded.isStarted)
        XCTAssertEqual(try listing(dir + "/refs"), ["small"])
        try FileOutput.writeAtomically([9], to: try discarded.path("a.png"))
        XCTAssertEqual(try listing(dir + "/refs").count, 2)   // small and its staging folder
        discarded.discard()
        XCTAssertEqual(try listing(dir + "/refs"), ["small"])
        XCTAssertEqual(try FileInput.readBytes(at: target + "/a.png"), [1])

        let staged = try StagedFolder(destination: target)
        try FileOutput.writeAtomically([9], to: try staged.path("a.png"))
        try staged.commit(carryingOverExcept: ["old.png"])
        XCTAssertEqual(try listing(dir + "/refs"), ["small"])
        XCTAssertEqual(try listing(target), ["a.png", "b.png"])
        XCTAssertEqual(try FileInput.readBytes(at: target + "/a.png"), [9])
        XCTAssertEqual(try FileInput.readBytes(at: target + "/b.png"), [2])

        let whole = try StagedFolder(destination: target)
        try FileOutput.writeAtomically([5], to: try whole.path("c.png"))
        try whole.commit()
        XCTAssertEqual(try listing(target), ["c.png"])
    }

    func testEncoderRefusalIsAnInternalErrorNotAnInputError() {
        XCTAssertThrowsError(try PNGCodec.encode(RGBAImage(width: 0, height: 0))) { error in
            XCTAssertEqual(error as? InternalError, InternalError("PNG: cannot encode an empty 0x0 image"))
        }
    }
}
