// The end of the match: who ran out of chips, the final stacks, and a new match (20 chips each).
import QtQuick
import QtQuick.Layouts

import cards
import common
import "../../common/format.js" as Format
import "../../common/watched.js" as Watched

PaperSheet {
    id: result

    property int winner: -1
    /** The table's betting object: the final stacks and the deals played. */
    property QtObject betting: null
    readonly property var stacks: result.betting?.stacks ?? [0, 0]
    readonly property int deals: result.betting?.history?.length ?? 0
    /** The last deal's result ("The AI's card is stronger: …"): the sheet covers its reveal. */
    property string lastDeal: ""
    /** The last deal's two locked cards (yours, the AI's), named: the sheet covers them too. */
    readonly property var lastCards: result.betting?.history?.[result.deals - 1]?.cards ?? []

    signal newMatchClicked()

    function cardName(code: string): string {
        return CardNames.card("french", code.split(".")[0]);  // a shoe copy's suffix is not printed
    }

    maxWidth: 460

    Text {
        objectName: "matchResultTitle"
        Layout.fillWidth: true
        text: result.winner === 0 ? (result.watched ? Watched.winsMatch() : qsTr("You won the match!"))
                                  : qsTr("The AI won the match.")
        color: CardTheme.ink
        font.family: CardTheme.serifFamily
        font.pixelSize: CardTheme.fontTitle
        font.bold: true
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
    }
    Text {
        objectName: "matchResultCards"
        Layout.fillWidth: true
        visible: result.lastCards.length === 2
        //: Lock & Bet's match sheet: the last deal's two locked cards, named (%1 yours, %2 the AI's).
        text: visible ? qsTr("Your card: %1. The AI's card: %2.").arg(result.cardName(result.lastCards[0]))
                                                                 .arg(result.cardName(result.lastCards[1])) : ""
        color: CardTheme.ink
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontBody
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
    }
    Text {
        objectName: "matchResultLastDeal"
        Layout.fillWidth: true
        visible: text !== ""
        text: result.lastDeal
        color: CardTheme.ink
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontBody
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
    }
    Text {
        Layout.fillWidth: true
        text: result.winner === 0 ? qsTr("The AI has no chips left.")
                                  : result.watched
                                    //: Watch, Lock & Bet: your seat (%1 "Hard (your seat)") has lost all its chips.
                                    ? qsTranslate("Watched", "%1 has no chips left.").arg(Watched.seat())
                                    : qsTr("You have no chips left.")
        color: CardTheme.inkMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontBody
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
    }
    Text {
        objectName: "matchResultChips"
        Layout.fillWidth: true
        text: (result.watched
               //: Watch, Lock & Bet: the chips at the match's end; %1 "Hard (your seat)", %2 its chips, %3 the AI's.
               ? qsTranslate("Watched", "Chips: %1 %2 · AI %3").arg(Watched.seat())
                     .arg(Format.num(result.stacks[0] ?? 0)).arg(Format.num(result.stacks[1] ?? 0))
               //: Final chip counts: you, then the AI, and the number of deals played.
               : qsTr("Chips: you %1 · AI %2").arg(Format.num(result.stacks[0] ?? 0)).arg(Format.num(result.stacks[1] ?? 0)))
              + "\n" + qsTr("%Ln deal(s) played", "", result.deals)
        color: CardTheme.ink
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontBody
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
    }
    DealReplayRow {
        signsGains: true
    }

    TableButton {
        objectName: "newMatchButton"
        Layout.alignment: Qt.AlignHCenter
        Layout.topMargin: CardTheme.spacingSmall
        visible: !result.watched && !result.lessonDeal  // else DealReplayRow's, or the lesson's Next
        primary: true
        //: Starts a new match with 20 chips each.
        text: qsTr("New match")
        onClicked: result.newMatchClicked()
    }
}
