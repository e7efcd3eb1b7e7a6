// Your side of the Lock & Bet table, at its lower corner: your box (chips, signals, your last
// move) and, under the right conditions, the table's own New match button above it.
import QtQuick
import QtQuick.Layouts

import cards
import common

ColumnLayout {
    id: side

    /** The Lock & Bet table (its betting, controller, new match). */
    required property Item table
    /** A squeezed table: the page's header has New match. */
    property bool squeezed: false
    property real chipWidth: 28
    /** Your box (chips fly from and to it). */
    readonly property Item box: yourBox
    readonly property QtObject game: side.table.controller

    spacing: CardTheme.spacingSmall

    TableButton {
        objectName: "restartButton"
        // On the game page only at a match's first deal (later it read as a stale "New match"
        // notice; the page's header has New match); a table on its own keeps it (a new match
        // from any point) (squeezed: the page's header has it); never in a lesson, whose way
        // out is its own Leave (newcomer #29: a live "New match" beside the lesson's Next)
        visible: !side.table.inLesson
                 && (!side.table.hostAsks || (side.game.dealNumber <= 1 && !side.squeezed))
        //: The table's button that gives up this match and starts another (the page asks first when a match is under way).
        text: qsTr("New match: 20 chips each")
        onClicked: {
            if (side.table.hostAsks)
                side.table.newMatchRequested();
            else
                side.table.newMatch();
        }
    }
    PlayerBox {
        id: yourBox

        objectName: "yourBox"
        name: qsTr("You")
        stack: side.table.betting.stacks[0] ?? 0
        signalCounts: side.table.betting.signals[0] ?? ({})
        first: side.table.betting.firstPlayer === 0 && !side.game.matchOver
        active: side.game.yourTurn
        lastAction: side.table.lastActionOf(0)
        chipColor: side.table.yourChips
        chipWidth: side.chipWidth
    }
}
