/// A frame contribution's painter (docs/architecture.md, "Frame contributions"): each
/// contribution type conforms in its feature's painter file, beside the `extension Painter`
/// that draws it, and names the layer of the frame it is drawn in.
protocol ContributionPainting: FrameContribution {
    static var layer: PaintLayer { get }
    func paint(with painter: Painter, into items: inout [DisplayItem])
}

/// Where in the frame's drawing order a contribution is drawn (`Painter.paint`).
enum PaintLayer {
    /// Behind the list, outside its clip (the snap header).
    case behindList
    /// On the list's background and cards, under the rows (a deleted row collapsing).
    case underRows
    /// Over the rows and filler separators, under the headers and footers (load more).
    case overRows
    /// Over the headers and a lifted row, under the refresh control and the bars.
    case overlays
}

extension Painter {
    /// The contributions' z-order within their layers, bottom first. A new feature painted
    /// outside the rows adds one line here.
    static var contributionOrder: [any ContributionPainting.Type] { [
        SnapHeaderContribution.self,
        DeletedRowContribution.self,
        LoadMoreLayout.self,
        SectionIndexLayout.self,
        ScrollIndicatorContribution.self,
        PanelLayout.self,
        ScrubNubContribution.self,
    ] }

    func paintContributions(_ contributions: FrameContributions, layer: PaintLayer, into items: inout [DisplayItem]) {
        for type in Self.contributionOrder where type.layer == layer {
            for case let c as any ContributionPainting in contributions.all where ObjectIdentifier(Swift.type(of: c)) == ObjectIdentifier(type) {
                c.paint(with: self, into: &items)
            }
        }
    }
}
