// The template game's table: the least a new game's Table.qml holds, on TableBase — your hand,
// the trick between you and the AI, the scores, whose turn it is, the notice line and the deal's
// end on a paper sheet the player dismisses (a click, or N / Enter), the match's end on it. The page
// finds a game's table by convention (views/games/<id>/Table.qml) and pushes its GameController
// in; a new game copies this folder to views/games/<id>/ and adds only what is its own.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import Cardavia

import cards
import common
import "../../common/format.js" as Format

TableBase {
    id: table

    shortcuts: words.shortcuts
    aiPaceMs: 700

    readonly property var seatNames: [qsTr("You"), qsTr("AI")]
    /** The deal's sheet is wanted (the controller holds the finished deal) or the match is over. */
    readonly property bool sheetWanted: game !== null && (game.summaryVisible || game.matchOver)

    /** Leave the deal's sheet: the next deal, or a new match once it is over. */
    function nextDeal(): void {
        if (game.matchOver)
            game.newMatch();
        else
            game.continueDeal();
    }

    /** The match's points in words (``points``: you first). */
    function matchLine(points: var): string {
        return qsTr("Match points: you %1, the AI %2. First to %3 wins.")
            .arg(Format.num(points[0] ?? 0)).arg(Format.num(points[1] ?? 0))
            .arg(Format.num(game.observation.target ?? 0));
    }

    /** A card's spoken name (the hint and the log name cards with it). */
    function cardName(code: string): string {
        return CardNames.card("french", code);
    }

    /** Put the public moves of a step into words for a screen reader. */
    function explain(events: var): void {
        for (const e of events) {
            if (e.type === "play" && e.seat !== 0)
                table.announce(qsTr("The AI played %1.").arg(table.cardName(e.card)));
        }
    }

    Words {
        id: words
    }

    sceneComponent: Component {
        Item {
            id: felt

            readonly property Item hand: handView
            readonly property real cardWidth: Math.max(52, Math.min(140, table.height / 6))

            Felt { anchors.fill: parent }

            // Scores: top left.
            ColumnLayout {
                objectName: "scoreBox"
                anchors.left: parent.left
                anchors.top: parent.top
                anchors.margins: CardTheme.spacing
                anchors.topMargin: CardTheme.spacing + table.topInset
                width: Math.min(310, table.width * 0.25)

                Repeater {
                    id: scoreRows

                    model: 2

                    Text {
                        required property int index

                        objectName: "score_" + index
                        Layout.fillWidth: true
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                        //: A team's running score: its name, card points, tricks taken.
                        text: qsTr("%1: %2 pts · %Ln trick(s)", "", (game.tricks[index] ?? 0))
                              .arg(table.seatNames[index]).arg(Format.num(game.points[index] ?? 0))
                        color: CardTheme.textOnFelt
                        font.family: CardTheme.fontFamily
                        font.pixelSize: CardTheme.fontBody
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                }
                Text {
                    objectName: "matchScore"
                    Layout.fillWidth: true
                    text: table.matchLine(game.matchPoints)
                    color: CardTheme.textOnFelt
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontSmall
                    wrapMode: Text.WordWrap
                }
            }

            // The deal's end: its points and tricks and the match's, until the player goes on.
            PaperSheet {
                id: sheet

                objectName: "dealSheet"
                z: 10  // over the hand
                anchors.fill: parent
                visible: table.sheetWanted
                settleMs: Math.min(500, table.aiDelayMs)  // the click that ended the deal is not its
                maxWidth: 460

                Text {
                    id: sheetTitle

                    objectName: "sheetTitle"
                    Layout.fillWidth: true
                    text: !game.matchOver ? qsTr("The deal is over.")
                          : game.matchWinner === 0 ? qsTr("You won the match!")
                          : qsTr("The AI won the match.")
                    color: CardTheme.ink
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontTitle
                    font.bold: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                }
                Repeater {
                    model: 2

                    Text {
                        required property int index

                        objectName: "sheetScore_" + index
                        Layout.fillWidth: true
                        text: qsTr("%1: %2 pts · %Ln trick(s)", "", (game.summary.tricks ?? [])[index] ?? 0)
                              .arg(table.seatNames[index])
                              .arg(Format.num((game.summary.points ?? [])[index] ?? 0))
                        color: CardTheme.ink
                        font.family: CardTheme.fontFamily
                        font.pixelSize: CardTheme.fontBody
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                    }
                }
                Text {
                    objectName: "sheetMatch"
                    Layout.fillWidth: true
                    text: table.matchLine(game.summary.match_points ?? game.matchPoints)
                    color: CardTheme.ink
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontBody
                    font.bold: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                }
                TableButton {
                    objectName: "nextDealButton"
                    Layout.alignment: Qt.AlignHCenter
                    primary: true
                    visible: !sheet.lessonDeal  // a lesson's deal goes on by the lesson's Next
                    enabled: sheet.ready
                    text: game.matchOver ? qsTr("New match") : qsTr("Next deal")
                    onClicked: {
                        table.nextDeal();
                        handView.forceActiveFocus();
                    }
                }
                onVisibleChanged: {
                    if (sheet.visible)
                        table.announce(sheetTitle.text + " " + table.matchLine(game.summary.match_points ?? game.matchPoints));
                }
            }

            // The table's keys (listed in words.shortcuts), while the table has the keyboard.
            Shortcut {
                sequence: "S"
                enabled: table.activeFocus
                onActivated: table.announce(scoreRows.itemAt(0).text + ". " + scoreRows.itemAt(1).text + ". "
                                            + table.matchLine(game.matchPoints))
            }
            Shortcut {
                sequence: "R"
                enabled: table.activeFocus && (table.announcer?.last ?? "") !== ""
                onActivated: table.announcer.announce(table.announcer.last)
            }
            Shortcut {
                sequences: ["N", "Return", "Enter"]
                enabled: table.activeFocus && sheet.visible && !table.inLesson
                onActivated: {
                    if (!sheet.keysReady) {
                        sheet.keyTooSoon();
                        return;
                    }
                    table.nextDeal();
                    handView.forceActiveFocus();
                }
            }

            // Whose turn and what just happened: top right.
            ColumnLayout {
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: CardTheme.spacing
                anchors.topMargin: CardTheme.spacing + table.topInset
                width: Math.min(280, table.width * 0.24)
                spacing: CardTheme.spacingSmall

                Text {
                    objectName: "turnStatus"
                    Layout.fillWidth: true
                    text: table.sheetWanted || table.noTurnNamed ? ""
                          : game.yourTurn ? qsTr("Your turn: play a card")
                          : game.currentPlayer === 1 ? qsTr("The AI is to play") : ""
                    color: CardTheme.textOnFelt
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontBody + 1
                    font.bold: game.yourTurn
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignRight
                }
                NoticeBox {
                    objectName: "notice"
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    text: table.notice
                    isError: table.noticeIsError
                }
            }

            // The trick: the middle of the felt, in the order played.
            Row {
                objectName: "trickArea"
                anchors.centerIn: parent
                spacing: CardTheme.spacing

                Repeater {
                    model: game.trick

                    CardView {
                        required property var modelData

                        objectName: "trick_" + modelData.card
                        width: felt.cardWidth
                        height: Math.round(width * CardTheme.cardAspect)
                        code: modelData.card
                        pack: "french"
                    }
                }
            }

            HandView {
                id: handView

                objectName: "hand"
                focus: true
                hinted: game.hintCards
                reasonText: words.rejectionText
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: CardTheme.spacing
                width: parent.width * 0.6
                height: Math.max(150, table.height * 0.3)
                model: game.hand
                pack: "french"
                interactive: game.yourTurn && !table.sheetWanted
                maxCardWidth: felt.cardWidth
                fanned: true
                onCardClicked: (code) => game.clickCard(code)
                onCardRefused: (code, reason) => table.announce(reason)
            }
        }
    }

    Connections {
        target: table.controller

        function onStepped(events: var): void { table.explain(events); }
        function onActionRejected(code: string, message: string): void {
            table.say(words.rejectionText(code), true);
        }
    }
}
