// The score sheet after each deal: the four prizes with the counts behind them (cards,
// Diamonds, the settebello, each side's primiera by suit and total), the scope, the deal's
// points and the running match total. Read from the deal_end event; words are the view's.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import common
import "../../common/format.js" as Format
import "../../common/watched.js" as Watched

PaperSheet {
    id: sheet

    /** The deal_end event. */
    required property var summary
    property bool matchOver: false
    property int matchWinner: -1

    readonly property var prizes: sheet.summary.prizes ?? ({})
    readonly property var points: sheet.summary.points ?? [0, 0]
    readonly property var matchPoints: sheet.summary.match_points ?? [0, 0]
    readonly property var primiera: sheet.summary.primiera ?? [{}, {}]
    readonly property bool levelAbove: !sheet.matchOver && sheet.summary.level_at_target === true

    signal continueClicked()
    signal newMatchClicked()

    Accessible.role: Accessible.Dialog
    Accessible.name: sheetTitle.text

    /** The sheet in a few sentences for a screen reader: the title, who got each prize, the
        deal's points and the match totals. */
    function spokenText(): string {
        const prizes = [[cardsHead.text, sheet.prizes.cards], [diamondsHead.text, sheet.prizes.diamonds],
                        [settebelloHead.text, sheet.prizes.settebello], [primieraHead.text, sheet.prizes.primiera]]
            //: Spoken score sheet: a prize and who gets its point, e.g. "Settebello: You".
            .map((prize) => qsTr("%1: %2").arg(prize[0]).arg(sheet.winnerText(prize[1])));
        //: Spoken score sheet after the prizes, e.g. "This deal: you +3, the AI +1. Match: you 7, the AI 4, of 11."
        const totals = qsTr("This deal: you %1, the AI %2. Match: you %3, the AI %4, of %5.")
            .arg(Format.plus(sheet.points[0])).arg(Format.plus(sheet.points[1]))
            .arg(Format.num(sheet.matchPoints[0])).arg(Format.num(sheet.matchPoints[1])).arg(Format.num(11));
        return [sheetTitle.text + ".", prizes.join(", ") + ".", totals].join(" ");
    }

    function winnerText(seat: var): string {
        return seat === 0 ? (sheet.watched ? Watched.seat() : qsTr("You")) : seat === 1 ? qsTr("AI")
            //: Nobody gets a prize's point (a tie).
            : qsTr("Nobody");
    }

    maxWidth: 660

    Text {
        id: sheetTitle

        objectName: "sheetTitle"
        Layout.fillWidth: true
        text: sheet.matchOver
              ? (sheet.matchWinner === 0 ? (sheet.watched ? Watched.winsMatch() : qsTr("You win the match!"))
                                         : qsTr("The AI wins the match"))
              : sheet.watched ? Watched.dealTitle()
              //: Title of the score sheet after a deal, e.g. "Deal 3 of this match": which deal of
              //: the match (not the deal number "Deal #…" shown above the table to replay it).
              : qsTr("Deal %1 of this match").arg(Format.num(sheet.summary.deal_number ?? 0))
        color: CardTheme.ink
        font.family: CardTheme.serifFamily
        font.pixelSize: CardTheme.fontTitle
        font.bold: true
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }

    GridLayout {
        id: grid

        Layout.alignment: Qt.AlignHCenter
        columns: 4
        columnSpacing: CardTheme.spacingLarge
        rowSpacing: 5

        component Cell: Text {
            property bool head: false
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            color: head ? CardTheme.inkMuted : CardTheme.ink
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontBody
            font.bold: !head
            Layout.alignment: Qt.AlignHCenter | Qt.AlignVCenter
        }
        component RowHead: Text {
            color: CardTheme.ink
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontBody
            Layout.alignment: Qt.AlignLeading | Qt.AlignVCenter
        }
        component PrimieraCell: RowLayout {
            id: primieraCell
            required property var side
            spacing: 5
            Layout.alignment: Qt.AlignHCenter | Qt.AlignVCenter
            Repeater {
                model: ["D", "H", "C", "S"]
                Row {
                    id: suitValue
                    required property string modelData
                    spacing: 1
                    SuitPip {
                        anchors.verticalCenter: parent.verticalCenter
                        width: 12
                        height: 12
                        suit: suitValue.modelData
                        pack: "french"
                    }
                    Text {
                        objectName: primieraCell.objectName + "_" + suitValue.modelData
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                        text: (primieraCell.side.values ?? {})[suitValue.modelData]
                              ? Format.num(primieraCell.side.values[suitValue.modelData]) : "–"
                        color: CardTheme.ink
                        font.family: CardTheme.fontFamily
                        font.pixelSize: CardTheme.fontSmall
                    }
                }
            }
            Text {
                objectName: primieraCell.objectName + "_total"
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                text: primieraCell.side.total === null || primieraCell.side.total === undefined
                      //: Primiera cell: the player lacks a suit, so has no primiera.
                      ? qsTr("none")
                      // "= 70" after the suits' values in their reading order: at its left
                      // in right-to-left, as "70 =" (newcomer #10: "… 21♠ 70 =")
                      : primieraCell.LayoutMirroring.enabled
                        ? Format.ltr(Format.num(primieraCell.side.total) + " =")
                        : Format.ltr("= " + Format.num(primieraCell.side.total))
                color: CardTheme.ink
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontBody
                font.bold: true
            }
        }

        Cell { text: ""; head: true }
        Cell { text: sheet.watched ? Watched.seat() : qsTr("You"); head: true }
        Cell { text: qsTr("AI"); head: true }
        //: Score sheet column: who gets the point of each prize.
        Cell { text: qsTr("Point"); head: true }

        //: Prize: most cards captured.
        RowHead { id: cardsHead; text: qsTr("Cards") }
        Cell { objectName: "sheetCardsYou"; text: Format.num(sheet.summary.cards?.[0]) }
        Cell { objectName: "sheetCardsAi"; text: Format.num(sheet.summary.cards?.[1]) }
        Cell { objectName: "sheetCardsPoint"; text: sheet.winnerText(sheet.prizes.cards); head: sheet.prizes.cards === null }

        //: Prize: most Diamonds captured.
        RowHead { id: diamondsHead; text: qsTr("Diamonds") }
        Cell { objectName: "sheetDiamondsYou"; text: Format.num(sheet.summary.diamonds?.[0]) }
        Cell { objectName: "sheetDiamondsAi"; text: Format.num(sheet.summary.diamonds?.[1]) }
        Cell { objectName: "sheetDiamondsPoint"; text: sheet.winnerText(sheet.prizes.diamonds); head: sheet.prizes.diamonds === null }

        //: Prize: the seven of Diamonds.
        RowHead { id: settebelloHead; text: qsTr("Settebello") }
        Cell { objectName: "sheetSettebelloYou"; text: sheet.summary.settebello === 0 ? "✓" : "–" }
        Cell { objectName: "sheetSettebelloAi"; text: sheet.summary.settebello === 1 ? "✓" : "–" }
        Cell { objectName: "sheetSettebelloPoint"; text: sheet.winnerText(sheet.prizes.settebello) }

        //: Prize: the best primiera (best card of each suit, added up).
        RowHead { id: primieraHead; text: qsTr("Primiera") }
        PrimieraCell { objectName: "sheetPrimieraYou"; side: sheet.primiera[0] ?? {} }
        PrimieraCell { objectName: "sheetPrimieraAi"; side: sheet.primiera[1] ?? {} }
        Cell { objectName: "sheetPrimieraPoint"; text: sheet.winnerText(sheet.prizes.primiera); head: sheet.prizes.primiera === null }

        //: Table sweeps made this deal, one point each.
        RowHead { text: qsTr("Scope") }
        Cell { objectName: "sheetScopeYou"; text: Format.num(sheet.summary.scope?.[0]) }
        Cell { objectName: "sheetScopeAi"; text: Format.num(sheet.summary.scope?.[1]) }
        //: Score sheet, Point column of the Scope row: each sweep scores one point for its maker.
        Cell { objectName: "sheetScopePoint"; text: qsTr("1 point each"); head: true }

        Rectangle { Layout.columnSpan: 4; Layout.fillWidth: true; implicitHeight: 1; color: CardTheme.paperLine }

        //: Points scored in this deal.
        RowHead { text: qsTr("This deal"); font.bold: true }
        Cell { objectName: "sheetDealYou"; text: Format.plus(sheet.points[0]); color: CardTheme.accentDark }
        Cell { objectName: "sheetDealAi"; text: Format.plus(sheet.points[1]); color: CardTheme.accentDark }
        Cell { text: ""; head: true }

        //: The running match total (first to 11).
        // a watched deal counts in no match: no match row (nor its note)
        RowHead { text: qsTr("Match"); font.bold: true; font.pixelSize: CardTheme.fontLarge; visible: !sheet.watched }
        Cell { objectName: "sheetMatchYou"; text: Format.num(sheet.matchPoints[0]); font.pixelSize: CardTheme.fontLarge; visible: !sheet.watched }
        Cell { objectName: "sheetMatchAi"; text: Format.num(sheet.matchPoints[1]); font.pixelSize: CardTheme.fontLarge; visible: !sheet.watched }
        //: Beside the match totals: the target.
        Cell { text: qsTr("of %1").arg(Format.num(11)); head: true; visible: !sheet.watched }
    }

    Text {
        // Who took the cards left on the table (newcomer #41 could not see why the cards were
        // level: the leftovers had gone to the AI).
        objectName: "sheetLeftovers"
        Layout.fillWidth: true
        readonly property int count: (sheet.summary.leftovers ?? []).length
        visible: count > 0
        text: sheet.summary.last_capturer === 1
              //: Under the score sheet: the cards left on the table at the deal's end went to the AI, the last to capture.
              ? qsTr("%Ln card(s) left on the table went to the AI, the last to capture.", "", count)
              : sheet.watched
                //: Watch, under the score sheet: the cards left on the table went to your seat (%1 "Hard (your seat)"), the last to capture.
                ? qsTranslate("Watched", "%Ln card(s) left on the table went to %1, the last to capture.", "", count).arg(Watched.seat())
                //: Under the score sheet: the cards left on the table at the deal's end went to you, the last to capture.
                : qsTr("%Ln card(s) left on the table went to you, the last to capture.", "", count)
        color: CardTheme.inkMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }
    Text {
        objectName: "sheetNote"
        Layout.fillWidth: true
        visible: text !== "" && !sheet.watched
        text: sheet.levelAbove ? qsTr("Level at 11 or more: another deal decides the match.")
              : sheet.matchOver ? "" : qsTr("The first to 11 who is ahead after a deal wins the match.")
        color: CardTheme.inkMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }

    Item { Layout.fillHeight: true; Layout.minimumHeight: 2 }

    DealReplayRow {
    }

    TableButton {
        objectName: sheet.matchOver ? "newMatchButton" : "continueButton"
        Layout.alignment: Qt.AlignHCenter
        visible: !sheet.watched && !sheet.lessonDeal  // else DealReplayRow's, or the lesson's Next
        primary: true
        text: sheet.matchOver ? qsTr("New match") : qsTr("Next deal")
        onClicked: sheet.matchOver ? sheet.newMatchClicked() : sheet.continueClicked()
    }
}
