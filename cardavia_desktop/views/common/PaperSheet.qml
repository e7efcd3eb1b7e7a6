// A paper sheet over the table (deal summaries, score sheets): the felt is veiled and cannot
// be played while it shows. Children go in a column inside the sheet. A plain item, not a Popup.
// It takes no click for `settleMs` after it shows (`ready` then turns true; the table's keys for
// the sheet wait for it too): the click or key that ended the deal must not dismiss it unseen.
import QtQuick
import QtQuick.Layouts

import cards
import "enclosing.js" as Enclosing

Rectangle {
    id: sheet

    /** The sheet's widest size; it shrinks with the window. */
    property real maxWidth: 560
    default property alias content: column.data
    /** How long the sheet ignores input after it shows (0: takes it at once). */
    property alias settleMs: gate.interval
    /** The sheet takes clicks and keys (a moment after it showed). */
    readonly property alias ready: gate.ready
    /** The sheet takes a key (keys wait longer than clicks, until they rest: `SettleGate`). */
    readonly property alias keysReady: gate.keysReady

    /** A key for the sheet came before `keysReady`: dropped, and the keys wait again. */
    function keyTooSoon(): void {
        gate.tooSoon();
    }
    /** The deal on the sheet was watched: Hard played your seat, which the sheet names
        (watched.js), never "you". */
    property bool watched: false
    /** The deal on the sheet is a lesson's: the lesson's own Next goes on from it, so the
        sheet offers no Next deal or New match of its own (newcomer #25: two Nexts, and the
        sheet's "Next deal" dealt nothing). */
    readonly property bool lessonDeal: Enclosing.controller(sheet)?.lesson?.active ?? false

    color: Qt.rgba(0.03, 0.12, 0.08, 0.55)

    SettleGate {
        id: gate

        active: sheet.visible
    }

    MouseArea {
        // Swallow clicks so the table below cannot be played while the sheet is up.
        anchors.fill: parent
        hoverEnabled: true
        onWheel: (wheel) => wheel.accepted = true
    }

    Rectangle {
        id: paper

        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * CardTheme.spacingLarge, sheet.maxWidth)
        height: Math.min(parent.height - 2 * CardTheme.spacing, column.implicitHeight + 2 * CardTheme.spacingLarge)
        radius: CardTheme.radius + 4
        color: CardTheme.paper
        border.color: CardTheme.paperLine
        clip: true

        Rectangle {
            // Soft drop shadow.
            z: -1
            anchors.fill: parent
            anchors.topMargin: 6
            anchors.leftMargin: -2
            anchors.rightMargin: -2
            anchors.bottomMargin: -10
            radius: parent.radius + 4
            color: "#40000000"
        }

        ColumnLayout {
            id: column

            anchors.fill: parent
            anchors.margins: CardTheme.spacingLarge
            spacing: CardTheme.spacingSmall
        }

        MouseArea {
            // Until the sheet is ready its buttons take no click (nor a hover that lights them).
            objectName: "sheetSettling"
            anchors.fill: parent
            z: 1
            visible: !sheet.ready
            hoverEnabled: true
        }
    }
}
