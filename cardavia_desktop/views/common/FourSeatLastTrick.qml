// The last finished trick of a four-seat game, over the felt while asked for (L or the Last
// trick button): its number and taker, and the four cards as they lay. A click (or Escape, the
// table's) closes it.
import QtQuick

import cards

import "format.js" as Format

Rectangle {
    id: panel

    /** The trick: ``{cards, winner, number}`` ({} before the first). */
    property var trick: ({})
    /** Seat names, yours first. */
    property var seatNames: []
    property string pack: "tarot"
    property real cardWidth: 56

    /** The panel was clicked: the table hides it. */
    signal closeRequested()

    objectName: "lastTrickPanel"
    width: Math.max(lastCross.width, closeHint.implicitWidth) + 2 * CardTheme.spacingLarge
    height: lastCross.height + lastTitle.height + closeHint.height + 3 * CardTheme.spacingLarge
            + CardTheme.spacingSmall
    radius: CardTheme.radius
    color: CardTheme.panel
    border.color: CardTheme.accentLight
    Accessible.role: Accessible.Pane
    Accessible.name: lastTitle.text

    Text {
        id: lastTitle
        anchors.top: parent.top
        anchors.topMargin: CardTheme.spacing
        anchors.horizontalCenter: parent.horizontalCenter
        text: (panel.trick.winner ?? 0) === 0
              //: Title of the last trick panel: its number, taken by the player.
              ? qsTr("Trick %1, taken by you").arg(Format.num(panel.trick.number ?? 0))
              //: Title of the last trick panel: its number (%1) and who took it (%2).
              : qsTr("Trick %1, taken by %2").arg(Format.num(panel.trick.number ?? 0))
                                             .arg(panel.seatNames[panel.trick.winner] ?? "")
        color: CardTheme.textOnFelt
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontBody
        font.bold: true
    }
    TrickCross {
        id: lastCross
        pack: panel.pack
        anchors.top: lastTitle.bottom
        anchors.topMargin: CardTheme.spacingLarge
        anchors.horizontalCenter: parent.horizontalCenter
        width: implicitWidth
        height: implicitHeight
        cardWidth: panel.cardWidth
        cards: panel.trick.cards ?? []
        winner: panel.trick.winner ?? -1
        seatNames: panel.seatNames
    }
    Text {
        // How it closes (newcomer #40 saw no way; a key on a waiting trick closes it first).
        id: closeHint

        objectName: "lastTrickCloseHint"
        anchors.top: lastCross.bottom
        anchors.topMargin: CardTheme.spacingSmall
        anchors.horizontalCenter: parent.horizontalCenter
        //: Under the last trick panel of the four-player games: how to close it.
        text: qsTr("Click, or press Esc, to close")
        color: CardTheme.textOnFeltMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
    }
    MouseArea {
        anchors.fill: parent
        onClicked: panel.closeRequested()
    }
}
