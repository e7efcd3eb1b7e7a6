// End of a deal (and of the match): who won, why, points, tricks, game points and the match
// count, explained in words from the deal_end event, on the shared paper sheet.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import common
import "../../common/format.js" as Format
import "../../common/watched.js" as Watched

PaperSheet {
    id: summaryPanel

    /** The deal_end event, plus "close": the close event of that deal (or {}). */
    required property var summary
    property bool matchOver: false
    property int matchWinner: -1

    readonly property int winner: summaryPanel.summary.winner ?? -1
    readonly property int gamePoints: summaryPanel.summary.game_points ?? 0
    readonly property string reason: summaryPanel.summary.reason ?? ""
    readonly property var points: summaryPanel.summary.points ?? [0, 0]
    readonly property var tricks: summaryPanel.summary.tricks ?? [0, 0]
    readonly property var matchPoints: summaryPanel.summary.match_points ?? [7, 7]
    readonly property int closedBy: summaryPanel.summary.closed_by ?? -1
    readonly property var closeInfo: summaryPanel.summary.close ?? ({})

    signal continueClicked()
    signal newMatchClicked()

    /** The sheet in a few sentences for a screen reader: who won, the game points, how and
        why, and the match count. */
    function spokenText(): string {
        //: Spoken when a deal ends: game points each player still needs, e.g. "To go: you 5, the AI 7."
        const count = qsTr("To go: you %1, the AI %2.").arg(Format.num(Math.max(0, summaryPanel.matchPoints[0])))
                                                         .arg(Format.num(Math.max(0, summaryPanel.matchPoints[1])));
        // a watched deal counts in no match: no count to go
        return [summaryTitle.text + ".", gamePointsText.text + ".", explanation.text, summaryPanel.watched ? "" : count].join(" ");
    }

    Accessible.role: Accessible.Dialog
    Accessible.name: summaryTitle.text

    /** Sentence: how the deal was decided. While watched (``w``), your seat is Hard's, named
        in the third person (watched.js) as on the other sheets. */
    function howText(): string {
        const you = summaryPanel.winner === 0;
        const w = summaryPanel.watched;
        const seat = Watched.seat();
        switch (summaryPanel.reason) {
        case "reached_66":
            return !you ? qsTr("The AI reached 66 points with a trick.")
                 //: Watch: %1 "Hard (your seat)".
                 : w ? qsTr("%1 reached 66 points with a trick.").arg(seat)
                 : qsTr("You reached 66 points with a trick.");
        case "marriage_66":
            return !you ? qsTr("The AI reached 66 points by declaring a marriage.")
                 //: Watch: %1 "Hard (your seat)".
                 : w ? qsTr("%1 reached 66 points by declaring a marriage.").arg(seat)
                 : qsTr("You reached 66 points by declaring a marriage.");
        case "closer_won":
            return !you ? qsTr("The AI closed the stock and reached 66 points.")
                 //: Watch: %1 "Hard (your seat)".
                 : w ? qsTr("%1 closed the stock and reached 66 points.").arg(seat)
                 : qsTr("You closed the stock and reached 66 points.");
        case "closer_failed":
            return you ? qsTr("The AI closed the stock but did not reach 66 points: the closer loses.")
                 //: Watch: %1 "Hard (your seat)".
                 : w ? qsTr("%1 closed the stock but did not reach 66 points: the closer loses.").arg(seat)
                 : qsTr("You closed the stock but did not reach 66 points: the closer loses.");
        case "opponent_66_after_close":
            if (w)
                return you
                    //: Watch: %1 "Hard (your seat)".
                    ? qsTr("The AI closed the stock, but %1 reached 66 points first.").arg(seat)
                    //: Watch: %1 "Hard (your seat)".
                    : qsTr("%1 closed the stock, but the AI reached 66 points first.").arg(seat);
            return you ? qsTr("The AI closed the stock, but you reached 66 points first.")
                       : qsTr("You closed the stock, but the AI reached 66 points first.");
        case "last_trick":
            return !you ? qsTr("Nobody reached 66 points; the AI won the last trick.")
                 //: Watch: %1 "Hard (your seat)".
                 : w ? qsTr("Nobody reached 66 points; %1 won the last trick.").arg(seat)
                 : qsTr("Nobody reached 66 points; you won the last trick.");
        }
        return "";
    }

    /** Sentence: why this many game points (your seat Hard's while watched, as in howText). */
    function whyText(): string {
        const gp = summaryPanel.gamePoints;
        const you = summaryPanel.winner === 0;
        if (summaryPanel.watched)
            return summaryPanel.watchedWhyText(gp, you, Watched.seat());
        switch (summaryPanel.reason) {
        case "reached_66":
        case "marriage_66":
            if (gp >= 3)
                return you ? qsTr("The AI took no trick, so you score 3 game points.")
                           : qsTr("You took no trick, so the AI scores 3 game points.");
            if (gp === 2)
                return you ? qsTr("The AI had fewer than 33 points, so you score 2 game points.")
                           : qsTr("You had fewer than 33 points, so the AI scores 2 game points.");
            return you ? qsTr("The AI had at least 33 points, so you score 1 game point.")
                       : qsTr("You had at least 33 points, so the AI scores 1 game point.");
        case "closer_won": {
            const at = summaryPanel.closeInfo.opponent_points ?? 0;
            if (gp >= 3)
                return you ? qsTr("When you closed, the AI had no trick: 3 game points.")
                           : qsTr("When the AI closed, you had no trick: 3 game points.");
            if (gp === 2)
                return you ? qsTr("When you closed, the AI had %Ln point(s) (fewer than 33): 2 game points.", "", at)
                           : qsTr("When the AI closed, you had %Ln point(s) (fewer than 33): 2 game points.", "", at);
            return you ? qsTr("When you closed, the AI already had %Ln points (33 or more): 1 game point.", "", at)
                       : qsTr("When the AI closed, you already had %Ln points (33 or more): 1 game point.", "", at);
        }
        case "closer_failed":
        case "opponent_66_after_close":
            if (gp >= 3)
                return you ? qsTr("You had no trick when the stock was closed, so you score 3 game points.")
                           : qsTr("The AI had no trick when the stock was closed, so it scores 3 game points.");
            return you ? qsTr("The closer lost, so you score 2 game points.")
                       : qsTr("The closer lost, so the AI scores 2 game points.");
        case "last_trick":
            return you ? qsTr("The last trick is worth 1 game point.")
                       : qsTr("The last trick is worth 1 game point to the AI.");
        }
        return "";
    }

    /** whyText for a watched deal: your seat (``seat``, "Hard (your seat)") in the third
        person; the AI's sentences are the same as at your own table. */
    function watchedWhyText(gp: int, you: bool, seat: string): string {
        switch (summaryPanel.reason) {
        case "reached_66":
        case "marriage_66":
            if (gp >= 3)
                return you
                    //: Watch: %1 "Hard (your seat)".
                    ? qsTr("The AI took no trick, so %1 scores 3 game points.").arg(seat)
                    //: Watch: %1 "Hard (your seat)".
                    : qsTr("%1 took no trick, so the AI scores 3 game points.").arg(seat);
            if (gp === 2)
                return you
                    //: Watch: %1 "Hard (your seat)".
                    ? qsTr("The AI had fewer than 33 points, so %1 scores 2 game points.").arg(seat)
                    //: Watch: %1 "Hard (your seat)".
                    : qsTr("%1 had fewer than 33 points, so the AI scores 2 game points.").arg(seat);
            return you
                //: Watch: %1 "Hard (your seat)".
                ? qsTr("The AI had at least 33 points, so %1 scores 1 game point.").arg(seat)
                //: Watch: %1 "Hard (your seat)".
                : qsTr("%1 had at least 33 points, so the AI scores 1 game point.").arg(seat);
        case "closer_won": {
            const at = summaryPanel.closeInfo.opponent_points ?? 0;
            if (gp >= 3)
                return you
                    //: Watch: %1 "Hard (your seat)".
                    ? qsTr("When %1 closed, the AI had no trick: 3 game points.").arg(seat)
                    //: Watch: %1 "Hard (your seat)".
                    : qsTr("When the AI closed, %1 had no trick: 3 game points.").arg(seat);
            if (gp === 2)
                return you
                    //: Watch: %1 "Hard (your seat)", %Ln the AI's points.
                    ? qsTr("When %1 closed, the AI had %Ln point(s) (fewer than 33): 2 game points.", "", at).arg(seat)
                    //: Watch: %1 "Hard (your seat)", %Ln its points.
                    : qsTr("When the AI closed, %1 had %Ln point(s) (fewer than 33): 2 game points.", "", at).arg(seat);
            return you
                //: Watch: %1 "Hard (your seat)", %Ln the AI's points.
                ? qsTr("When %1 closed, the AI already had %Ln points (33 or more): 1 game point.", "", at).arg(seat)
                //: Watch: %1 "Hard (your seat)", %Ln its points.
                : qsTr("When the AI closed, %1 already had %Ln points (33 or more): 1 game point.", "", at).arg(seat);
        }
        case "closer_failed":
        case "opponent_66_after_close":
            if (gp >= 3)
                return you
                    //: Watch: %1 "Hard (your seat)".
                    ? qsTr("%1 had no trick when the stock was closed, so it scores 3 game points.").arg(seat)
                    : qsTr("The AI had no trick when the stock was closed, so it scores 3 game points.");
            return you
                //: Watch: %1 "Hard (your seat)".
                ? qsTr("The closer lost, so %1 scores 2 game points.").arg(seat)
                : qsTr("The closer lost, so the AI scores 2 game points.");
        case "last_trick":
            return you
                //: Watch: %1 "Hard (your seat)".
                ? qsTr("The last trick is worth 1 game point to %1.").arg(seat)
                : qsTr("The last trick is worth 1 game point to the AI.");
        }
        return "";
    }

    Text {
        id: summaryTitle

        objectName: "summaryTitle"
        Layout.fillWidth: true
        text: summaryPanel.matchOver
              ? (summaryPanel.matchWinner === 0 ? (summaryPanel.watched ? Watched.winsMatch() : qsTr("You win the match!"))
                                                : qsTr("The AI wins the match"))
              : (summaryPanel.winner === 0 ? (summaryPanel.watched ? Watched.winsDeal() : qsTr("You win the deal"))
                                           : qsTr("The AI wins the deal"))
        color: CardTheme.ink
        font.family: CardTheme.serifFamily
        font.pixelSize: CardTheme.fontTitle
        font.bold: true
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }
    Text {
        id: gamePointsText

        objectName: "summaryGamePoints"
        Accessible.role: Accessible.StaticText
        Accessible.name: gamePointsText.text
        Layout.fillWidth: true
        //: Game points won this deal, e.g. "Game points for you: +2".
        text: summaryPanel.winner === 0
              ? (summaryPanel.watched
                 //: Watch: game points won by your seat, %1 "Hard (your seat)", e.g. "Game points for Hard (your seat): +2".
                 ? qsTr("Game points for %1: +%2").arg(Watched.seat()).arg(Format.num(summaryPanel.gamePoints))
                 //: Game points won this deal, e.g. "Game points for you: +2".
                 : qsTr("Game points for you: +%1").arg(Format.num(summaryPanel.gamePoints)))
              : qsTr("Game points for the AI: +%1").arg(Format.num(summaryPanel.gamePoints))
        color: CardTheme.accentDark
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontLarge
        font.bold: true
        horizontalAlignment: Text.AlignHCenter
    }
    Text {
        id: explanation

        objectName: "summaryExplanation"
        Layout.fillWidth: true
        text: summaryPanel.howText() + " " + summaryPanel.whyText()
        color: CardTheme.ink
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontBody
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }

    GridLayout {
        Layout.alignment: Qt.AlignHCenter
        Layout.topMargin: CardTheme.spacingSmall
        columns: summaryPanel.watched ? 3 : 4  // a watched deal counts in no match: no "To go"
        columnSpacing: CardTheme.spacingLarge
        rowSpacing: 4

        component Cell: Text {
            property bool head: false
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            color: head ? CardTheme.inkMuted : CardTheme.ink
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontBody
            font.bold: !head
            Layout.alignment: Qt.AlignHCenter
        }

        Cell { text: ""; head: true }
        Cell { text: qsTr("Points"); head: true }
        Cell { text: qsTr("Tricks"); head: true }
        //: Match count column: game points still needed, counting down from 7.
        Cell { text: qsTr("To go"); head: true; visible: !summaryPanel.watched }

        Cell { text: summaryPanel.watched ? Watched.seat() : qsTr("You"); head: true; Layout.alignment: Qt.AlignLeading }
        Cell { text: Format.num(summaryPanel.points[0]) }
        Cell { text: Format.num(summaryPanel.tricks[0]) }
        Cell { objectName: "summaryMatchYou"; text: Format.num(Math.max(0, summaryPanel.matchPoints[0])); visible: !summaryPanel.watched }

        Cell { text: qsTr("AI"); head: true; Layout.alignment: Qt.AlignLeading }
        Cell { text: Format.num(summaryPanel.points[1]) }
        Cell { text: Format.num(summaryPanel.tricks[1]) }
        Cell { objectName: "summaryMatchAi"; text: Format.num(Math.max(0, summaryPanel.matchPoints[1])); visible: !summaryPanel.watched }
    }

    Item { Layout.fillHeight: true; Layout.minimumHeight: 4 }

    DealReplayRow {
    }

    TableButton {
        objectName: summaryPanel.matchOver ? "newMatchButton" : "continueButton"
        Layout.alignment: Qt.AlignHCenter
        visible: !summaryPanel.watched && !summaryPanel.lessonDeal  // else DealReplayRow's, or the lesson's Next
        primary: true
        text: summaryPanel.matchOver ? qsTr("New match") : qsTr("Next deal")
        onClicked: summaryPanel.matchOver ? summaryPanel.newMatchClicked() : summaryPanel.continueClicked()
    }
}
