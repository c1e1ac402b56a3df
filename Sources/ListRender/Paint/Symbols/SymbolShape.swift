/// A symbol as vector parts, in points around its centre at the 17-pt body size (Paint scales
/// it with the text). Drawn to look like SF Symbols' regular weight: outlines are stroked
/// `SymbolShape.regular` wide, about the stem of 17-pt regular text.
struct SymbolShape {
    enum Part {
        case fill(Path, FillRule)
        case stroke(Path, width: Double, cap: LineCap)
    }

    var parts: [Part]

    /// The text size the shapes are drawn for (body, 17 pt).
    static let designSize = 17.0
    /// The regular weight's line width at 17 pt.
    static let regular = 1.6
    /// The radius of the centre line of the circle of `*.circle` symbols (20.4 pt across outside).
    static let circleRadius = 9.4

    static func named(_ name: SymbolName) -> SymbolShape {
        switch name {
        case .chevronRight: return chevronRight
        case .checkmark: return checkmark
        case .infoCircle: return infoCircle
        case .plusCircle: return plusCircle
        case .minusCircle: return minusCircle
        case .star: return star
        case .starFill: return starFill
        case .trash: return trash
        case .folder: return folder
        case .personCropCircle: return personCropCircle
        case .bell: return bell
        case .gear: return gear
        case .magnifyingglass: return magnifyingglass
        case .heart: return heart
        case .heartFill: return heartFill
        case .envelope: return envelope
        case .airplane: return airplane
        case .wifi: return wifi
        case .bluetooth: return bluetooth
        case .antennaRadiowavesLeftAndRight: return antennaRadiowavesLeftAndRight
        case .personalhotspot: return personalhotspot
        case .link: return link
        case .bellFill: return bellFill
        case .bellBadge: return bellBadge
        case .moonFill: return moonFill
        case .hourglass: return hourglass
        case .speakerWave2Fill: return speakerWave2Fill
        case .speakerSlashFill: return speakerSlashFill
        case .handRaisedFill: return handRaisedFill
        case .lockFill: return lockFill
        case .battery100: return battery100
        case .faceid: return faceid
        case .sos: return sos
        case .gearshape: return gearshape
        case .gearshapeFill: return gearshapeFill
        case .textformatSize: return textformatSize
        case .sunMaxFill: return sunMaxFill
        case .photo: return photo
        case .cameraFill: return cameraFill
        case .videoFill: return videoFill
        case .phoneFill: return phoneFill
        case .messageFill: return messageFill
        case .envelopeFill: return envelopeFill
        case .paperplane: return paperplane
        case .tray: return tray
        case .trayFill: return trayFill
        case .archivebox: return archivebox
        case .flagFill: return flagFill
        case .trashFill: return trashFill
        case .arrowshapeTurnUpLeft: return arrowshapeTurnUpLeft
        case .arrowUturnBackward: return arrowUturnBackward
        case .arrowDownCircle: return arrowDownCircle
        case .shuffle: return shuffle
        case .`repeat`: return `repeat`
        case .squareAndPencil: return squareAndPencil
        case .squareAndArrowUp: return squareAndArrowUp
        case .squareGrid3x3Fill: return squareGrid3x3Fill
        case .plus: return plus
        case .minus: return minus
        case .xmark: return xmark
        case .xmarkCircleFill: return xmarkCircleFill
        case .plusCircleFill: return plusCircleFill
        case .minusCircleFill: return minusCircleFill
        case .checkmarkCircle: return checkmarkCircle
        case .checkmarkCircleFill: return checkmarkCircleFill
        case .infoCircleFill: return infoCircleFill
        case .exclamationmarkTriangleFill: return exclamationmarkTriangleFill
        case .ellipsis: return ellipsis
        case .ellipsisCircle: return ellipsisCircle
        case .clock: return clock
        case .clockFill: return clockFill
        case .personFill: return personFill
        case .person2Fill: return person2Fill
        case .personCropCircleFill: return personCropCircleFill
        case .voicemail: return voicemail
        case .musicNote: return musicNote
        case .musicNoteList: return musicNoteList
        case .playFill: return playFill
        case .pauseFill: return pauseFill
        case .forwardFill: return forwardFill
        case .backwardFill: return backwardFill
        case .micFill: return micFill
        case .folderFill: return folderFill
        case .doc: return doc
        case .docFill: return docFill
        case .externaldrive: return externaldrive
        case .calendar: return calendar
        case .icloud: return icloud
        case .icloudFill: return icloudFill
        case .locationFill: return locationFill
        case .globe: return globe
        case .houseFill: return houseFill
        case .bookmarkFill: return bookmarkFill
        case .tagFill: return tagFill
        case .keyFill: return keyFill
        case .creditcardFill: return creditcardFill
        case .line3Horizontal: return line3Horizontal
        case .line3HorizontalDecrease: return line3HorizontalDecrease
        case .sliderHorizontal3: return sliderHorizontal3
        case .listBullet: return listBullet
        case .chevronLeft: return chevronLeft
        case .questionmarkCircle: return questionmarkCircle
        case .arrowLeftArrowRight: return arrowLeftArrowRight
        }
    }

    /// A stroked polyline through `points` with round caps.
    static func polyline(_ points: [(Double, Double)], width: Double = regular) -> Part {
        var p = Path()
        for (i, pt) in points.enumerated() {
            if i == 0 { p.move(pt.0, pt.1) } else { p.line(pt.0, pt.1) }
        }
        return .stroke(p, width: width, cap: .round)
    }

    /// The circle of the `*.circle` symbols.
    static var ring: Part {
        var p = Path()
        p.addCircle(0, 0, radius: circleRadius)
        return .stroke(p, width: regular, cap: .round)
    }
}
