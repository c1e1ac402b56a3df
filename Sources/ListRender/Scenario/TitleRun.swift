/// One part of a row's title in its own weight and colour: Contacts sets the name it sorts by
/// in bold within one line ("John **Appleseed**", an attributed `text` in UIKit). The parts share
/// the title's size, lines and truncation; nil weight or colour keeps the title's.
public struct TitleRun: Sendable, Hashable {
    public var text: String
    public var weight: TextWeight?
    public var color: ColorRef?
    public init(text: String, weight: TextWeight? = nil, color: ColorRef? = nil) {
        self.text = text
        self.weight = weight
        self.color = color
    }
}
