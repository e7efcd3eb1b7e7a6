// The layout of a four-player table with the person at the bottom: partner at the top, the
// next seat (1) on the right and the one before (3) on the left — anchors, so right-to-left
// layouts mirror the sides. Seats 1–3 get SeatPanels; the centre and the bottom are the
// game's (its trick and the person's hand). Used by Tarocchi di Piedicavallo and Minchiate.
pragma ComponentBehavior: Bound

import QtQuick

import "../cards"

Item {
    id: layout

    /** Seats 0–3: [{name, teamName, teamColor, cardCount, isDealer, active, thinking}]; seat 0 is the
        person, whose panel the game places itself (``seats[0]`` is still read for it). */
    property var seats: []
    /** Width of the small card backs in the side panels. */
    property real backWidth: 26
    /** Height given to the bottom area (the person's hand). */
    property real bottomHeight: layout.height * 0.34
    /** Children of the centre (between the side panels, above the bottom). */
    default property alias centre: centreSlot.data
    /** Children of the bottom area. */
    property alias bottomItems: bottomSlot.data
    /** Room kept free above the partner's panel (the page's line of the last moves). */
    property real topInset: 0
    readonly property real sideWidth: Math.max(leftPanel.width, rightPanel.width)

    component Seat: SeatPanel {
        required property int seat
        readonly property var info: layout.seats[seat] ?? ({})

        objectName: "seat_" + seat
        name: info.name ?? ""
        teamName: info.teamName ?? ""
        teamColor: info.teamColor ?? CardTheme.accentLight
        cardCount: info.cardCount ?? 0
        isDealer: info.isDealer ?? false
        active: info.active ?? false
        thinking: info.thinking ?? false
        cardWidth: layout.backWidth
    }

    Seat {
        id: topPanel
        seat: 2
        anchors.top: parent.top
        anchors.topMargin: layout.topInset
        anchors.horizontalCenter: parent.horizontalCenter
    }
    Seat {
        id: rightPanel
        seat: 1
        anchors.right: parent.right
        anchors.verticalCenter: centreSlot.verticalCenter
    }
    Seat {
        id: leftPanel
        seat: 3
        anchors.left: parent.left
        anchors.verticalCenter: centreSlot.verticalCenter
    }

    Item {
        id: centreSlot

        objectName: "tableCentre"
        anchors.top: topPanel.bottom
        anchors.topMargin: CardTheme.spacingSmall
        anchors.bottom: bottomSlot.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.leftMargin: layout.sideWidth + CardTheme.spacing
        anchors.rightMargin: layout.sideWidth + CardTheme.spacing
    }

    Item {
        id: bottomSlot

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: layout.bottomHeight
    }
}
