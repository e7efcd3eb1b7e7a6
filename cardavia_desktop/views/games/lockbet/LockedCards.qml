// The middle of the Lock & Bet table: your locked card, the chips (the AI's bet, the pot, your
// bet) and the AI's locked card, in a row. Purely a view of the table's ``betting`` object.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import common

RowLayout {
    id: row

    /** The table's betting object (stacks, bets, pot, locked cards, the reveal). */
    required property QtObject betting
    /** The deal's winner (its seat) once the cards are revealed. */
    property var winner: null
    /** The two locked cards are shown face up. */
    property bool revealing: false
    /** A squeezed table: captions and chips' words wrap in ``wrapWidth``, lower piles. */
    property bool squeezed: false
    property real wrapWidth: 64
    property real cardWidth: 90
    property real chipWidth: 30
    property color yourChips: "#2f6fa3"
    property color aiChips: "#b8322b"

    readonly property Item yourLock: yourLock
    readonly property Item aiLock: aiLock
    readonly property Item chips: chipsColumn
    readonly property Item yourBet: yourBet
    readonly property Item aiBet: aiBet
    readonly property Item pot: pot

    LockSlot {
        id: yourLock

        objectName: "yourLock"
        // (as high as each other: the cards level when one caption wraps)
        Layout.preferredHeight: Math.max(yourLock.implicitHeight, aiLock.implicitHeight)
        cardWidth: row.cardWidth
        captionWidth: row.squeezed ? row.wrapWidth : 0
        occupied: (row.betting.locked[0] ?? false) || row.revealing
        revealed: row.revealing
        code: row.revealing ? row.betting.reveal[0] : ""
        peek: row.betting.lockedCard
        winner: row.revealing && row.winner === 0
        caption: qsTr("Your card")
    }

    ColumnLayout {
        id: chipsColumn

        spacing: CardTheme.spacingSmall

        ChipStack {
            id: aiBet

            objectName: "aiBet"
            Layout.alignment: Qt.AlignHCenter
            count: row.betting.bets[1] ?? 0
            chipWidth: row.chipWidth * 0.8
            chipColor: row.aiChips
            columnSize: row.squeezed ? 4 : 8  // squeezed: lower piles, the labels above the hand
            wrapWidth: row.squeezed ? row.wrapWidth : 0
            opacity: count > 0 ? 1 : 0
            //: Chips the AI has bet this round.
            label: qsTr("AI bet")
        }
        ChipStack {
            id: pot

            objectName: "pot"
            Layout.alignment: Qt.AlignHCenter
            count: row.betting.pot
            chipWidth: row.chipWidth * 1.25
            opacity: row.revealing ? 0 : 1
            chipColor: "#d9a441"
            edgeColor: "#fff4d6"
            columnSize: row.squeezed ? 6 : 10
            wrapWidth: row.squeezed ? row.wrapWidth : 0
            //: The chips in the middle.
            label: qsTr("Pot")
        }
        ChipStack {
            id: yourBet

            objectName: "yourBet"
            Layout.alignment: Qt.AlignHCenter
            count: row.betting.bets[0] ?? 0
            chipWidth: row.chipWidth * 0.8
            chipColor: row.yourChips
            columnSize: row.squeezed ? 4 : 8  // squeezed: lower piles, the labels above the hand
            wrapWidth: row.squeezed ? row.wrapWidth : 0
            opacity: count > 0 ? 1 : 0
            //: Chips you have bet this round.
            label: qsTr("Your bet")
        }
    }

    LockSlot {
        id: aiLock

        objectName: "aiLock"
        // (as high as each other: the cards level when one caption wraps)
        Layout.preferredHeight: Math.max(yourLock.implicitHeight, aiLock.implicitHeight)
        cardWidth: row.cardWidth
        captionWidth: row.squeezed ? row.wrapWidth : 0
        occupied: (row.betting.locked[1] ?? false) || row.revealing
        revealed: row.revealing
        code: row.revealing ? row.betting.reveal[1] : ""
        winner: row.revealing && row.winner === 1
        caption: qsTr("AI's card")
    }
}
