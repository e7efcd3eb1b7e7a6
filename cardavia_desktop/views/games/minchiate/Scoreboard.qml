// Minchiate's scoreboard, top left of the felt: each team's resti and tricks, the running
// difference (text and bar, 60 make a resto; once the deal is over, the end's difference and
// the resti it made), the resti settled, the trick under way and the Last trick button.
import QtQuick
import QtQuick.Layouts

import cards
import common

import "../../common/format.js" as Format

ColumnLayout {
    id: board

    /** The Minchiate table (its view model, team colours and last trick). */
    required property Item table
    /** The table's words (team names, the difference). */
    required property QtObject words
    readonly property QtObject view: board.table.minchiate
    readonly property QtObject game: board.table.controller
    /** The deal's end (``deal_end``), empty while it is played. */
    readonly property var end: board.view.end ?? ({})
    /** The deal is over: its difference is settled in resti, none runs any more. */
    readonly property bool settled: board.end.rounded_resti !== undefined

    objectName: "scoreBox"
    //: Accessible name of the box with both teams' scores.
    Accessible.name: qsTr("Scores")
    Accessible.role: Accessible.Grouping
    spacing: 2

    Repeater {
        model: 2
        Text {
            required property int index
            objectName: "resti_" + index
            Layout.fillWidth: true
            //: A team's resti settled so far, and its tricks.
            text: qsTr("%1: %Ln resto(i)", "", view.resti[index] ?? 0).arg(words.team(index))
                  + " · " + qsTr("%Ln trick(s)", "", view.tricksWon[index] ?? 0)
            color: table.teamColors[index]
            font.family: CardTheme.fontFamily
            font.pixelSize: table.width < 1200 ? CardTheme.fontSmall + 1 : CardTheme.fontBody
            font.bold: true
            wrapMode: Text.WordWrap
        }
    }
    Text {
        objectName: "difference"
        Layout.fillWidth: true
        text: board.settled
              //: Once the deal is over: the difference left from play plus the end count (%1), rounded up in units of 60 into %Ln more resti (already counted in the resti above).
              ? qsTr("At the end: %1 → %Ln more resto(i)", "", board.end.rounded_resti ?? 0)
                    .arg(words.difference(board.end.difference ?? 0))
              //: The running difference since the last resto; 60 points make a resto.
              : qsTr("Difference: %1 (60 make a resto)").arg(words.difference(view.difference))
        color: CardTheme.textOnFelt
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
        wrapMode: Text.WordWrap
    }
    Rectangle {
        // The difference as a bar from −60 (opponents) to +60 (you).
        objectName: "differenceBar"
        // The difference is read from the text above; once settled there is none to show.
        Accessible.ignored: true
        visible: !board.settled
        Layout.fillWidth: true
        Layout.preferredHeight: 6
        radius: 3
        color: Qt.rgba(0, 0, 0, 0.3)
        Rectangle {
            readonly property real share: Math.max(-1, Math.min(1, view.difference / 60))
            x: parent.width / 2 + Math.min(0, share) * parent.width / 2
            width: Math.abs(share) * parent.width / 2
            height: parent.height
            radius: 3
            color: table.teamColors[view.difference >= 0 ? 0 : 1]
        }
    }
    Text {
        objectName: "restoList"
        Layout.fillWidth: true
        visible: view.restoLog.length > 0
        text: view.restoLog.map((r, i) => qsTr("Resto %1: %2 (%3)").arg(Format.num(i + 1))
                                            .arg(words.team(r.team)).arg(r.count > 1 ? "×" + Format.num(r.count) : "")).join(" · ").replace(/ \(\)/g, "")
        color: CardTheme.textOnFeltMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall - 1
        wrapMode: Text.WordWrap
    }
    RowLayout {
        // The trick's number beside its button: one line less above East's or West's box.
        Layout.fillWidth: true
        spacing: CardTheme.spacingSmall

        Text {
            Layout.fillWidth: true
            visible: view.phase === "play"
            text: qsTr("Trick %1 of 21").arg(Format.num(Math.max(1, view.trickNumber)))
            color: CardTheme.textOnFeltMuted
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
            wrapMode: Text.WordWrap
        }
        TableButton {
            objectName: "lastTrickButton"
            visible: (table.lastTrick.cards ?? []).length > 0 && !game.matchOver
            checkable: true
            checked: table.showLastTrick
            padding: 4
            text: qsTr("Last trick")
            onToggled: board.table.showLastTrick = checked
        }
    }
}
