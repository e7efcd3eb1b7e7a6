// The Schnapsen table: you (bottom) against the AI (top). Self-contained: it creates its own
// GameController and only renders its properties and models; every rule is the engine's.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import Cardavia

import cards
import common
import "../../common/format.js" as Format
import "../../common/watched.js" as Watched

TableBase {
    id: table

    shortcuts: words.shortcuts
    aiPaceMs: 700
    noticeMs: 4500

    property bool showLastTrick: false
    /** The deal summary shows a moment after the deal ends, so the last trick can be read. */
    readonly property bool summaryWanted: game !== null && (game.summaryVisible || game.matchOver)
    property bool summaryShown: false

    onSummaryWantedChanged: {
        if (table.summaryWanted) {
            summaryDelay.restart();
        } else {
            summaryDelay.stop();
            table.summaryShown = false;
        }
    }

    /** A card's spoken name, e.g. "Ober of Herz" (the words a card item uses for itself). */
    function cardName(code: string): string {
        return words.cardName(code);
    }

    /** Put the public moves of a step into words (events are data; the view translates). */
    function explain(events: var): void {
        for (const e of events) {
            // watching, your seat's moves are the Watch bar's to tell (in its name, never "you")
            const notice = game.watching && e.seat === 0 ? "" : words.notice(e);
            if (notice !== "")
                table.say(notice, false);
            const spoken = words.spoken(e);
            if (spoken !== "")
                table.announce(spoken);
            if (e.type === "deal")
                table.showLastTrick = false;
        }
    }

    Timer {
        id: summaryDelay
        interval: table.sheetDelayMs
        onTriggered: table.summaryShown = table.summaryWanted
    }

    Words {
        id: words
    }

    sceneComponent: Component {
        Item {
            id: felt

            readonly property Item hand: handView

            readonly property real handCardWidth: Math.max(52, Math.min(160, bottomRow.height / (CardTheme.cardAspect * 1.22),
                                                                       (table.width - 480) / 5.4))
            readonly property real midCardWidth: Math.max(44, Math.min(112, middleRow.height / (CardTheme.cardAspect * 1.5)))
            readonly property real smallCardWidth: Math.max(30, Math.min(72, topRow.height / (CardTheme.cardAspect * 1.15)))

            Felt {
                anchors.fill: parent
                ring: Qt.rect(table.width * 0.22, middleRow.y + mainColumn.y - 6,
                              table.width * 0.56, middleRow.height + 12)
            }

            TapHandler {
                // A click on the bare felt gives the keyboard back to the hand (after a slider).
                onTapped: handView.forceActiveFocus()
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

                    PlayerPanel {
                        id: aiPanel

                        objectName: "aiPanel"
                        anchors.left: parent.left
                        anchors.top: parent.top
                        name: qsTr("AI")
                        matchCount: game.matchPoints[1] ?? 7
                        watched: game.watching
                        points: game.points[1] ?? 0
                        pending: game.table.pending[1] ?? 0
                        tricks: game.tricks[1] ?? 0
                        isDealer: game.dealer === 1
                        active: game.currentPlayer === 1 && !game.summaryVisible
                    }

                    Item {
                        id: opponentHand

                        objectName: "opponentHand"
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.top: parent.top
                        width: felt.smallCardWidth * (1 + 0.45 * Math.max(0, game.table.opponentCardCount - 1))
                        height: felt.smallCardWidth * CardTheme.cardAspect
                        Accessible.role: Accessible.StaticText
                        Accessible.name: opponentCount.text

                        Repeater {
                            model: game.table.opponentCardCount

                            CardBack {
                                required property int index
                                width: felt.smallCardWidth
                                height: Math.round(width * CardTheme.cardAspect)
                                x: index * felt.smallCardWidth * 0.45
                                rotation: (index - (game.table.opponentCardCount - 1) / 2) * 3
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
                            text: qsTr("Cards: %1").arg(Format.num(game.table.opponentCardCount))
                            color: CardTheme.textOnFeltMuted
                            font.family: CardTheme.fontFamily
                            font.pixelSize: CardTheme.fontSmall
                        }
                    }

                    ColumnLayout {
                        visible: game.table.revealed.length > 0
                        Accessible.role: Accessible.Grouping
                        Accessible.name: knownTitle.text
                        anchors.left: opponentHand.right
                        anchors.leftMargin: CardTheme.spacingLarge + felt.smallCardWidth * 0.3
                        anchors.top: parent.top
                        spacing: 2
                        Text {
                            id: knownTitle
                            //: Cards the AI is known to hold (shown by a marriage or an exchange).
                            text: qsTr("Known in the AI's hand")
                            color: CardTheme.textOnFeltMuted
                            font.family: CardTheme.fontFamily
                            font.pixelSize: CardTheme.fontSmall
                        }
                        Row {
                            spacing: 4
                            Repeater {
                                model: game.table.revealed
                                CardView {
                                    required property string modelData
                                    code: modelData
                                    width: felt.smallCardWidth * 0.75
                                    shadow: false
                                }
                            }
                        }
                    }

                    TrickPile {
                        id: aiPileItem
                        objectName: "aiPile"
                        anchors.right: parent.right
                        anchors.top: parent.top
                        count: game.tricks[1] ?? 0
                        cardWidth: felt.smallCardWidth
                    }
                }

                // --- stock, trick, status ---------------------------------------------------------
                Item {
                    id: middleRow

                    Layout.fillWidth: true
                    Layout.preferredHeight: table.height * 0.36

                    StockView {
                        objectName: "stock"
                        anchors.left: parent.left
                        // Between the AI's box and your trick pile (taller Arabic lines lift it)
                        roomTop: topRow.y + aiPanel.height - middleRow.y + CardTheme.spacingSmall
                        roomBottom: bottomRow.y + yourSide.y - middleRow.y - CardTheme.spacingSmall
                        count: game.table.stockSize
                        indicator: game.table.indicator
                        indicatorVisible: game.table.indicatorVisible
                        closedBy: game.table.closedBy
                        trump: game.table.trump
                        maxCardWidth: felt.midCardWidth * 0.9
                    }

                    TrickArea {
                        id: trickArea
                        objectName: "trickArea"
                        anchors.centerIn: parent
                        width: implicitWidth
                        height: Math.min(implicitHeight, middleRow.height)
                        cards: game.trick
                        winner: game.trickWinner
                        aiPile: aiPileItem
                        humanPile: yourPileItem
                        cardWidth: felt.midCardWidth
                        speed: table.speed
                    }

                    ColumnLayout {
                        anchors.right: parent.right  // centred, or above your actions (ar, 1024×640)
                        y: Math.max(0, Math.min((parent.height - height) / 2, bottomRow.y + actions.y - middleRow.y - height - CardTheme.spacingSmall))
                        width: Math.min(300, table.width * 0.26)
                        spacing: CardTheme.spacingSmall

                        Text {
                            objectName: "turnStatus"
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text
                            Layout.fillWidth: true
                            text: game.matchOver || game.summaryVisible || table.noTurnNamed ? ""
                                  : game.aiThinking ? qsTr("The AI is thinking…")
                                  : game.yourTurn ? (game.trick.length === 1 && game.trickWinner < 0
                                                           ? qsTr("Your turn: answer the AI's card")
                                                           : words.leadText(game.table.canExchange, game.table.canClose, game.table.canDeclareMarriage))
                                  : game.currentPlayer === 1 ? qsTr("The AI is to play") : ""
                            color: CardTheme.textOnFelt
                            font.family: CardTheme.fontFamily
                            font.pixelSize: actions.compact ? CardTheme.fontBody : CardTheme.fontLarge
                            font.bold: game.yourTurn
                            wrapMode: Text.WordWrap
                            horizontalAlignment: Text.AlignHCenter
                        }
                        Text {
                            objectName: "phaseStatus"
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text
                            Layout.fillWidth: true
                            visible: game.table.phase === "strict" && !table.dealEnded  // no rule left after the deal
                            text: qsTr("Strict rules: follow suit and take the trick if you can; otherwise trump.")
                            color: CardTheme.textOnFeltMuted
                            font.family: CardTheme.fontFamily
                            font.pixelSize: CardTheme.fontSmall
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
                        TableButton {
                            objectName: "lastTrickButton"
                            Layout.alignment: Qt.AlignHCenter
                            Layout.preferredHeight: actions.buttonHeight
                            visible: (game.lastTrick.cards ?? []).length > 0
                            checkable: true
                            checked: table.showLastTrick
                            text: qsTr("Last trick")
                            onToggled: table.showLastTrick = checked
                        }
                    }
                }

                // --- you ----------------------------------------------------------------------------
                Item {
                    id: bottomRow

                    Layout.fillWidth: true
                    Layout.fillHeight: true

                    GridLayout {
                        id: yourSide

                        // Your trick pile above your box, or beside it where stacked they would
                        // leave the stock above them too little room (1024×640 in Arabic: the
                        // pile lay over the stock's count and trump, newcomer #42).
                        readonly property real stackedHeight: yourPileItem.implicitHeight + rowSpacing + yourPanel.implicitHeight
                        readonly property bool beside: bottomRow.y + bottomRow.height - stackedHeight - topRow.y - aiPanel.height
                                                       - 3 * CardTheme.spacingSmall < 110

                        anchors.left: parent.left
                        anchors.bottom: parent.bottom
                        columns: yourSide.beside ? 2 : 1
                        rowSpacing: CardTheme.spacingSmall
                        columnSpacing: CardTheme.spacingSmall

                        TrickPile {
                            id: yourPileItem
                            objectName: "yourPile"
                            Layout.alignment: Qt.AlignHCenter | Qt.AlignBottom
                            count: game.tricks[0] ?? 0
                            cardWidth: felt.smallCardWidth
                        }
                        PlayerPanel {
                            id: yourPanel

                            objectName: "yourPanel"
                            name: game.watching ? Watched.seat() : qsTr("You")  // Hard's seat
                            matchCount: game.matchPoints[0] ?? 7
                            watched: game.watching
                            points: game.points[0] ?? 0
                            pending: game.table.pending[0] ?? 0
                            tricks: game.tricks[0] ?? 0
                            isDealer: game.dealer === 0
                            active: game.yourTurn
                        }
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
                        width: parent.width - 2 * Math.max(yourSide.width, actions.width) - 2 * CardTheme.spacing
                        model: game.hand
                        interactive: game.yourTurn && !game.summaryVisible
                        maxCardWidth: felt.handCardWidth
                        fanned: true
                        onCardClicked: (code) => game.clickCard(code)
                        onCardRefused: (code, reason) => table.announce(reason)
                    }

                    ActionColumn {
                        id: actions

                        anchors.right: parent.right
                        anchors.bottom: parent.bottom
                        game: table.game
                        table: table
                        words: words
                        hand: handView
                        // short of room (1024×640): no hint above the marriages (the status said
                        // it) and a smaller status, that the two stack apart (newcomer play, #46)
                        compact: actions.fullHeight > bottomRow.height
                    }
                }
            }

            LastTrickPanel {
                objectName: "lastTrickPanel"
                visible: table.showLastTrick && (game.lastTrick.cards ?? []).length > 0
                anchors.centerIn: parent
                trick: game.lastTrick
                cardWidth: felt.midCardWidth * 0.8
                onCloseClicked: table.showLastTrick = false
            }

            DealSummary {
                id: dealSummary

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
                onVisibleChanged: if (dealSummary.visible) table.announce(dealSummary.spokenText())
            }

            /** Leave the deal summary (next deal, or a new match once it is over); the hand
                takes the keyboard again. */
            function nextDeal(): void {
                if (game.matchOver)
                    game.newMatch();
                else
                    game.continueDeal();
                handView.forceActiveFocus();
            }

            // --- keys (listed in table.shortcuts) ----------------------------------
            // Only while the table has the keyboard: not under the shortcut sheet or the rules.
            Shortcut {
                sequence: "M"
                enabled: table.activeFocus && game.table.canDeclareMarriage && !table.summaryShown
                onActivated: {
                    const card = handView.cardAt(handView.currentIndex);
                    if (card !== null && card.canMarry)
                        game.table.declareMarriage(card.code);
                    else
                        table.announce(qsTr("Ring a gold-edged König or Ober, then press M to declare its marriage."));
                }
            }
            Shortcut {
                sequence: "X"
                enabled: table.activeFocus && game.table.canExchange && !table.summaryShown
                onActivated: {
                    game.table.exchangeTrump();
                    handView.forceActiveFocus();
                }
            }
            Shortcut {
                sequence: "C"
                enabled: table.activeFocus && game.table.canClose && !table.summaryShown
                onActivated: {
                    game.table.closeStock();
                    handView.forceActiveFocus();
                }
            }
            Shortcut {
                sequence: "L"
                enabled: table.activeFocus && (game.lastTrick.cards ?? []).length > 0 && !table.summaryShown
                onActivated: table.showLastTrick = !table.showLastTrick
            }
            Shortcut {
                // Escape puts the last trick away.
                sequence: "Esc"
                enabled: table.activeFocus && table.showLastTrick
                onActivated: table.showLastTrick = false
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
                onActivated: dealSummary.keysReady ? felt.nextDeal() : dealSummary.keyTooSoon()
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
