// The deal tools under a game page's bar: the number of the deal at the table, the links Play
// deal #…, Export… and Open…, and the note that floats under them after a file was written or read.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import theme
import common
import "../common/format.js" as Format

ColumnLayout {
    id: tools

    objectName: "dealTools"

    required property QtObject controller
    /** A lesson is played at the table: the links that would replace it (another deal, a match
        file) or save it as your match are off; the lesson has its own way out (Leave). */
    readonly property bool inLesson: tools.controller?.lesson?.active ?? false

    signal dealAsked()
    signal exportAsked()
    signal importAsked()

    /** The number shown for the deal at the table: the match seed, and the deal of the match
        after the first (docs/app.md, "Numbered deals"). */
    function dealLabel(): string {
        const seed = tools.controller?.matchSeed ?? -1;
        if (seed < 0)
            return "";
        if (tools.inLesson)
            //: The deal at the table is a lesson's (its fixed cards: no number to replay, and
            //: not a deal of your match).
            return qsTr("Lesson deal");
        const index = tools.controller.dealNumber;
        return index > 1
               //: The deal at the table: %1 the deal number (the match's, to replay it with Play
               //: deal #), %2 which deal of this match it is (2, 3…), worded as the score sheet's
               //: "Deal %1 of this match" so that the two numbers cannot be read as one.
               ? qsTr("Deal #%1 · deal %2 of this match").arg(Format.digits(seed)).arg(Format.num(index))
               //: The deal at the table: its number (type it in Play deal to get the same cards).
               : qsTr("Deal #%1").arg(Format.digits(seed));
    }

    /** After an export or import: the note under the links, for a few seconds. */
    function note(kind: string, detail: string): void {
        pathMetrics.text = detail;
        fileNote.text = kind === "export"
                        //: After an export; %1 is the file written.
                        ? qsTr("Match saved as %1").arg(Format.ltr(pathMetrics.elidedText))
                        : qsTr("Match opened (counted apart from your record).");
        fileNoteTimer.restart();
    }

    spacing: 2

    Label {
        objectName: "dealNumberLabel"
        Layout.alignment: Qt.AlignHCenter
        // never wider than the links under it, set smaller if it must (newcomer #43: from the
        // second deal, German's "Runde Nr. … · 2. Runde dieser Partie" made the page wider than
        // a 1024 px window, its right edge cut)
        Layout.preferredWidth: Math.min(implicitWidth, links.implicitWidth)
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 9
        horizontalAlignment: Text.AlignHCenter
        text: (tools.controller?.practice ?? false)
              //: The deal at the table is a replay (it does not count).
              ? qsTr("Replay · %1").arg(tools.dealLabel()) : tools.dealLabel()
        color: Theme.ink
        font.pixelSize: Theme.fontBody
        font.bold: true
        Accessible.name: text
    }

    RowLayout {
        id: links

        spacing: Theme.spacingTiny

        SheetLink {
            objectName: "playDealAction"
            //: Opens a box to type the number of a deal to play.
            text: qsTr("Play deal #…")
            enabled: tools.controller !== null && !tools.inLesson
            onClicked: tools.dealAsked()
        }

        SheetLink {
            objectName: "exportAction"
            //: Saves the match as a small file (for sharing or a bug report).
            text: qsTr("Export…")
            enabled: tools.controller !== null && (tools.controller?.running ?? false) && !tools.inLesson
            onClicked: tools.exportAsked()
        }

        SheetLink {
            objectName: "importAction"
            //: Opens a match file exported before.
            text: qsTr("Open…")
            enabled: tools.controller !== null && !tools.inLesson
            onClicked: tools.importAsked()
        }
    }

    Item {
        // The note after Export…/Open… floats over the deal's number, above the links, for
        // a few seconds: it takes no room, so nothing in the header moves under the pointer
        // while it shows, and it leaves the table's line of the last move clear (newcomer #31:
        // under the links it covered that line).
        objectName: "fileNoteAnchor"
        Layout.alignment: Qt.AlignHCenter
        Layout.preferredWidth: 0
        Layout.preferredHeight: 0

        Rectangle {
            objectName: "fileNoteBox"
            anchors.bottom: parent.top
            anchors.bottomMargin: links.height + 2 * tools.spacing
            anchors.horizontalCenter: parent.horizontalCenter
            width: fileNote.width + 2 * Theme.spacingSmall
            height: fileNote.height + 2 * Theme.spacingTiny
            visible: fileNote.text !== ""
            color: Theme.paper
            border.color: Theme.paperLine
            radius: 4

            Label {
                id: fileNote

                objectName: "fileNote"
                anchors.centerIn: parent
                width: Math.min(implicitWidth, 320)
                visible: text !== ""
                color: Theme.accentDark
                font.pixelSize: Theme.fontSmall
                // The whole sentence shows (on two lines if need be); only a long
                // file name is shortened in its middle (pathMetrics).
                wrapMode: Text.Wrap

                TextMetrics {
                    id: pathMetrics

                    font: fileNote.font
                    elide: Text.ElideMiddle
                    elideWidth: 220
                }

                Timer {
                    id: fileNoteTimer

                    interval: 6000
                    onTriggered: fileNote.text = ""
                }
            }
        }
    }
}
