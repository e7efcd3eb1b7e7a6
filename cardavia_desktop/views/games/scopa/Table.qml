// The Scopa table: you (bottom) against the AI (top), the face-up table cards between you.
// Self-contained: it creates its own GameController and only renders its properties and
// models; every rule is the engine's (what a card may take comes from the legal actions).
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
    aiPaceMs: 900
    noticeMs: 4500

    /** The score sheet shows once the last captures have reached the piles. */
    readonly property bool summaryWanted: game !== null && (game.summaryVisible || game.matchOver)
    property bool summaryShown: false
    property bool scopaFlash: false

    onSummaryWantedChanged: {
        if (table.summaryWanted) {
            summaryDelay.restart();
            table.summaryShown = game.stepReopened;  // a sheet left open: at once (newcomer #14 D8)
        } else {
            summaryDelay.stop();
            table.summaryShown = false;
        }
    }

    /** A card's spoken name, e.g. "King of Hearts" (the words a card item uses for itself). */
    function cardName(code: string): string {
        return words.cardName(code);
    }

    /** Put the public moves of a step into words (events are data; the view translates). */
    function explain(events: var): void {
        for (const e of events) {
            const spoken = words.spoken(e);
            if (spoken !== "")
                table.announce(spoken);
            // watching, your seat's moves are the Watch bar's to tell (in its name, never "you")
            const notice = game.watching && e.seat === 0 ? "" : words.notice(e);
            if (notice !== "")
                table.say(notice, false);
            if (e.type === "scopa") {
                table.scopaFlash = true;
                scopaTimer.restart();
            }
        }
    }

    Timer {
        id: summaryDelay
        // Long enough for the last captures to reach the piles (set from the final step).
        interval: Math.round(1200 / table.speed)
        onTriggered: table.summaryShown = table.summaryWanted
    }

    Timer {
        id: scopaTimer
        interval: Math.round(1600 / table.speed)
        onTriggered: table.scopaFlash = false
    }

    Words {
        id: words
    }

    sceneComponent: Component {
        Item {
            id: felt

            readonly property Item hand: handView

            readonly property real handCardWidth: Math.max(52, Math.min(160, bottomRow.height / (CardTheme.cardAspect * 1.22),
                                                                       (table.width - 520) / 3.6))
            readonly property real midCardWidth: Math.max(44, Math.min(150, (middleRow.height - chooserSlot.height) / (CardTheme.cardAspect * 1.12)))
            readonly property real smallCardWidth: Math.max(30, Math.min(84, (topRow.height - 20) / (CardTheme.cardAspect * 1.1)))

            Felt {
                anchors.fill: parent
                ring: Qt.rect(table.width * 0.19, middleRow.y + mainColumn.y - 4,
                              table.width * 0.62, middleRow.height + 8)
            }

            TapHandler {
                // A click on the bare felt gives the keyboard back to the hand (after a slider),
                // or to the capture choice while one is open.
                onTapped: chooser.visible ? chooser.forceActiveFocus() : handView.forceActiveFocus()
            }

            ColumnLayout {
                id: mainColumn

                anchors.fill: parent
                anchors.margins: CardTheme.spacing
                anchors.topMargin: CardTheme.spacing + table.topInset
                spacing: CardTheme.spacingSmall

                // --- the AI ------------------------------------------------------------------------
                Item {
                    id: topRow

                    Layout.fillWidth: true
                    Layout.preferredHeight: table.height * 0.2

                    ScopaPanel {
                        id: aiPanel

                        objectName: "aiPanel"
                        anchors.left: parent.left
                        anchors.top: parent.top
                        name: qsTr("AI")
                        seat: 1
                        matchPoints: game.matchPoints
                        watched: game.watching
                        tally: game.table.tally
                        isDealer: game.dealer === 1
                        active: game.currentPlayer === 1 && !game.summaryVisible
                    }

                    Item {
                        id: opponentHand

                        objectName: "opponentHand"
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.top: parent.top
                        width: felt.smallCardWidth * (1 + 0.5 * Math.max(0, game.table.opponentHandSize - 1))
                        height: felt.smallCardWidth * CardTheme.cardAspect
                        Accessible.role: Accessible.StaticText
                        Accessible.name: opponentCount.text

                        Repeater {
                            model: game.table.opponentHandSize

                            CardBack {
                                required property int index
                                width: felt.smallCardWidth
                                height: Math.round(width * CardTheme.cardAspect)
                                x: index * felt.smallCardWidth * 0.5
                                rotation: (index - (game.table.opponentHandSize - 1) / 2) * 4
                            }
                        }
                        Text {
                            id: opponentCount
                            objectName: "opponentCount"
                            Accessible.role: Accessible.StaticText
                            Accessible.name: opponentCount.text
                            anchors.top: parent.bottom
                            anchors.topMargin: 2
                            anchors.horizontalCenter: parent.horizontalCenter
                            //: Number of cards in the AI's hand.
                            text: qsTr("Cards: %1").arg(Format.num(game.table.opponentHandSize))
                            color: CardTheme.textOnFeltMuted
                            font.family: CardTheme.fontFamily
                            font.pixelSize: CardTheme.fontSmall
                        }
                    }

                    CapturePile {
                        id: aiPile
                        objectName: "aiPile"
                        anchors.right: parent.right
                        anchors.top: parent.top
                        count: game.table.piles[1] ?? 0
                        scopaCards: game.table.scopaCards[1] ?? []
                        cardWidth: felt.smallCardWidth
                        scopaSide: LayoutMirroring.enabled ? 1 : -1
                    }
                }

                // --- stock, table, status -----------------------------------------------------------
                Item {
                    id: middleRow

                    Layout.fillWidth: true
                    Layout.preferredHeight: table.height * 0.38

                    Item {
                        id: stock

                        objectName: "stock"
                        anchors.left: parent.left
                        anchors.leftMargin: CardTheme.spacing
                        anchors.verticalCenter: parent.verticalCenter
                        width: Math.max(felt.midCardWidth * 0.85, stockLabel.implicitWidth)
                        height: felt.midCardWidth * 0.85 * CardTheme.cardAspect + stockLabel.implicitHeight + 6
                        Accessible.role: Accessible.StaticText
                        Accessible.name: stockLabel.text

                        Repeater {
                            model: Math.min(Math.ceil(game.table.stockSize / 6), 5)

                            CardBack {
                                required property int index
                                width: felt.midCardWidth * 0.85
                                height: Math.round(width * CardTheme.cardAspect)
                                x: (stock.width - width) / 2 - index * 1.5
                                y: -index * 1.5
                            }
                        }
                        Rectangle {
                            visible: game.table.stockSize === 0
                            x: (stock.width - width) / 2
                            width: felt.midCardWidth * 0.85
                            height: Math.round(width * CardTheme.cardAspect)
                            radius: 6
                            color: "transparent"
                            border.color: Qt.rgba(1, 1, 1, 0.15)
                        }
                        Text {
                            id: stockLabel
                            objectName: "stockCount"
                            Accessible.role: Accessible.StaticText
                            Accessible.name: stockLabel.text
                            anchors.bottom: parent.bottom
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: game.table.stockSize > 0
                                  //: Number of cards left in the stock.
                                  ? qsTr("Stock: %1").arg(Format.num(game.table.stockSize))
                                  : qsTr("Stock empty")
                            color: CardTheme.textOnFelt
                            font.family: CardTheme.fontFamily
                            font.pixelSize: CardTheme.fontSmall
                        }
                    }

                    TableCards {
                        id: tableArea

                        objectName: "tableCards"
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.top: parent.top
                        anchors.bottom: chooserSlot.top
                        width: table.width * 0.56
                        model: game.table.table
                        choosing: game.table.selectedCard !== ""
                        preview: chooser.preview
                        lastPlay: game.table.lastPlay
                        ringPreview: chooser.activeFocus
                        maxCardWidth: felt.midCardWidth
                        speed: table.speed
                        onCardClicked: (code) => game.clickCard(code)

                        Text {
                            id: emptyTable

                            anchors.centerIn: parent
                            visible: tableArea.count === 0 && !game.summaryVisible
                            //: Shown on the felt when no card lies on the table.
                            text: qsTr("The table is empty")
                            color: CardTheme.textOnFeltMuted
                            opacity: 0.6
                            font.family: CardTheme.fontFamily
                            font.pixelSize: CardTheme.fontBody
                            font.italic: true
                        }
                    }

                    Item {
                        id: chooserSlot

                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: parent.bottom
                        width: table.width * 0.6
                        height: Math.max(44, felt.smallCardWidth * 0.5 * CardTheme.cardAspect + 14)

                        CaptureChooser {
                            id: chooser

                            objectName: "captureChooser"
                            anchors.centerIn: parent
                            visible: game.table.selectedCard !== ""
                            options: game.table.captureOptions
                            miniWidth: Math.max(22, felt.smallCardWidth * 0.5)
                            onOptionChosen: (index) => game.table.chooseCapture(index)
                            onCancelled: game.table.cancelChoice()
                            onOptionFocused: (index, name) => table.announce(name)
                            // The choice takes the keyboard while it is open; the hand gets it back.
                            onVisibleChanged: {
                                if (chooser.visible)
                                    chooser.forceActiveFocus();
                                else if (game.table.selectedCard === "")  // the choice ended (not hidden with the page)
                                    handView.forceActiveFocus();
                            }
                        }
                    }

                    ColumnLayout {
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        width: Math.min(260, table.width * 0.17)
                        spacing: CardTheme.spacingSmall

                        Text {
                            objectName: "turnStatus"
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text
                            Layout.fillWidth: true
                            text: game.matchOver || game.summaryVisible || table.noTurnNamed ? ""
                                  : game.aiThinking ? qsTr("The AI is thinking…")
                                  : game.yourTurn ? (game.table.selectedCard !== ""
                                                     ? qsTr("Choose the cards to take")
                                                     : qsTr("Your turn: play a card"))
                                  : game.currentPlayer === 1 ? qsTr("The AI is to play") : ""
                            color: CardTheme.textOnFelt
                            font.family: CardTheme.fontFamily
                            font.pixelSize: CardTheme.fontLarge
                            font.bold: game.yourTurn
                            wrapMode: Text.WordWrap
                            horizontalAlignment: Text.AlignHCenter
                        }
                        NoticeBox {
                            objectName: "notice"
                            Layout.fillWidth: true
                            Layout.preferredHeight: implicitHeight
                            text: table.notice
                            isError: table.noticeIsError
                        }
                    }
                }

                // --- you ----------------------------------------------------------------------------
                Item {
                    id: bottomRow

                    Layout.fillWidth: true
                    Layout.fillHeight: true

                    ScopaPanel {
                        id: yourPanel
                        objectName: "yourPanel"
                        anchors.left: parent.left
                        anchors.bottom: parent.bottom
                        name: qsTr("You")
                        seat: 0
                        matchPoints: game.matchPoints
                        watched: game.watching
                        tally: game.table.tally
                        isDealer: game.dealer === 0
                        active: game.yourTurn
                    }

                    HandView {
                        id: handView

                        objectName: "hand"
                        focus: true
                        hinted: game.hintCards
                        reasonText: words.rejectionText
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.top: parent.top
                        anchors.bottom: parent.bottom
                        width: parent.width - 2 * Math.max(yourPanel.width, yourPile.width) - 2 * CardTheme.spacing
                        model: game.hand
                        pack: "french"
                        interactive: game.yourTurn && !game.summaryVisible
                        maxCardWidth: felt.handCardWidth
                        fanned: true
                        onCardClicked: (code) => game.clickCard(code)
                        onCardRefused: (code, reason) => table.announce(reason)
                    }

                    CapturePile {
                        id: yourPile
                        objectName: "yourPile"
                        anchors.right: parent.right
                        anchors.bottom: parent.bottom
                        count: game.table.piles[0] ?? 0
                        scopaCards: game.table.scopaCards[0] ?? []
                        cardWidth: felt.smallCardWidth
                        scopaSide: LayoutMirroring.enabled ? 1 : -1
                    }
                }
            }

            FlightLayer {
                id: flights

                anchors.fill: parent
                tableCards: tableArea
                hands: [handView, opponentHand]
                piles: [yourPile, aiPile]
                speed: table.speed

                Connections {
                    target: game
                    function onStepped(events: var): void {
                        flights.show(game.stepReopened ? [] : events);  // nothing flies again
                        if (events.some((e) => e.type === "deal_end"))
                            summaryDelay.interval = flights.duration(events) + Math.round(500 / table.speed);
                    }
                }
            }

            Rectangle {
                // "Scopa!": a brief brass seal over the table when a sweep scores.
                objectName: "scopaFlash"
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -table.height * 0.05
                width: flashText.implicitWidth + 48
                height: flashText.implicitHeight + 16
                radius: height / 2
                color: Qt.rgba(0.12, 0.25, 0.18, 0.9)
                border.color: CardTheme.accentLight
                border.width: 2
                opacity: table.scopaFlash ? 1 : 0
                scale: table.scopaFlash ? 1 : 0.8
                visible: opacity > 0

                Behavior on opacity { NumberAnimation { duration: CardTheme.durationLong } }
                Behavior on scale { NumberAnimation { duration: CardTheme.durationLong; easing.type: Easing.OutBack } }

                Text {
                    id: flashText
                    anchors.centerIn: parent
                    //: Called out when a capture clears the table.
                    text: qsTr("Scopa!")
                    color: CardTheme.accentLight
                    font.family: CardTheme.serifFamily
                    font.pixelSize: CardTheme.fontTitle + 6
                    font.bold: true
                }
            }

            ScoreSheet {
                id: scoreSheet

                objectName: "dealSummary"
                anchors.fill: parent
                visible: table.summaryShown
                watched: game.watching
                settleMs: Math.min(500, table.aiDelayMs)  // the key that ended the deal is not its
                summary: game.summary
                matchOver: game.matchOver
                matchWinner: game.matchWinner
                onContinueClicked: felt.nextDeal()
                onNewMatchClicked: felt.nextDeal()
                onVisibleChanged: if (scoreSheet.visible) table.announce(scoreSheet.spokenText())
            }

            /** Leave the score sheet (next deal, or a new match once it is over); the hand takes
                the keyboard again. */
            function nextDeal(): void {
                if (game.matchOver)
                    game.newMatch();
                else
                    game.continueDeal();
                handView.forceActiveFocus();
            }

            // --- keys (listed in table.shortcuts; the capture choice has its own) ---------------
            // Only while the table has the keyboard: not under the shortcut sheet or the rules.
            Shortcut {
                sequence: "T"
                enabled: table.activeFocus && !table.summaryShown
                onActivated: {
                    const names = tableArea.cardNames();
                    //: Spoken on request: the face-up cards, e.g. "On the table: 3 of Spades, King of Hearts."
                    table.announce(names.length > 0 ? qsTr("On the table: %1.").arg(names.join(qsTr(", ")))
                                                    : emptyTable.text);
                }
            }
            Shortcut {
                sequence: "S"
                enabled: table.activeFocus
                onActivated: table.announce(yourPanel.Accessible.name + ". " + aiPanel.Accessible.name + ".")
            }
            Shortcut {
                sequence: "R"
                enabled: table.activeFocus && (announcer?.last ?? "") !== ""  // announcer is null during teardown
                onActivated: announcer.announce(announcer.last)
            }
            Shortcut {
                sequences: ["N", "Return", "Enter"]
                enabled: table.activeFocus && table.summaryShown && !table.inLesson
                onActivated: scoreSheet.keysReady ? felt.nextDeal() : scoreSheet.keyTooSoon()
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
