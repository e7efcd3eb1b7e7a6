// The Lock & Bet table: you (bottom) against the AI (top). Choose one of your two cards and
// lock it face down, bet with chips, then both locked cards flip. Self-contained: it creates
// its own GameController and only renders its properties and the ``betting`` object; every
// rule is the engine's (what may be bet, raised or called comes from the legal actions).
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import Cardavia

import cards
import common

TableBase {
    id: table

    shortcuts: words.shortcuts
    aiPaceMs: 900
    noticeMs: 5000

    readonly property QtObject betting: game !== null ? game.table : null
    /** The match result shows a moment after the last reveal has flipped. */
    property bool resultShown: false

    /** The betting controls (the amount, its slider and field), once the scene is loaded. */
    readonly property Item bets: table.sceneItem !== null ? table.sceneItem.bets : null
    readonly property bool bettingNow: game !== null && game.yourTurn && table.betting.phase === "bet"

    readonly property color yourChips: "#2f6fa3"
    readonly property color aiChips: "#b8322b"

    /** A card's spoken name (every table's ``cardName``: lessons and Why? name cards by it). */
    function cardName(code: string): string {
        return narrator.cardName(code);
    }

    /** Give the keyboard back to the hand (after a button or a shortcut). */
    function focusHand(): void {
        if (table.sceneItem !== null)
            table.sceneItem.hand.forceActiveFocus();
    }

    function nextDeal(): void {
        game.continueDeal();
        table.focusHand();
    }

    function newMatch(): void {
        game.newMatch();
        table.focusHand();
    }

    /** The code of the card under the hand's keyboard ring ("" without a hand, or while a click
        hid the ring: Enter then shows it rather than lock a card not ringed, newcomer #12). */
    function ringedCode(): string {
        const hand = table.sceneItem !== null ? table.sceneItem.hand : null;
        const card = hand !== null && hand.ringShown ? hand.cardAt(hand.currentIndex) : null;
        return card !== null ? card.code : "";
    }

    /** Enter on the ringed card once it is chosen locks it (the first Enter chooses it). */
    readonly property bool enterLocks: (game?.yourTurn ?? false) && table.betting.phase === "lock"
                                       && table.betting.selectedCard !== ""
                                       && table.betting.selectedCard === table.ringedCode()

    /** Enter: the shown main button (new match, next deal), the lock of the chosen card under
        the ring, else the amount being changed. */
    function confirm(): void {
        if (table.enterLocks && !table.resultShown && !game.summaryVisible) {
            table.betting.confirmLock();
            return;
        }
        if (table.resultShown)  // not the key that ended the match, nor one of a run of keys
            resultGate.keysReady ? table.newMatch() : resultGate.tooSoon();
        else if (game.summaryVisible && !game.matchOver)  // nor of the deal
            revealGate.keysReady ? table.nextDeal() : revealGate.tooSoon();
        else if (table.bets !== null && table.bets.editing)
            table.bets.submit();
    }

    /** A player box's line: the seat's last move, and how the deal ended for it once over. */
    function lastActionOf(seat: int): string {
        const actions = table.betting.dealActions;
        return game.summaryVisible || game.matchOver ? words.outcomeText(seat, game.summary, actions)
                                                     : words.lastMoveText(seat, actions);
    }

    onVisibleChanged: if (!table.visible) table.notice = ""

    // Escape cancels the current choice: an amount being changed, or the card chosen to lock.
    Keys.onEscapePressed: (event) => {
        if (table.bets !== null && table.bets.editing)
            table.bets.cancelEdit();
        else if (table.betting.selectedCard !== "")
            game.clickCard(table.betting.selectedCard);
        else
            event.accepted = false;
        table.focusHand();
    }

    TableKeys {
        table: table
    }

    // The reveal's Next deal and the match result wait a moment before they take a key or a
    // click, as every sheet does (views/common/PaperSheet.qml).
    SettleGate {
        id: revealGate

        active: game !== null && game.summaryVisible && !game.matchOver
        interval: Math.min(500, table.aiDelayMs)
    }

    SettleGate {
        id: resultGate

        active: table.resultShown
        interval: Math.min(500, table.aiDelayMs)
    }

    Timer {
        id: resultDelay
        interval: Math.round(1400 / table.speed)
        onTriggered: table.resultShown = game.matchOver
    }

    Connections {
        target: game
        function onMatchOverChanged(): void {
            if (game.matchOver) {
                resultDelay.restart();
            } else {
                resultDelay.stop();
                table.resultShown = false;
            }
        }
    }

    Words {
        id: words

        betting: table.betting
    }

    Narrator {
        id: narrator
        table: table
        words: words
    }

    sceneComponent: Component {
        Item {
            id: felt

            readonly property Item hand: handView
            readonly property Item bets: controls

            readonly property bool revealing: table.betting.reveal.length === 2
            readonly property real handCardWidth: Math.max(felt.squeezed ? 40 : 56, Math.min(150, bottomRow.height / (CardTheme.cardAspect * 1.25)))
            /** The middle row is short (1024×640 in Persian, with the lesson's panel): smaller
                locked cards, no room between the rows. */
            readonly property bool shortRows: table.height * 0.38 + topRow.height
                                              + Math.max(yourSide.implicitHeight, controls.implicitHeight)
                                              + 2 * CardTheme.spacingSmall > mainColumn.height
            /** The height a middle row needs for locked cards ``width`` wide with their captions
                (squeezed: a caption of two lines, in the card's width and a little more). */
            function slotRow(width: real): real {
                return width * CardTheme.cardAspect + (felt.squeezed ? 2 : 1) * captionMetrics.height
                       + CardTheme.markReach(width) + 2 * CardTheme.spacingSmall;  // LockSlot.captionGap
            }
            /** Squeezed: the width the locked cards' captions and the chips' words wrap in. */
            readonly property real wrapWidth: 64
            /** Rows stacked whole would leave the locked cards too small (newcomer #9: at
                1024×640 in Persian, with the lesson's panel, they shrank to 26 px beside hand
                cards of 70): the status goes up beside the AI's cards, the Betting panel rises
                beside the middle row, your side's New match (the page's header has it) goes,
                and the AI's box may reach down beside the shoe. By the AI's box and the
                Betting panel at their tallest, so that the layout does not change with the
                phase. */
            readonly property bool squeezed: mainColumn.height - Math.max(table.height * 0.2, aiBox.height)
                                             - Math.max(yourSide.box.implicitHeight, controls.fullHeight)
                                             < 48 * CardTheme.cardAspect + captionMetrics.height + CardTheme.markReach(48)
                                               + 2 * CardTheme.spacingSmall
            /** What the bottom row needs at least in a squeezed table: your side, or a hand
                of small cards with the Lock button. */
            readonly property real bottomLeast: Math.max(yourSide.implicitHeight,
                                                         72 + lockRow.height + CardTheme.spacingSmall)
            /** Squeezed: the widest locked cards the room takes across (the two cards, or
                their wrapped captions, with their spacing, centre, and the pot's column), at
                most 52 px. */
            readonly property real slotFit: {
                // the group: max(w, a) + max(w, b) + k + w / 2, in the room (a, b: the captions)
                const room = felt.roomRight - felt.roomLeft;
                const k = centre.chips.width + CardTheme.spacingSmall;
                const a = Math.min(centre.yourLock.captionNatural, felt.wrapWidth);
                const b = Math.min(centre.aiLock.captionNatural, felt.wrapWidth);
                const low = Math.min(a, b), high = Math.max(a, b);
                const w = a + b + k + low / 2 > room ? (room - k - a - b) * 2
                        : 2.5 * high + k > room ? (room - k - high) / 1.5
                        : (room - k) / 2.5;
                return Math.min(52, w);
            }
            readonly property real midCardWidth: felt.squeezed
                ? Math.max(26, Math.min(felt.slotFit, (middleRow.height - felt.slotRow(0)) / CardTheme.cardAspect))
                : Math.max(26, Math.min(150, middleRow.height / (CardTheme.cardAspect * 1.35),
                                        (middleRow.height - 20 - 2 * CardTheme.fontSmall) / CardTheme.cardAspect))
            /** Squeezed: how far the AI's box reaches below the top row (beside the shoe). */
            readonly property real aiBoxBelow: felt.squeezed ? Math.max(0, aiBox.height - topRow.height) : 0
            /** Squeezed: the room the locked cards and the pot take in the middle row, left to
                right as in a left-to-right language (mirrored where the layout is): after the
                shoe (or the AI's box reaching down) and before the risen Betting panel (and the
                status where a reveal's reaches down into the row). */
            readonly property real roomLeft: Math.max(CardTheme.spacing + Math.max(52 * 0.8, shoe.labelWidth),
                                                      felt.aiBoxBelow > CardTheme.spacingSmall ? aiBox.width : 0)
                                             + CardTheme.spacing
            readonly property real roomRight: Math.min(middleRow.width - controls.width, statusColumn.y + statusColumn.height > 0
                                                       ? statusColumn.fromLeft : Infinity) - CardTheme.spacing
            /** Squeezed: the room after the AI's box and its cards (beside it, at their widest,
                62 px fanned) for the status and the revealed cards, and the status's least width
                there (a wider status takes fewer lines: the showdown's words made the top row
                grow and the locked cards shrink). */
            readonly property real statusSide: middleRow.width - aiBox.width - 62 * 1.55 - 3 * CardTheme.spacing
            readonly property real statusLeast: 220; readonly property real statusWidest: 360
            /** Squeezed: the revealed cards' widest, the locked cards' room left under the status. */
            readonly property real historyRoom: middleRow.width - felt.statusWidest - 4 * CardTheme.spacing
                                                - felt.roomLeft - 2.5 * felt.wrapWidth - 50
            readonly property real chipWidth: Math.max(20, Math.min(40, table.height / 26))
            readonly property real smallCardWidth: Math.max(30, Math.min(62, topRow.height / (CardTheme.cardAspect * 1.2)))
            readonly property int aiHeld: game.matchOver || felt.revealing ? 1 : (table.betting.locked[1] ? 1 : 2)

            FontMetrics {
                id: captionMetrics

                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
            }

            Felt {
                objectName: "felt"
                anchors.fill: parent
                // squeezed: around the locked cards and the pot, between the shoe and the
                // Betting panel (mirrored where the layout is)
                readonly property real centreLeft: LayoutMirroring.enabled ? middleRow.width - centre.x - centre.width : centre.x
                readonly property real ringLeft: Math.max(felt.roomLeft - CardTheme.spacingSmall, centreLeft - CardTheme.spacing)
                readonly property real ringWidth: Math.min(felt.roomRight + CardTheme.spacingSmall,
                                                           centreLeft + centre.width + CardTheme.spacing) - ringLeft
                ring: felt.squeezed
                      ? Qt.rect(mainColumn.x + (LayoutMirroring.enabled ? middleRow.width - ringLeft - ringWidth : ringLeft),
                                mainColumn.y + middleRow.y + centre.y + centre.yourLock.y - CardTheme.spacingSmall,
                                ringWidth, centre.yourLock.height + 2 * CardTheme.spacingSmall)
                      : Qt.rect(table.width * 0.24, middleRow.y + mainColumn.y - 6,
                                table.width * 0.52, middleRow.height + 12)
            }

            ColumnLayout {
                id: mainColumn

                anchors.fill: parent
                anchors.margins: CardTheme.spacing
                anchors.topMargin: CardTheme.spacing + table.topInset
                // (none in a short table: the rows' room goes to the locked cards)
                spacing: felt.shortRows ? 0 : CardTheme.spacingSmall

                // --- the AI ------------------------------------------------------------------------
                Item {
                    id: topRow

                    Layout.fillWidth: true
                    // (the AI's box whole: taller lines, e.g. Persian, made it jut into the row below;
                    // squeezed, it may reach down beside the shoe, the status beside the AI's cards)
                    // (squeezed, a reveal's tall status reaches down beside the locked cards rather than
                    // push them out of their row: the AI's caption lay under the hand, fa at 1024×640)
                    Layout.preferredHeight: felt.squeezed
                        ? Math.max(table.height * 0.2, Math.min(statusColumn.implicitHeight, mainColumn.height
                              - felt.bottomLeast - felt.slotRow(36) - 2 * CardTheme.spacingSmall))
                        : Math.max(table.height * 0.2, aiBox.height)

                    PlayerBox {
                        id: aiBox

                        objectName: "aiBox"
                        anchors.left: parent.left
                        anchors.top: parent.top
                        name: qsTr("AI")
                        stack: table.betting.stacks[1] ?? 0
                        signalCounts: table.betting.signals[1] ?? ({})
                        first: table.betting.firstPlayer === 1 && !game.matchOver
                        active: game.currentPlayer === 1 && !felt.revealing && !game.matchOver
                        lastAction: table.lastActionOf(1)
                        chipColor: table.aiChips
                        chipWidth: felt.chipWidth * 0.85
                    }

                    AiCards {
                        id: opponentHand

                        objectName: "opponentHand"
                        // centred; squeezed, beside the AI's box (the status has the room after it)
                        readonly property real fromLeft: felt.squeezed ? aiBox.width + CardTheme.spacing
                                                                       : (topRow.width - width) / 2
                        x: LayoutMirroring.enabled ? topRow.width - fromLeft - width : fromLeft
                        anchors.top: parent.top
                        width: implicitWidth
                        height: implicitHeight
                        held: felt.aiHeld
                        cardWidth: felt.smallCardWidth
                    }

                    RevealHistory {
                        id: revealHistory

                        objectName: "revealHistory"
                        anchors.right: parent.right
                        anchors.top: parent.top
                        history: table.betting.history
                        cardWidth: Math.max(18, Math.min(30, Math.max(table.height * 0.2, aiBox.height) / (2 * CardTheme.cardAspect + 1.2)))
                        // squeezed: as many deals as leave the status its least width (newcomer #9)
                        // and the locked cards their room (#38: Persian's fifth deal crushed them)
                        maxDeals: felt.squeezed ? Math.max(1, Math.floor((Math.min(felt.statusSide - felt.statusLeast, felt.historyRoom)
                                                                          - labelsWidth) / dealWidth))
                                                : table.width < 1200 ? 6 : 10
                    }
                }

                // --- shoe, locked cards and pot, status ---------------------------------------------
                Item {
                    id: middleRow

                    Layout.fillWidth: true
                    // less in a short table, for the bottom row's least height (bottomRow);
                    // squeezed, what the locked cards need (the bottom row takes the rest)
                    Layout.preferredHeight: Math.max(0, Math.min(table.height * 0.38,
                        mainColumn.height - topRow.height - bottomRow.Layout.minimumHeight - 2 * mainColumn.spacing,
                        felt.squeezed ? felt.slotRow(felt.slotFit) : Infinity))

                    Shoe {
                        id: shoe

                        anchors.left: parent.left
                        anchors.leftMargin: CardTheme.spacing
                        // (squeezed: below the AI's box where it reaches down)
                        y: Math.max(felt.aiBoxBelow + CardTheme.spacingSmall, (parent.height - height) / 2)
                        stockSize: table.betting.stockSize
                        cardWidth: felt.midCardWidth * 0.8
                    }

                    LockedCards {
                        id: centre

                        anchors.centerIn: parent
                        // (squeezed: in the room between the shoe and the risen Betting panel)
                        anchors.horizontalCenterOffset: felt.squeezed ? (felt.roomLeft + felt.roomRight - middleRow.width) / 2
                                                                      : -table.width * 0.03
                        // room for your locked card's reminder, which juts out beside your
                        // card: never over the chips' labels ("Your bet 1")
                        spacing: felt.squeezed ? CardTheme.spacingSmall / 2 + felt.midCardWidth * 0.25
                                               : CardTheme.spacingLarge * 1.5 + felt.midCardWidth * 0.3
                        betting: table.betting
                        winner: game.summary.winner
                        revealing: felt.revealing
                        squeezed: felt.squeezed
                        wrapWidth: felt.wrapWidth
                        cardWidth: felt.midCardWidth
                        chipWidth: felt.chipWidth
                        yourChips: table.yourChips
                        aiChips: table.aiChips
                    }

                    StatusColumn {
                        id: statusColumn

                        // squeezed: up in the top row, between the AI's cards and the revealed
                        // cards (the Betting panel rises beside this row)
                        readonly property real fromLeft: middleRow.width - width
                            - (felt.squeezed ? revealHistory.width + CardTheme.spacing : 0)
                        x: LayoutMirroring.enabled ? middleRow.width - fromLeft - width : fromLeft
                        // centred, but never below the row (over the Betting panel)
                        y: felt.squeezed ? topRow.y - middleRow.y
                                         : Math.max(0, Math.min((parent.height - height) / 2, parent.height - height))
                        width: felt.squeezed ? Math.max(150, Math.min(felt.statusWidest, felt.statusSide - revealHistory.width))
                                             : Math.min(300, table.width * 0.22)
                        // the notice clear of the Betting panel risen beside (newcomer #14's D5)
                        noticeInset: felt.squeezed ? Math.max(0, controls.width - revealHistory.width) : 0
                        table: table
                        words: words
                        revealing: felt.revealing
                        nextReady: revealGate.ready
                    }
                }

                // --- you ----------------------------------------------------------------------------
                Item {
                    id: bottomRow

                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    // as high as your side and the Betting panel (a short table narrows the
                    // middle row instead: at 1024×640 they lay over the shoe and the locked cards);
                    // squeezed, the Betting panel rises beside the middle row
                    Layout.minimumHeight: felt.squeezed ? felt.bottomLeast
                                                        : Math.max(yourSide.implicitHeight, controls.implicitHeight)

                    YourSide {
                        id: yourSide

                        anchors.left: parent.left
                        anchors.bottom: parent.bottom
                        table: table
                        squeezed: felt.squeezed
                        chipWidth: felt.chipWidth * 0.85
                    }

                    HandView {
                        id: handView

                        objectName: "hand"
                        focus: true
                        hinted: game.hintCards
                        reasonText: words.rejectionText
                        // your kept card, once your other card is locked (newcomer #12)
                        restingReason: (table.betting.locked[0] ?? false) ? words.keptCardNote : ""
                        // centred, or between your side and the Betting panel where the
                        // table is narrow (it lay under the panel, the Lock button too)
                        readonly property real fromYourSide: Math.max(yourSide.width + CardTheme.spacing,
                            Math.min((parent.width - width) / 2, parent.width - controls.width - CardTheme.spacing - width))
                        x: LayoutMirroring.enabled ? parent.width - fromYourSide - width : fromYourSide
                        anchors.top: parent.top
                        anchors.bottom: lockRow.top
                        // The fanned cards' lower corners dip below the hand's edge.
                        anchors.bottomMargin: CardTheme.spacingSmall
                        width: Math.min(Math.max(felt.handCardWidth * 2.4, parent.width - 2 * Math.max(yourSide.width, controls.width) - 2 * CardTheme.spacing),
                                        parent.width - yourSide.width - controls.width - 2 * CardTheme.spacing)
                        model: game.hand
                        pack: "french"
                        interactive: game.yourTurn && table.betting.phase === "lock"
                        maxCardWidth: felt.handCardWidth
                        fanned: true
                        onCardClicked: (code) => game.clickCard(code)
                        onCardRefused: (code, reason) => announcer.announce(reason)
                    }

                    LockButton {
                        id: lockRow

                        // under the hand, as wide as its words where your side and the Betting
                        // panel leave room (a squeezed table's small hand cut "Choose a card to
                        // lock" in Persian)
                        readonly property real lowest: LayoutMirroring.enabled ? controls.width + CardTheme.spacing
                                                                               : yourSide.width + CardTheme.spacing
                        readonly property real highest: bottomRow.width - width - (LayoutMirroring.enabled
                            ? yourSide.width + CardTheme.spacing : controls.width + CardTheme.spacing)
                        x: Math.max(lowest, Math.min(highest, handView.x + (handView.width - width) / 2))
                        anchors.bottom: parent.bottom
                        width: Math.min(implicitWidth, bottomRow.width - yourSide.width - controls.width - 2 * CardTheme.spacing)
                        height: implicitHeight
                        betting: table.betting
                        shown: game.yourTurn && table.betting.phase === "lock"
                        onLocked: table.focusHand()
                    }

                    BetControls {
                        id: controls

                        objectName: "betControls"
                        anchors.right: parent.right
                        anchors.bottom: parent.bottom
                        width: Math.min(340, Math.max(table.width < 900 ? 240 : 270, table.width * 0.24))
                        betting: table.betting
                        enabledNow: game.yourTurn && table.betting.phase === "bet"
                    }
                }
            }

            ChipFlight {
                objectName: "chipFlights"
                anchors.fill: parent
                speed: table.speed
                chipWidth: felt.chipWidth * 0.85
                game: table.controller
                boxes: [yourSide.box, aiBox]
                bets: [centre.yourBet, centre.aiBet]
                colors: [table.yourChips, table.aiChips]
                pot: centre.pot
            }

            MatchResult {
                objectName: "matchResult"
                anchors.fill: parent
                visible: table.resultShown
                settleMs: resultGate.interval
                winner: game.matchWinner
                watched: game.watching
                betting: table.betting
                lastDeal: words.dealText(game.summary, game.watching)
                onNewMatchClicked: table.newMatch()
            }
        }
    }
}
