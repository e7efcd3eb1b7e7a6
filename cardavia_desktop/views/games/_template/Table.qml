// The template game's table: the least a new game's Table.qml holds, on TableBase — your hand,
// the trick between you and the AI, the scores, whose turn it is and the notice line. The page
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
                    text: game.matchOver ? ""
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
                interactive: game.yourTurn && !game.matchOver
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
