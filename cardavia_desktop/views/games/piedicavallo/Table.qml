// Tarocchi di Piedicavallo: you (bottom) and your AI partner (top) against two AI opponents
// (sides). A TableBase: it renders the properties and models of the GameController it is given;
// every rule (legal cards, the discard's legality and its reasons) is the engine's.
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
    partnerLevel: AppSettings.partnerLevels.piedicavallo ?? "normal"
    holdTricks: AppSettings.trickPace === "wait"

    property bool showLastTrick: false
    readonly property var seatNames: [qsTr("You"), qsTr("East"), qsTr("Partner"), qsTr("West")]
    //: Team names: you and your partner (North), and the two opponents (East and West).
    readonly property var teamNames: [qsTr("You & partner"), qsTr("Opponents")]
    readonly property var teamColors: ["#e9c46a", "#8ecae6"]
    readonly property var obs: game !== null ? game.observation : ({})
    readonly property var handSizes: table.obs.hand_sizes ?? [0, 0, 0, 0]

    sheetWanted: game !== null && game.matchOver  // the one deal's sheet (TableBase)

    function seatInfo(seat: int): var {
        const team = seat % 2;
        return {
            name: table.seatNames[seat],
            teamName: table.teamNames[team],
            teamColor: table.teamColors[team],
            cardCount: table.handSizes[seat] ?? 0,
            isDealer: game.dealer === seat,
            active: game.currentPlayer === seat && !game.matchOver,
            thinking: game.aiThinking && game.currentPlayer === seat
        };
    }

    /** A sentence with a seat as its subject: the player's own "You …" wording for seat 0 (so
        each language can conjugate it), else `theirs` with the seat's name in its first free
        placeholder. The caller fills the remaining placeholders with .arg() in order. While
        watching, your seat is Hard's, named as the others are (watched.js), never "you". */
    function bySeat(s: int, yours: string, theirs: string): string {
        if (s === 0)
            return game.watching ? theirs.arg(Watched.seat()) : yours;
        return theirs.arg(table.seatNames[s] ?? "");
    }

    /** A card's name as a screen reader says it (the words a card item uses for itself; not
        by setting a hidden card's code, which loops inside a binding such as the story's). */
    function cardName(code: string): string {
        return CardNames.card("tarot", code);
    }

    /** Give the keyboard back to the hand (after a button or a shortcut). */
    function focusHand(): void {
        if (table.sceneItem !== null)
            table.sceneItem.hand.forceActiveFocus();
    }

    function startNewDeal(): void {
        table.showLastTrick = false;
        game.newMatchNextDealer(); // the engine says who deals next (the dealer's right)
        table.focusHand();
    }

    /** Put the public moves of a step into words (events are data; the view translates). */
    function explain(events: var): void {
        for (const e of events) {
            if (e.type === "discard") {
                table.say(table.bySeat(e.seat, qsTr("You discarded two cards: %Ln trump(s) among them.", "", e.trumps),
                                       //: %1 is a player's name (East, Partner, West).
                                       qsTr("%1 discarded two cards: %Ln trump(s) among them.", "", e.trumps)), false);
            } else if (e.type === "play" && e.seat !== 0) {
                //: Said to screen readers: %1 a player's name (East, Partner, West), %2 a card.
                announcer.announce(qsTr("%1 played %2.").arg(table.seatNames[e.seat]).arg(table.cardName(e.card)));
            } else if (e.type === "trick") {
                announcer.announce(table.bySeat(e.winner,
                                                //: Said to screen readers: %1 the trick's number.
                                                qsTr("You took trick %1."),
                                                //: Said to screen readers: %1 a player's name (East, Partner, West), %2 the trick's number.
                                                qsTr("%1 took trick %2."))
                                   .arg(Format.num(e.number)));
            } else if (e.type === "deal_end") {
                //: Said to screen readers at the end of the deal: each team's card points.
                announcer.announce(qsTr("The deal is over. %1: %2 points; %3: %4 points.")
                                   .arg(table.teamNames[0]).arg(Format.num(e.points[0]))
                                   .arg(table.teamNames[1]).arg(Format.num(e.points[1])));
            }
        }
    }

    /** Why a dimmed card of the hand cannot be played (or, while discarding, discarded). */
    function handReason(code: string): string {
        if (code === "" && game.table.discarding)
            return qsTr("This card cannot be discarded.");
        return code === "" ? "" : words.rejectionText(code);
    }

    function turnText(): string {
        if (game.matchOver || table.noTurnNamed)  // the lesson's Next, the trick's click first
            return game.matchOver ? qsTr("The deal is over.") : "";
        if (game.table.discarding)
            return qsTr("You dealt: choose two cards to discard.");
        if (game.yourTurn)
            return game.trick.length === 0 || game.trickWinner >= 0 ? qsTr("Your turn: lead a card.")
                                                                    : qsTr("Your turn: play a card.");
        if (game.currentPlayer > 0)
            //: %1 is a player's name (East, Partner, West).
            return qsTr("%1 is to play.").arg(table.seatNames[game.currentPlayer]);
        return "";
    }

    // Escape cancels the current choice: the discard being chosen, or the last trick shown.
    Keys.onEscapePressed: (event) => {
        if (table.showLastTrick)
            table.showLastTrick = false;
        else if (game.table.discarding && game.table.selected.length > 0)
            game.table.clearDiscard();
        else
            event.accepted = false;
        table.focusHand();
    }

    Shortcut {
        sequence: "D"
        enabled: table.activeFocus && (game?.table.discardReady ?? false)  // game is null in teardown
        onActivated: {
            game.table.confirmDiscard();
            table.focusHand();
        }
    }
    Shortcut {
        sequence: "L"
        enabled: table.activeFocus && (game?.lastTrick.cards ?? []).length > 0
        onActivated: table.showLastTrick = !table.showLastTrick
    }
    Shortcut {
        sequences: ["Return", "Enter", "N"]
        enabled: table.activeFocus && sheetGate.active && !table.inLesson
        onActivated: sheetGate.keysReady ? table.startNewDeal() : sheetGate.tooSoon()
    }

    SettleGate {
        // The sheet's keys wait a moment, as its buttons do: not the key that ended the deal.
        id: sheetGate

        active: table.sheetShown
        interval: Math.min(500, table.aiDelayMs)
    }

    Words {
        id: words
    }

    sceneComponent: Component {
        Item {
            id: felt

            readonly property Item hand: handView

            readonly property real trickCardWidth: Math.max(36, Math.min(136, trickCross.parent.height / (CardTheme.cardAspect * 2.45),
                                                                       trickCross.parent.width / 3.6))

            Felt { anchors.fill: parent }

            FourSeatTable {
                id: seats

                objectName: "fourSeatTable"
                controller: game
                trickWidth: trickCross.width
                sideTop: scoreColumn.y + scoreColumn.height + CardTheme.spacingSmall - seats.y
                lastTrickWaits: table.sheetHeld
                covered: table.showLastTrick
                onUncoverRequested: table.showLastTrick = false
                onLastTrickSeen: table.lastTrickSeen()
                topInset: table.topInset
                anchors.fill: parent
                anchors.margins: CardTheme.spacing
                seats: [table.seatInfo(0), table.seatInfo(1), table.seatInfo(2), table.seatInfo(3)]
                backWidth: Math.max(14, Math.min(28, table.height / 34))
                bottomHeight: Math.max(150, table.height * 0.34)

                TrickCross {
                    id: trickCross

                    objectName: "trickCross"
                    anchors.centerIn: parent
                    width: implicitWidth
                    height: implicitHeight
                    room: Qt.size(parent.width, parent.height)
                    minCardWidth: 36
                    maxCardWidth: 136
                    cards: game.trick
                    winner: game.trickWinner
                    seatNames: table.seatNames
                }

                bottomItems: [
                    SeatPanel {
                        id: yourPanel

                        objectName: "seat_0"
                        anchors.left: parent.left
                        anchors.bottom: parent.bottom
                        name: table.seatNames[0]
                        teamName: table.teamNames[0]
                        teamColor: table.teamColors[0]
                        cardCount: table.handSizes[0] ?? 0
                        isDealer: game.dealer === 0
                        active: game.yourTurn
                        cardWidth: 0
                    },
                    ColumnLayout {
                        id: actionColumn

                        anchors.right: parent.right
                        anchors.bottom: parent.bottom
                        width: Math.min(260, table.width * 0.2)
                        spacing: CardTheme.spacingSmall

                        Text {
                            objectName: "discardHint"
                            Layout.fillWidth: true
                            visible: game.table.discarding
                            //: Beside the dealer's discard (newcomer #32 found the short form hard to follow).
                            text: qsTr("Kings, trumps 1 and 21 and the Matto must stay. Another trump may go only if you then keep nothing but trumps and Kings, or no trump at all.")
                            color: CardTheme.textOnFeltMuted
                            font.family: CardTheme.fontFamily
                            font.pixelSize: CardTheme.fontSmall
                            wrapMode: Text.WordWrap
                        }
                        TableButton {
                            objectName: "discardButton"
                            key: "D"
                            Layout.fillWidth: true
                            visible: game.table.discarding
                            enabled: game.table.discardReady
                            primary: game.table.discardReady
                            //: Button: discard the chosen cards; %1 is how many are chosen.
                            text: qsTr("Discard (%1 of 2)").arg(Format.num(game.table.selected.length))
                            onClicked: {
                                game.table.confirmDiscard();
                                table.focusHand();
                            }
                        }
                    },
                    HandView {
                        id: handView

                        objectName: "hand"
                        focus: true
                        hinted: game.hintCards
                        reasonText: table.handReason
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.top: parent.top
                        anchors.bottom: parent.bottom
                        // The fan spreads a little past the row: keep it clear of the side columns
                        // (the right one only while it shows the discard: newcomer #32's hand, squeezed
                        // beside the hint, took a click on a card for its neighbour).
                        // (the half card from the row's height, as the hand sizes its cards: not from the
                        // hand's own width, a binding loop newcomers #32 and #34 found in the log)
                        width: parent.width - 2 * CardTheme.spacing
                               - 0.5 * Math.max(40, Math.min(handView.maxCardWidth, parent.height / (CardTheme.cardAspect * 1.2)))
                               - 2 * Math.max(yourPanel.width, game.table.discarding ? actionColumn.width : 0)
                        model: game.hand
                        pack: "tarot"
                        interactive: game.yourTurn && !game.matchOver
                        maxCardWidth: 150
                        fanned: true
                        fanStep: handView.count > 1 ? Math.min(2.5, 18 / (handView.count - 1)) : 0
                        onCardClicked: (code) => game.clickCard(code)
                        onCardRefused: (code, reason) => announcer.announce(reason)
                    }
                ]
            }

            // Scores, the discard announcement and the last trick: top left.
            ColumnLayout {
                id: scoreColumn

                objectName: "scoreBox"
                //: Accessible name of the box with both teams' scores.
                Accessible.name: qsTr("Scores")
                Accessible.role: Accessible.Grouping
                anchors.left: parent.left
                anchors.top: parent.top
                anchors.margins: CardTheme.spacing
                width: Math.min(310, table.width * 0.25)
                spacing: 4

                Repeater {
                    model: 2
                    Text {
                        required property int index
                        objectName: "teamScore_" + index
                        Layout.fillWidth: true
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                        //: A team's running score: its name, card points, tricks taken.
                        text: qsTr("%1: %2 pts · %Ln trick(s)", "", (game.tricks[index] ?? 0))
                              .arg(table.teamNames[index]).arg(Format.num(game.points[index] ?? 0))
                        color: table.teamColors[index]
                        font.family: CardTheme.fontFamily
                        font.pixelSize: CardTheme.fontBody
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                }
                Text {
                    objectName: "trumpsDiscarded"
                    Layout.fillWidth: true
                    visible: table.obs.discard_trumps !== null && table.obs.discard_trumps !== undefined
                    //: The dealer's public announcement: how many trumps were discarded.
                    text: qsTr("Trumps discarded: %1").arg(Format.num(table.obs.discard_trumps ?? 0))
                    color: CardTheme.textOnFelt
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontSmall
                }
                RowLayout {
                    // The trick's number beside its button: one line less above East's or
                    // West's box (Persian at 1024×640).
                    Layout.fillWidth: true
                    spacing: CardTheme.spacingSmall

                    Text {
                        Layout.fillWidth: true
                        visible: (table.obs.trick_number ?? 0) > 0 && !game.matchOver
                        text: qsTr("Trick %1 of 15").arg(Format.num(game.table.trickNumber))
                        color: CardTheme.textOnFeltMuted
                        font.family: CardTheme.fontFamily
                        font.pixelSize: CardTheme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                    TableButton {
                        objectName: "lastTrickButton"
                        visible: (game.lastTrick.cards ?? []).length > 0
                        checkable: true
                        checked: table.showLastTrick
                        text: qsTr("Last trick")
                        onToggled: table.showLastTrick = checked
                    }
                }
            }

            // Whose turn and what just happened: top right.
            ColumnLayout {
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: CardTheme.spacing
                width: Math.min(280, table.width * 0.24)
                spacing: CardTheme.spacingSmall

                Text {
                    objectName: "turnStatus"
                    Layout.fillWidth: true
                    text: table.turnText()
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

            FourSeatLastTrick {
                visible: table.showLastTrick && (game.lastTrick.cards ?? []).length > 0
                anchors.centerIn: parent
                trick: game.lastTrick
                seatNames: table.seatNames
                cardWidth: Math.max(56, felt.trickCardWidth * 0.8)
                onCloseRequested: table.showLastTrick = false
            }

            ScoreSheet {
                objectName: "scoreSheet"
                anchors.fill: parent
                visible: table.sheetShown
                settleMs: sheetGate.interval
                result: game.summary
                teamNames: table.teamNames
                watched: game.watching
                onNewMatchClicked: table.startNewDeal()
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
