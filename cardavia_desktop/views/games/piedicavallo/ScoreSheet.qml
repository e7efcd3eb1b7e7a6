// The end of the deal: each team's card points by category and by source, the 114 total,
// the Matto and the discard explained, and who won. Everything comes from the engine's result.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import common
import "../../common/format.js" as Format
import "../../common/watched.js" as Watched

PaperSheet {
    id: sheet

    /** The engine's result (see docs/games/piedicavallo.md). */
    property var result: ({})
    property var teamNames: ["", ""]
    readonly property var categories: [
        ["kings", qsTr("Kings")],
        //: Trumps 1 and 21, worth 5 points each.
        ["honours", qsTr("Trumps 1 and 21")],
        ["matto", qsTr("Matto")],
        ["queens", qsTr("Queens")],
        ["knights", qsTr("Knights")],
        ["jacks", qsTr("Jacks")],
        //: Trumps 2 to 20, worth 1 point each.
        ["trumps", qsTr("Other trumps")],
        //: Numeral suit cards, worth 1 point each.
        ["numerals", qsTr("Numeral cards")]
    ]

    signal newMatchClicked()

    function teamValue(team: int, group: string, key: string): int {
        const list = sheet.result[group] ?? [];
        return (list[team] ?? {})[key] ?? 0;
    }

    maxWidth: 600

    Text {
        objectName: "sheetTitle"
        Layout.fillWidth: true
        text: sheet.result.tie ? qsTr("A tie: 57 points each.")
              : sheet.result.winner === 0 ? (sheet.watched ? Watched.teamWins() : qsTr("You and your partner win!"))
              : qsTr("The opponents win.")
        color: CardTheme.ink
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontTitle
        font.bold: true
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
    }

    GridLayout {
        objectName: "scoreGrid"
        Layout.fillWidth: true
        columns: 3
        columnSpacing: CardTheme.spacing
        rowSpacing: 2

        Text { text: ""; Layout.fillWidth: true }
        Repeater {
            model: 2
            Text {
                required property int index
                text: sheet.teamNames[index] ?? ""
                color: CardTheme.ink
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontBody
                font.bold: true
                horizontalAlignment: Text.AlignRight
            }
        }

        Repeater {
            model: sheet.categories.length * 3

            Text {
                required property int index
                readonly property var category: sheet.categories[Math.floor(index / 3)]
                readonly property int column: index % 3

                Layout.fillWidth: column === 0
                text: column === 0 ? category[1]
                      : Format.num(sheet.teamValue(column - 1, "categories", category[0]))
                color: column === 0 ? CardTheme.inkMuted : CardTheme.ink
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontBody
                horizontalAlignment: column === 0 ? Text.AlignLeft : Text.AlignRight
            }
        }

        Rectangle { Layout.columnSpan: 3; Layout.fillWidth: true; height: 1; color: CardTheme.paperLine }

        Text {
            Layout.fillWidth: true
            //: Total card points of a team; the two totals always add up to 114.
            text: qsTr("Total (of 114)")
            color: CardTheme.ink
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontLarge
            font.bold: true
        }
        Repeater {
            model: 2
            Text {
                required property int index
                objectName: "total_" + index
                text: Format.num((sheet.result.points ?? [0, 0])[index])
                color: CardTheme.ink
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontLarge
                font.bold: true
                horizontalAlignment: Text.AlignRight
            }
        }
        Text {
            Layout.fillWidth: true
            text: qsTr("Tricks taken")
            color: CardTheme.inkMuted
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
        }
        Repeater {
            model: 2
            Text {
                required property int index
                text: Format.num((sheet.result.tricks ?? [0, 0])[index])
                color: CardTheme.inkMuted
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
                horizontalAlignment: Text.AlignRight
            }
        }
    }

    Text {
        objectName: "sheetNotes"
        Layout.fillWidth: true
        text: {
            const r = sheet.result;
            const lines = [];
            const dealerTeam = sheet.teamNames[r.discard_team ?? 0] ?? "";
            lines.push(qsTr("The discard (%Ln point(s)) went to %1.", "",
                            sheet.teamValue(r.discard_team ?? 0, "sources", "discard")).arg(dealerTeam));
            if (r.matto_surrendered)
                lines.push(qsTr("The Matto changed sides: its team took no trick."));
            if (r.sweep !== null && r.sweep !== undefined)
                lines.push(r.sweep === 0 ? qsTr("You and your partner took all 15 tricks.")
                                         : qsTr("The opponents took all 15 tricks."));
            return lines.join("\n");
        }
        color: CardTheme.inkMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }

    Row {
        Layout.alignment: Qt.AlignHCenter
        spacing: 4
        Repeater {
            model: sheet.result.discard ?? []
            CardView {
                required property string modelData
                code: modelData
                pack: "tarot"
                width: 44
                shadow: false
            }
        }
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
