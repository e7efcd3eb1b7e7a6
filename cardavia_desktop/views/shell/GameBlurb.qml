// Under a game page's tabs: the game's format line and its one-sentence pitch, always three
// lines high (format and pitch share them) so every game's table starts at the same height.
// When the room cuts either short (a narrow window, a long language), hovering shows the whole
// text in a tooltip, and a screen reader always reads it whole.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import theme

ColumnLayout {
    id: blurb

    /** The game's format line ("2 players · You vs AI · Match to 11"). */
    property string format: ""
    /** The game's one-sentence pitch. */
    property string pitch: ""
    /** A box is open over the page: the tooltip does not stay on top of it (newcomer #31). */
    property bool covered: false
    /** Either line is cut short (the tooltip then shows the whole text). */
    readonly property bool cut: formatLine.truncated || pitchLine.truncated
    /** The whole text, both lines. */
    readonly property string fullText: [blurb.format, blurb.pitch].filter(s => s !== "").join("\n")
    // A line as the labels lay it out (fallback fonts included: Arabic lines are taller).
    readonly property real lineHeight: Math.max(
        formatLine.lineCount > 0 ? formatLine.contentHeight / formatLine.lineCount : 0,
        pitchLine.lineCount > 0 ? pitchLine.contentHeight / pitchLine.lineCount : 0)

    objectName: "gameBlurb"
    Layout.preferredHeight: Math.ceil(3 * lineHeight) + 2
    Layout.maximumHeight: Layout.preferredHeight
    spacing: 2
    Accessible.role: Accessible.StaticText
    Accessible.name: blurb.fullText

    HoverHandler {
        id: hover
    }

    ToolTip {
        objectName: "gameBlurbTip"
        parent: blurb
        visible: hover.hovered && blurb.cut && !blurb.covered
        delay: 300
        text: blurb.fullText
        width: Math.min(implicitWidth, 520)
        contentItem: Text {
            text: blurb.fullText
            wrapMode: Text.Wrap
            color: Theme.ink
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontBody
        }
    }

    Label {
        id: formatLine

        objectName: "formatLine"
        Layout.fillWidth: true
        text: blurb.format
        color: Theme.accentDark
        font.pixelSize: Theme.fontBody
        font.bold: true
        wrapMode: Text.Wrap
        maximumLineCount: 2
        elide: Text.ElideRight
    }

    Label {
        id: pitchLine

        objectName: "pitchLine"
        Layout.fillWidth: true
        text: blurb.pitch
        color: Theme.inkMuted
        font.pixelSize: Theme.fontBody
        wrapMode: Text.Wrap
        maximumLineCount: formatLine.lineCount > 1 ? 1 : 2
        elide: Text.ElideRight
    }
}
