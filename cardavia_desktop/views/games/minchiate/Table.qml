// Minchiate: you (bottom) and your AI partner (top) against two AI opponents (sides), one deal
// settled in resti. It renders its GameController's properties (``table``: the Minchiate view
// model); every rule (legal cards, discards, combinations and their values, scores) is the engine's.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import Cardavia

import cards
import common
import "../../common/format.js" as Format

TableBase {
    id: table

    aiPaceMs: 700
    noticeMs: 8000
    partnerLevel: AppSettings.partnerLevels.minchiate ?? "normal"
    holdTricks: AppSettings.trickPace === "wait"

    readonly property QtObject minchiate: game !== null ? game.table : null
    property bool showLog: table.width >= 1500 && table.height >= 860
    property bool showSetup: false
    readonly property real logWidth: Math.min(340, table.width * 0.26)
    readonly property var teamColors: ["#e9c46a", "#8ecae6"]
    readonly property var obs: game !== null ? game.observation : ({})
    readonly property var handSizes: table.obs.hand_sizes ?? [0, 0, 0, 0]
    readonly property bool inSetup: table.minchiate !== null && (table.minchiate.phase === "discard" || table.minchiate.phase === "declare")
    sheetWanted: game !== null && game.matchOver  // the one deal's sheet (TableBase)
    property bool showLastTrick: false
    /** The last finished trick, as the observation records it ({} before the first). */
    readonly property var lastTrick: {
        const tricks = table.obs.tricks ?? [];
        return tricks.length > 0 ? tricks[tricks.length - 1] : ({});
    }
    /** A card's name, e.g. "King of Cups" (the hint and the log name cards with it). */
    function cardName(code: string): string { return words.card(code); }
    /** A combination's name, e.g. "Run of trumps 28–32" (the log names declarations so). */
    function comboName(kind: string, codes: var): string { return words.combo(kind, codes); }
    readonly property var seatNames: words.seatNames

    shortcuts: words.shortcuts

    function seatInfo(seat: int): var {
        const team = seat % 2;
        return {
            name: words.seat(seat),
            teamName: words.team(team),
            teamColor: table.teamColors[team],
            cardCount: table.handSizes[seat] ?? 0,
            isDealer: game.dealer === seat,
            active: game.currentPlayer === seat && !game.matchOver,
            thinking: game.aiThinking && game.currentPlayer === seat
        };
    }

    /** Give the keyboard back to the hand (after a button or a shortcut). */
    function focusHand(): void {
        if (table.sceneItem !== null)
            table.sceneItem.hand.forceActiveFocus();
    }

    function startNewDeal(): void {
        table.showSetup = false;
        table.showLastTrick = false;
        game.newMatchNextDealer(); // the engine says who deals next (the dealer's right)
        table.focusHand();
    }

    /** Why a dimmed card of the hand cannot be played (or, while discarding, discarded). */
    function handReason(code: string): string {
        if (code === "")
            return table.minchiate.discarding ? qsTr("Only cards worth nothing may be discarded, never trump 29.") : "";
        // The Matto is offered as the way out only while the hand still holds it.
        const matto = (table.obs.hand ?? []).indexOf("MATTO") >= 0;
        return words.refusal({code: code, card: "", points: 0, king: "", suit: table.obs.lead ?? "",
                              matto: matto});
    }

    /** Said to screen readers: the other seats' plays, each trick's taker, the result (the
        scores and declarations are said with the notices that word them). */
    function tell(events: var): void {
        for (const e of events) {
            if (e.type === "play" && e.seat === 0)  // your card: the set-up's summary leaves
                table.showSetup = false;             // the trick in view (newcomer #33)
            if (e.type === "play" && e.seat !== 0)
                //: Said to screen readers: %1 a player's name (East, Partner, West), %2 a card.
                announcer.announce(qsTr("%1 played %2.").arg(words.seat(e.seat)).arg(words.card(e.card)));
            else if (e.type === "trick")
                announcer.announce(words.bySeat(e.winner,
                                                //: Said to screen readers: %1 the trick's number.
                                                qsTr("You took trick %1."),
                                                //: Said to screen readers: %1 a player's name (East, Partner, West), %2 the trick's number.
                                                qsTr("%1 took trick %2."))
                                   .arg(Format.num(e.number)));
            else if (e.type === "match_end")
                //: Said to screen readers at the end of the deal: the net resti and who won.
                announcer.announce(qsTr("The deal is over. %1: %Ln resto(i); %2: %3.", "", e.resti[0])
                                   .arg(words.team(0)).arg(words.team(1)).arg(Format.num(e.resti[1])));
        }
    }

    /** The newest scores of a step, in words, as the notice. */
    function explain(events: var): void {
        const lines = [];
        let lastScore = null;
        for (const e of events) {
            if (e.type === "score")
                lastScore = e;
            if (e.type === "fola" && e.cards !== null)
                lines.push(qsTr("The Fola is turned up: its %Ln card(s) stay out of play.", "", e.cards.length));
            else if (e.type === "score" || e.type === "resto" || (e.type === "pass" && e.seat !== 0))
                lines.push(words.logLine(e.type === "resto" && lastScore !== null
                                         ? Object.assign({}, e, {reason: lastScore.reason, before: lastScore.difference}) : e));
            else if (e.type === "play" && e.king_rule)
                lines.push(words.bySeat(e.seat, qsTr("King rule: you had to play %1."), qsTr("King rule: %1 had to play %2."))
                           .arg(words.card(e.card)));
        }
        if (lines.join("") !== "")  // a pass after declarations says nothing of its own
            table.say(lines.filter(line => line !== "").join("\n"), false);
    }

    function turnText(): string {
        if (game.matchOver || table.noTurnNamed)  // the lesson's Next, the trick's click first
            return game.matchOver ? qsTr("The deal is over.") : "";
        if (table.minchiate.discarding)
            return qsTr("You robbed: choose %Ln card(s) worth nothing to discard.", "", table.minchiate.toDiscard);
        if (table.minchiate.declaring)
            return qsTr("Your declarations.");
        if (game.yourTurn)
            return game.trick.length === 0 || game.trickWinner >= 0 ? qsTr("Your turn: lead a card.")
                                                                    : qsTr("Your turn: play a card.");
        if (game.currentPlayer > 0) {
            if (table.minchiate.phase === "discard")
                return qsTr("%1 is discarding.").arg(words.seat(game.currentPlayer));
            if (table.minchiate.phase === "declare")
                return qsTr("%1 is declaring.").arg(words.seat(game.currentPlayer));
            //: %1 is a player's name (East, Partner, West).
            return qsTr("%1 is to play.").arg(words.seat(game.currentPlayer));
        }
        return "";
    }

    // Escape cancels the current choice: the discards being chosen, or a panel shown.
    Keys.onEscapePressed: (event) => {
        if (table.showLastTrick)
            table.showLastTrick = false;
        else if (table.showSetup)
            table.showSetup = false;
        else if (table.minchiate.discarding && table.minchiate.selected.length > 0)
            table.minchiate.clearDiscard();
        else
            event.accepted = false;
        table.focusHand();
    }

    Shortcut {
        sequence: "D"
        enabled: table.activeFocus && table.minchiate !== null && table.minchiate.discardReady  // null as the app quits
        onActivated: {
            table.minchiate.confirmDiscard();
            table.focusHand();
        }
    }
    Shortcut {
        sequence: "P"
        enabled: table.activeFocus && table.minchiate !== null && table.minchiate.declaring
        onActivated: {
            table.minchiate.finishDeclaring();
            table.focusHand();
        }
    }
    Shortcut {
        sequence: "L"
        enabled: table.activeFocus && (table.lastTrick.cards ?? []).length > 0
        onActivated: table.showLastTrick = !table.showLastTrick
    }
    Shortcut {
        sequence: "S"
        enabled: table.activeFocus && !table.inSetup
        onActivated: table.showSetup = !table.showSetup
    }
    Shortcut {
        sequence: "G"
        enabled: table.activeFocus
        onActivated: table.showLog = !table.showLog
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

    Words { id: words }

    sceneComponent: Component {
        Item {
            id: felt

            readonly property Item hand: handView

            readonly property real trickCardWidth: Math.max(34, Math.min(104, trickCross.parent.height / (CardTheme.cardAspect * 2.45),
                                                                       trickCross.parent.width / 3.6))

            Felt { anchors.fill: parent }

            FourSeatTable {
                id: seats

                objectName: "fourSeatTable"
                controller: game
                trickWidth: trickCross.width
                sideTop: scoreboard.y + scoreboard.height + CardTheme.spacingSmall - seats.y
                lastTrickWaits: table.sheetHeld
                covered: table.showLastTrick
                onUncoverRequested: table.showLastTrick = false
                onLastTrickSeen: table.lastTrickSeen()
                topInset: table.topInset
                anchors.fill: parent
                anchors.margins: CardTheme.spacing
                anchors.rightMargin: table.showLog ? table.logWidth + 2 * CardTheme.spacing : CardTheme.spacing
                seats: [table.seatInfo(0), table.seatInfo(1), table.seatInfo(2), table.seatInfo(3)]
                backWidth: Math.max(12, Math.min(24, table.height / 40))
                bottomHeight: Math.max(150, table.height * 0.32)

                TrickCross {
                    id: trickCross

                    objectName: "trickCross"
                    pack: "minchiate"
                    anchors.centerIn: parent
                    // Under the set-up panel the trick is not shown (nor a card of it flying).
                    visible: !table.inSetup && !setupPanel.visible
                    width: implicitWidth
                    height: implicitHeight
                    room: Qt.size(parent.width, parent.height)
                    minCardWidth: 34
                    maxCardWidth: 104
                    cards: game.trick
                    winner: game.trickWinner
                    seatNames: words.seatNames
                }

                SetupPanel {
                    id: setupPanel

                    // Short of room (1024×640, a lesson) it rises over the partner's seat; the rest scrolls.
                    objectName: "setupPanel"
                    anchors.horizontalCenter: parent.horizontalCenter
                    room: parent.height - (discardBox.visible ? discardBox.height + CardTheme.spacingSmall : 0)
                    above: Math.max(0, parent.y - seats.topInset)
                    gap: Math.round(CardTheme.fontSmall * 1.5)
                    columns: [scoreboard, rightColumn]
                    maxWidth: Math.min(parent.width, 560)
                    visible: (table.inSetup && !table.minchiate.declaring) || table.showSetup
                    z: 4
                    clip: true
                    setup: table.minchiate.setup
                    words: words
                    stepMs: Math.round(table.aiDelayMs * 0.8)
                    cardWidth: Math.max(28, Math.min(40, parent.height / 9))
                }

                RowLayout {
                    id: discardBox

                    anchors.bottom: parent.bottom
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: Math.min(parent.width, 560)
                    visible: table.minchiate.discarding
                    spacing: CardTheme.spacing
                    z: 3

                    Text {
                        objectName: "discardHint"
                        Layout.fillWidth: true
                        text: qsTr("Only cards worth nothing may go, never trump 29. Discards stay face down and count for nobody.")
                        color: CardTheme.textOnFelt
                        font.family: CardTheme.fontFamily
                        font.pixelSize: CardTheme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                    TableButton {
                        objectName: "discardButton"
                        key: "D"
                        enabled: table.minchiate.discardReady
                        primary: table.minchiate.discardReady
                        //: Button: discard the chosen cards; %1 chosen of %2 to discard.
                        text: qsTr("Discard (%1 of %2)").arg(Format.num(table.minchiate.selected.length)).arg(Format.num(table.minchiate.toDiscard))
                        onClicked: {
                            table.minchiate.confirmDiscard();
                            table.focusHand();
                        }
                    }
                }

                DeclarePanel {
                    // Short of room it rises like the set-up's box.
                    objectName: "declarePanel"
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: implicitHeight <= parent.height ? (parent.height - implicitHeight) / 2 : -Math.min(setupPanel.above, implicitHeight - parent.height)
                    width: setupPanel.width
                    height: Math.min(parent.height - y, implicitHeight)
                    clip: true
                    visible: table.minchiate.declaring
                    z: 3
                    combos: table.minchiate.combos
                    words: words
                    cardWidth: Math.max(24, Math.min(36, parent.height / 8))
                    keysEnabled: table.activeFocus
                    onDeclareClicked: (action) => {
                        table.minchiate.declare(action);
                        table.focusHand();
                    }
                    onDoneClicked: {
                        table.minchiate.finishDeclaring();
                        table.focusHand();
                    }
                }

                bottomItems: [
                    SeatPanel {
                        id: yourPanel

                        objectName: "seat_0"
                        anchors.left: parent.left
                        anchors.bottom: parent.bottom
                        name: words.seat(0)
                        teamName: words.team(0)
                        teamColor: table.teamColors[0]
                        cardCount: table.handSizes[0] ?? 0
                        isDealer: game.dealer === 0
                        active: game.yourTurn
                        cardWidth: 0
                    },
                    GroupedHand {
                        id: handView

                        objectName: "hand"
                        hinted: game.hintCards
                        anchors.left: yourPanel.right
                        anchors.leftMargin: CardTheme.spacing
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.bottom: parent.bottom
                        // clear of the window's edge, a lesson's halo too (newcomer #9, 1440×900)
                        anchors.bottomMargin: CardTheme.spacingSmall
                        rows: table.minchiate.hand
                        groups: table.minchiate.groups
                        groupName: (g) => words.suitName(g)
                        focus: true
                        interactive: table.minchiate.yourTurn && !table.minchiate.declaring && !game.matchOver
                        reasonText: table.handReason
                        onCardClicked: (code) => game.clickCard(code)
                        onCardRefused: (code, reason) => announcer.announce(reason)
                    }
                ]
            }

            // The resti scoreboard: top left.
            Scoreboard {
                id: scoreboard
                anchors.left: parent.left
                anchors.top: parent.top
                anchors.margins: CardTheme.spacing
                width: Math.min(300, table.width * 0.25)
                table: table
                words: words
            }

            // The set-up and log buttons, whose turn, what just happened, and the log: top right.
            // The buttons come first: a notice that comes or goes never moves them.
            ColumnLayout {
                id: rightColumn

                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: CardTheme.spacing
                width: Math.min(300, table.width * 0.25)
                spacing: CardTheme.spacingSmall

                RowLayout {
                    Layout.alignment: Qt.AlignRight
                    spacing: CardTheme.spacingSmall
                    TableButton {
                        objectName: "setupButton"
                        visible: !table.inSetup
                        checkable: true
                        checked: table.showSetup
                        padding: 4
                        text: qsTr("Set-up")
                        onToggled: table.showSetup = checked
                    }
                    TableButton {
                        objectName: "logButton"
                        checkable: true
                        checked: table.showLog
                        padding: 4
                        text: qsTr("Score log")
                        onToggled: table.showLog = checked
                    }
                }
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

            Rectangle {
                objectName: "logPanel"
                visible: table.showLog
                anchors.right: parent.right
                anchors.top: rightColumn.bottom
                anchors.bottom: parent.bottom
                anchors.margins: CardTheme.spacing
                width: table.logWidth
                z: 4
                radius: CardTheme.radius
                color: CardTheme.panel
                border.color: CardTheme.accentLight

                ListView {
                    id: logList

                    objectName: "scoreLog"
                    anchors.fill: parent
                    anchors.margins: 8
                    clip: true
                    spacing: 3
                    model: table.minchiate.log.filter(e => words.logLine(e) !== "")
                    onCountChanged: logList.positionViewAtEnd()
                    // Rows made as they come into view, none ahead (a table closing during that
                    // work printed "Object or context destroyed during incubation").
                    cacheBuffer: 0
                    delegate: Text {
                        required property var modelData
                        width: logList.width
                        text: words.logLine(modelData)
                        color: modelData.type === "resto" ? CardTheme.accentLight : CardTheme.textOnFelt
                        font.family: CardTheme.fontFamily
                        font.pixelSize: CardTheme.fontSmall
                        font.bold: modelData.type === "resto"
                        wrapMode: Text.WordWrap
                    }
                }
            }

            FourSeatLastTrick {
                visible: table.showLastTrick && (table.lastTrick.cards ?? []).length > 0
                anchors.centerIn: seats
                z: 5
                pack: "minchiate"
                trick: table.lastTrick
                seatNames: table.seatNames
                cardWidth: Math.max(56, felt.trickCardWidth * 0.8)
                onCloseRequested: table.showLastTrick = false
            }

            EndSheet {
                objectName: "endSheet"
                anchors.fill: parent
                visible: table.sheetShown
                settleMs: sheetGate.interval
                z: 10
                end: table.minchiate.end
                watched: game.watching
                words: words
                onNewMatchClicked: table.startNewDeal()
            }
        }
    }

    Connections {
        target: table.minchiate
        function onRefused(details: var): void { table.say(words.refusal(details), true); }
    }

    Connections {
        target: table.controller

        function onStepped(events: var): void { table.tell(events); table.explain(events); }
    }
}
