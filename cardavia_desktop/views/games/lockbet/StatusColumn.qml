// Lock & Bet's status column, right of the pot: whose turn and what they may do, the deal's
// result and your net once the cards are revealed, Next deal with its replay row, the notice.
import QtQuick
import QtQuick.Layouts

import cards
import common

import "../../common/format.js" as Format
import "../../common/watched.js" as Watched

ColumnLayout {
    id: column

    objectName: "statusColumn"

    /** The Lock & Bet table (its betting, notice and next deal). */
    required property Item table
    /** The table's words (the betting moves and the deal's result). */
    required property QtObject words
    /** The two locked cards are shown face up (the deal is over). */
    property bool revealing: false
    /** Next deal takes a click (the reveal has settled). */
    property bool nextReady: false
    readonly property QtObject game: column.table.controller
    /** How far the notice keeps off the column's far side (the Betting panel's room below). */
    property real noticeInset: 0

    spacing: CardTheme.spacingSmall

    Text {
        objectName: "turnStatus"
        Layout.fillWidth: true
        // (the deal that ends the match too: its result shows before the match's sheet,
        // newcomer #16 lost five matches without reading why)
        text: column.revealing ? words.dealText(game.summary, game.watching)
              : game.matchOver ? ""
              : game.aiThinking ? qsTr("The AI is thinking…")
              : game.yourTurn ? (table.betting.phase === "lock"
                                 ? qsTr("Your turn: choose a card to lock")
                                 : words.movesText())
              : game.currentPlayer === 1 ? (table.betting.phase === "lock"
                                            ? qsTr("The AI is choosing its card")
                                            : qsTr("The AI is to bet"))
              : ""
        color: CardTheme.textOnFelt
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontLarge
        font.bold: game.yourTurn || column.revealing
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }
    Text {
        objectName: "netText"
        Layout.fillWidth: true
        visible: column.revealing && game.summary.net !== undefined
        text: {
            const net = (game.summary.net ?? [0, 0])[0];
            if (game.watching)  // your seat is Hard's (watched.js)
                //: Watch, Lock & Bet: your seat (%1 "Hard (your seat)") won or lost %2 chips in the deal (e.g. "+4").
                return qsTranslate("Watched", "%1: %2").arg(Watched.seat())
                    .arg(net > 0 ? Format.plus(net) : net < 0 ? Format.ltr("\u2212" + Format.num(-net))
                                                              : Format.ltr("\u00b1" + Format.num(0)));
            //: Your chips won or lost in the deal just finished.
            return net > 0 ? qsTr("You: +%1").arg(Format.num(net))
                 : net < 0 ? qsTr("You: −%1").arg(Format.num(-net))
                 : qsTr("You: ±%1").arg(Format.num(0));
        }
        color: CardTheme.accentLight
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontBody
        horizontalAlignment: Text.AlignHCenter
    }
    TableButton {
        objectName: "nextDealButton"
        Layout.alignment: Qt.AlignHCenter
        // (Watch: DealReplayRow's own; a lesson: its sheet goes on by the lesson's Next, as the
        // table's Enter and N are off in a lesson, TableKeys.qml)
        visible: game.summaryVisible && !game.matchOver && !game.watching && !column.table.inLesson
        enabled: column.nextReady
        primary: true
        text: qsTr("Next deal")
        onClicked: table.nextDeal()
    }
    DealReplayRow {
        signsGains: true
        onFelt: true
        controller: game
        visible: game.summaryVisible && !game.matchOver
    }
    NoticeBox {
        objectName: "notice"
        Layout.fillWidth: true
        Layout.preferredHeight: implicitHeight
        Layout.rightMargin: column.noticeInset  // (the left one, mirrored)
        text: table.notice
        isError: table.noticeIsError
    }
}
