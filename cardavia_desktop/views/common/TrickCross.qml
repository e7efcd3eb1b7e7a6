// The trick of a four-player table: each card lies in front of the seat that played it
// (0 bottom, 1 East on the right, 2 top, 3 West on the left — in right-to-left layouts too, as
// FourSeatTable places the seats by the compass), numbered in play order, the winning card edged in gold. Given the `room` it may fill, it
// sizes its cards itself, and where a cross would leave them too small to read (a short window)
// it lays them in a row, in seat order from left to right (West, Partner, You, East), each
// still named with its seat.
pragma ComponentBehavior: Bound

import QtQuick

import cards
import "format.js" as Format

Item {
    id: cross

    /** The cards played: [{seat, card}] in play order. */
    property var cards: []
    /** Seat that won the trick, -1 while it is open. */
    property int winner: -1
    property string pack: "tarot"
    /** The room the trick may fill (0×0: use `cardWidth` as set, in a cross). */
    property size room: Qt.size(0, 0)
    property real minCardWidth: 34
    property real maxCardWidth: 104
    readonly property real crossCardWidth: Math.min(cross.maxCardWidth, cross.room.height / (CardTheme.cardAspect * 2.45),
                                                    cross.room.width / 3.6)
    readonly property real rowCardWidth: Math.min(cross.maxCardWidth, cross.room.height / (CardTheme.cardAspect * 1.3),
                                                  cross.room.width / 4.8)
    /** The cards lie in a row (a short room), not in a cross. */
    readonly property bool inRow: cross.room.width > 0 && cross.rowCardWidth > cross.crossCardWidth * 1.25
    property real cardWidth: cross.room.width > 0
                             ? Math.max(cross.minCardWidth, cross.inRow ? cross.rowCardWidth : cross.crossCardWidth)
                             : 72
    /** Names of the four seats (shown by each card). */
    property var seatNames: ["", "", "", ""]
    readonly property real cardHeight: Math.round(cross.cardWidth * CardTheme.cardAspect)

    function cardOf(seat: int): string {
        for (const c of cross.cards) {
            if (c.seat === seat)
                return c.card;
        }
        return "";
    }

    function orderOf(seat: int): int {
        for (let i = 0; i < cross.cards.length; ++i) {
            if (cross.cards[i].seat === seat)
                return i + 1;
        }
        return 0;
    }

    /** A seat's label under its card: its place in play order, then its name. */
    function labelOf(seat: int, order: int): string {
        //: Under a card in the trick: its place in play order, then who played it.
        return qsTr("%1. %2").arg(Format.num(order)).arg(cross.seatNames[seat] ?? "");
    }

    /** The widest seat label (as the fourth card's), its pill's padding included. */
    readonly property real labelWidest: Math.max(...[0, 1, 2, 3].map(
        seat => labelMetrics.advanceWidth(cross.labelOf(seat, 4)))) + 10
    /** In a row, from one card to the next: room for the widest label (Arabic's seat names are
        wider than 36 px cards; newcomer #39 saw "4. الشريك" over "1. الغرب"). */
    readonly property real rowStep: Math.max(cross.cardWidth * 1.2, cross.labelWidest + 4)
    /** In a row, how far the outer labels reach beyond their cards. */
    readonly property real rowEdge: Math.max(0, (cross.labelWidest - cross.cardWidth) / 2)

    FontMetrics {
        id: labelMetrics

        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
    }

    implicitWidth: cross.inRow ? 3 * cross.rowStep + cross.cardWidth + 2 * cross.rowEdge
                               : cross.cardWidth * 3.4
    Accessible.role: Accessible.Grouping
    //: Accessible name of the cards played to a trick, in the middle of the table.
    Accessible.name: qsTr("Trick")
    implicitHeight: cross.inRow ? cross.cardHeight * 1.15 : cross.cardHeight * 2.3

    Repeater {
        model: 4

        Item {
            id: slot

            required property int index
            readonly property string code: cross.cardOf(slot.index)

            /** Place in the row, from the left: West, Partner, You, East. */
            readonly property int rowPlace: [2, 3, 1, 0][slot.index]

            objectName: "trickSlot_" + slot.index
            /** Where the card lies, by the compass (never mirrored: East is on the right). */
            readonly property real forwardX: cross.inRow ? cross.rowEdge + slot.rowPlace * cross.rowStep
                                             : [(cross.width - slot.width) / 2, cross.width - slot.width,
                                                (cross.width - slot.width) / 2, 0][slot.index]

            width: cross.cardWidth
            height: cross.cardHeight
            x: slot.forwardX
            y: cross.inRow ? (cross.height - slot.height) / 2 - slot.height * 0.05
                           : [cross.height - slot.height, (cross.height - slot.height) / 2, 0,
                              (cross.height - slot.height) / 2][slot.index]

            Rectangle {
                // Where the seat's card will go.
                anchors.fill: parent
                radius: 6
                color: "transparent"
                border.color: Qt.rgba(1, 1, 1, 0.12)
                visible: slot.code === ""
            }
            Item {
                // The card and its label. While the winning card grows, they fly above the
                // window's filter pass (CardTheme.flightOverlay) so that the motion does not
                // re-render the whole table.
                id: played

                readonly property bool moving: grow.running

                anchors.fill: parent
                onMovingChanged: {
                    const overlay = CardTheme.flightOverlay;
                    if (overlay === null)
                        return;
                    if (played.moving && cross.visible) {  // a hidden trick never flies into view
                        const edge = Math.round(cross.cardWidth * 0.1) + 8;
                        overlay.lift(played, slot, Qt.rect(-edge, -edge, slot.width + 2 * edge,
                                                           slot.height + 2 * edge));
                    } else {
                        overlay.land(played, slot);
                    }
                }

                CardView {
                    objectName: "trick_" + slot.index
                    anchors.fill: parent
                    visible: slot.code !== ""
                    code: slot.code
                    pack: cross.pack
                    highlighted: cross.winner === slot.index
                    // Who played it: read after the card's name.
                    Accessible.description: cross.seatNames[slot.index] ?? ""
                    scale: cross.winner === slot.index ? 1.06 : 1
                    Behavior on scale { NumberAnimation { id: grow; duration: CardTheme.duration } }
                }
                Rectangle {
                    // Play order and the player's name, on the card's lower edge.
                    objectName: "trickLabel_" + slot.index
                    visible: slot.code !== ""
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: parent.height - height * 0.6
                    z: 1
                    width: who.implicitWidth + 10
                    height: who.implicitHeight + 2
                    radius: height / 2
                    color: cross.winner === slot.index ? CardTheme.accentLight : CardTheme.feltDark
                    Text {
                        id: who
                        anchors.centerIn: parent
                        text: cross.labelOf(slot.index, cross.orderOf(slot.index))
                        color: cross.winner === slot.index ? CardTheme.ink : CardTheme.textOnFelt
                        font.family: CardTheme.fontFamily
                        font.pixelSize: CardTheme.fontSmall
                    }
                }
            }
        }
    }
}
