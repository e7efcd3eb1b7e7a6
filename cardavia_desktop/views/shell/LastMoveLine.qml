// What the other seats just did, until you act (the log tells it all), at the top of every
// table: a line that wraps, never cut (the table keeps two lines' room free: a whole trick in
// the four-seat games, a long capture in a long language in the others) and, after an AI
// move, a "Why?" link (also the Y key) that asks for its reasons (WhyPanel shows them).
// A click elsewhere on the line opens the log.
import QtQuick
import QtQuick.Controls.Basic

import cards
import theme

Rectangle {
    id: line

    /** The open table's GameController. */
    property QtObject controller: null
    /** The lines to show (StoryPanel's ``sinceYou``). */
    property var lines: []
    /** Y asks why, while the table shows and nothing is open over it. */
    property bool keysEnabled: true
    /** The room the table keeps free at its top, whether the line shows or not. */
    // (a line with a fallback font's glyphs — Latin or digits in Arabic — is up to ~15 % taller)
    readonly property real room: line.anchors.topMargin + Theme.spacingTiny * 2 + metrics.height * 2.3
    readonly property bool canAsk: (line.controller?.whyAvailable ?? false)
                                   && !(line.controller?.watching ?? false)

    /** The log is asked for (a click on the line). */
    signal storyRequested()
    /** The keyboard goes back to the table after a click on the link. */
    signal focusTableRequested()

    objectName: "lastMoveLine"
    anchors.top: parent.top
    anchors.topMargin: 2
    anchors.horizontalCenter: parent.horizontalCenter
    // Half the width: the tables' score and status columns stay clear of it.
    width: Math.min(row.implicitWidth + 2 * Theme.spacing, parent.width * 0.5)
    height: Math.max(said.height, link.visible ? link.implicitHeight : 0) + Theme.spacingTiny * 2
    radius: Math.min(height / 2, 14)
    color: "#b0102a1f"
    Accessible.role: Accessible.StaticText
    Accessible.name: said.text

    function ask(): void {
        line.controller.askWhy();
        line.focusTableRequested();
    }

    FontMetrics {
        id: metrics

        font: said.font
    }

    Shortcut {
        objectName: "whyKey"
        sequence: "Y"
        enabled: line.keysEnabled && line.canAsk && !(line.controller?.whyBusy ?? false)
        onActivated: line.controller.askWhy()
    }

    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        onClicked: line.storyRequested()
    }

    Row {
        id: row

        anchors.centerIn: parent
        spacing: Theme.spacingSmall

        TextMetrics {
            id: saidMetrics

            font: said.font
            text: said.text
        }

        Text {
            id: said

            objectName: "lastMoveText"

            anchors.verticalCenter: parent.verticalCenter
            // its whole line's width measured apart (a wrapped Text's own implicitWidth follows
            // its width: a binding loop when the table's width changes, as the side column opens)
            width: Math.min(Math.ceil(saidMetrics.advanceWidth) + 1, line.parent.width * 0.5 - 2 * Theme.spacing
                                           - (link.visible ? link.implicitWidth + row.spacing : 0))
            // At most two lines high; a longer text (a whole trick in German or Arabic in a
            // small window) is set smaller until it fits them, never cut.
            height: Math.min(probe.implicitHeight,
                             probe.lineCount > 0 ? 2 * probe.implicitHeight / probe.lineCount : 0)
            text: line.lines.join("  ·  ")
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            fontSizeMode: probe.lineCount > 2 ? Text.Fit : Text.FixedSize
            minimumPixelSize: 8
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            color: Theme.feltText
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontSmall

            Text {
                // The text at full size in the same width: how many lines it needs.
                id: probe

                visible: false
                width: said.width
                text: said.text
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                font.family: Theme.fontFamily
                font.pixelSize: Theme.fontSmall
            }
        }

        Button {
            id: link

            objectName: "whyLink"
            anchors.verticalCenter: parent.verticalCenter
            visible: line.canAsk
            //: After an AI move, at the top of the table: asks why the AI made it. Also the Y key.
            text: qsTr("Why?")
            padding: 0
            leftPadding: 6
            rightPadding: 6
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontSmall
            font.bold: true
            font.underline: true
            hoverEnabled: true
            focusPolicy: Qt.TabFocus
            enabled: !(line.controller?.whyBusy ?? false)
            Accessible.name: link.text
            //: What the Why? link at the top of the table does (said by a screen reader).
            Accessible.description: qsTr("Why did the AI make this move? (Y)")
            Keys.onReturnPressed: link.animateClick()
            Keys.onEnterPressed: link.animateClick()
            onClicked: line.ask()

            contentItem: Text {
                text: link.text
                font: link.font
                color: link.hovered ? Theme.feltText : Theme.accentLight
                verticalAlignment: Text.AlignVCenter
            }

            background: Rectangle {
                radius: height / 2
                color: link.down ? Qt.rgba(0, 0, 0, 0.3) : "transparent"
                border.color: CardTheme.focus
                border.width: link.visualFocus ? 2 : 0
            }
        }
    }
}
