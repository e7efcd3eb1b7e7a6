// The end of the deal: each team's lump (pile points, combinations in the pile, cards beyond
// 42, last trick), the difference rounded up to resti, the resti settled during play and the
// net result. Every number is the engine's (MinchiateTable.end).
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import common
import "../../common/format.js" as Format
import "../../common/watched.js" as Watched

PaperSheet {
    id: sheet

    property var end: ({})
    required property Words words
    readonly property var teams: sheet.end.teams ?? [{}, {}]
    readonly property var rows: [
        ["card_points", qsTr("Card points in the pile")],
        ["combination_points", qsTr("Combinations in the pile")],
        ["extra_cards", qsTr("Cards beyond 42")],
        ["last_trick", qsTr("Last trick")]
    ]

    signal newMatchClicked()

    maxWidth: 640

    Text {
        objectName: "sheetTitle"
        Layout.fillWidth: true
        text: sheet.end.winner === "NS" ? (sheet.watched ? Watched.teamWins() : qsTr("You and your partner win!"))
              : sheet.end.winner === "EW" ? qsTr("The opponents win.")
              : qsTr("A tie: no net resti.")
        color: CardTheme.ink
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontTitle
        font.bold: true
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
    }

    GridLayout {
        objectName: "lumpGrid"
        Layout.fillWidth: true
        columns: 3
        columnSpacing: CardTheme.spacing
        rowSpacing: 1

        Text { text: ""; Layout.fillWidth: true }
        Repeater {
            model: 2
            Text {
                required property int index
                Layout.preferredWidth: 120
                text: sheet.words.team(index)
                color: CardTheme.ink
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontBody
                font.bold: true
                horizontalAlignment: Text.AlignRight
            }
        }
        Repeater {
            model: sheet.rows.length * 3
            Text {
                required property int index
                readonly property var row: sheet.rows[Math.floor(index / 3)]
                readonly property int column: index % 3
                Layout.fillWidth: column === 0
                Layout.preferredWidth: column === 0 ? -1 : 120
                text: column === 0 ? (row[0] === "extra_cards"
                                      //: %1 and %2: how many cards each team took.
                                      ? qsTr("Cards beyond 42 (%1 / %2 cards)").arg(Format.num(sheet.teams[0].cards ?? 0)).arg(Format.num(sheet.teams[1].cards ?? 0))
                                      : row[1])
                      : Format.num((sheet.teams[column - 1] ?? {})[row[0]] ?? 0)
                color: column === 0 ? CardTheme.inkMuted : CardTheme.ink
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall + 1
                horizontalAlignment: column === 0 ? Text.AlignLeft : Text.AlignRight
            }
        }
        Rectangle { Layout.columnSpan: 3; Layout.fillWidth: true; height: 1; color: CardTheme.paperLine }
        Text {
            Layout.fillWidth: true
            text: qsTr("End score")
            color: CardTheme.ink
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontLarge
            font.bold: true
        }
        Repeater {
            model: 2
            Text {
                required property int index
                objectName: "endTotal_" + index
                Layout.preferredWidth: 120
                text: Format.num(sheet.teams[index].total ?? 0)
                color: CardTheme.ink
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontLarge
                font.bold: true
                horizontalAlignment: Text.AlignRight
            }
        }
    }

    Text {
        objectName: "comboList"
        Layout.fillWidth: true
        visible: text !== ""
        text: {
            const lines = [];
            for (let t = 0; t < 2; ++t) {
                for (const c of (sheet.teams[t].combinations ?? []))
                    lines.push(qsTr("%1: %2, %Ln point(s)", "", c.points).arg(sheet.words.team(t)).arg(sheet.words.combo(c.kind, c.cards)));
            }
            return lines.join("\n");
        }
        color: CardTheme.inkMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
        wrapMode: Text.WordWrap
    }

    Text {
        objectName: "lumpCalculation"
        Layout.fillWidth: true
        text: {
            const e = sheet.end;
            if (e.teams === undefined)
                return "";
            const lines = [];
            const t0 = e.teams[0].total, t1 = e.teams[1].total;
            //: The lump calculation: difference left from play, plus the end scores, gives the final difference.
            lines.push(qsTr("Difference left from play %1, plus %2 − %3 at the end: %4.")
                       .arg(Format.num(e.difference_before)).arg(Format.num(t0)).arg(Format.num(t1))
                       .arg(Format.num(e.difference)));
            if (e.to_team === null || e.to_team === undefined)
                lines.push(qsTr("A difference of 0 adds no resto."));
            else
                lines.push(qsTr("Rounded up in units of 60: %Ln resto(i) to %1.", "", e.rounded_resti).arg(sheet.words.team(e.to_team)));
            const r = e.resti ?? [0, 0];
            lines.push(qsTr("Resti: %1 %2, %3 %4. Net: %5.")
                       .arg(sheet.words.team(0)).arg(Format.num(r[0])).arg(sheet.words.team(1)).arg(Format.num(r[1]))
                       .arg(e.net === 0 ? qsTr("a tie")
                                        : qsTr("%Ln resto(i) to %1", "", Math.abs(e.net)).arg(sheet.words.team(e.net > 0 ? 0 : 1))));
            if (e.matto)
                lines.push(sheet.words.logLine(Object.assign({type: "matto_settlement"}, e.matto)));
            return lines.join("\n");
        }
        color: CardTheme.ink
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall + 1
        wrapMode: Text.WordWrap
    }

    DealReplayRow {
    }

    TableButton {
        objectName: "newMatchButton"
        Layout.alignment: Qt.AlignHCenter
        visible: !sheet.watched && !sheet.lessonDeal  // else DealReplayRow's, or the lesson's Next
        primary: true
        text: qsTr("New deal")
        onClicked: sheet.newMatchClicked()
    }
}
