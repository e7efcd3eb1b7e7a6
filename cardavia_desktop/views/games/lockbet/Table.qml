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
import "../../common/format.js" as Format
import "../../common/watched.js" as Watched

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

    /** A card's name as a screen reader says it (the words a card item uses for itself). */
    function cardName(code: string): string {
        return CardNames.card("french", code.split(".")[0]);  // a shoe copy's suffix is not printed
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
        if (table.resultShown) {
            if (resultGate.ready)  // not the key that ended the match
                table.newMatch();
        } else if (game.summaryVisible && !game.matchOver) {
            if (revealGate.ready)  // not the key that ended the deal
                table.nextDeal();
        } else if (table.bets !== null && table.bets.editing)
            table.bets.submit();
    }

    function lastActionOf(seat: int): string {
        const actions = table.betting.dealActions;
        for (let i = actions.length - 1; i >= 0; --i) {
            if (actions[i].seat === seat)
                return words.actionText(actions[i]);
        }
        return "";
    }

    function explain(events: var): void {
        for (const e of events) {
            if (e.type === "reshuffle") {
                table.say(qsTr("The shoe ran low: the discards were shuffled into a new shoe of %1 cards.").arg(Format.num(e.stock_size)), false);
            } else if (e.type === "refund" && e.amount > 0) {
                table.say(e.seat === 0 ? qsTr("%1 unmatched chips come back to you.").arg(Format.num(e.amount))
                                       : qsTr("%1 unmatched chips go back to the AI.").arg(Format.num(e.amount)), false);
            } else if (e.type === "no_betting") {
                table.say(qsTr("A player is all-in from the ante: no betting, straight to the reveal."), false);
            } else if (e.type === "allin" && e.seat === 1) {
                table.say(qsTr("The AI went all-in for less than a full raise: you may only call or fold."), false);
            }
            if (e.seat === 1 && ["lock", "check", "bet", "raise", "allin", "call", "fold"].indexOf(e.type) >= 0) {
                //: Said to screen readers: what the AI did, e.g. "AI: Raised to 6".
                announcer.announce(qsTr("AI: %1").arg(words.actionText(Object.assign({action: e.type}, e))));
            } else if (e.type === "reveal") {
                //: Said to screen readers at the showdown: the two locked cards.
                announcer.announce(qsTr("Your card: %1. The AI's card: %2.")
                                   .arg(table.cardName(e.cards[0])).arg(table.cardName(e.cards[1])));
            } else if (e.type === "deal_end") {
                announcer.announce(words.resultText(e, game.watching) + " "
                                   //: Said to screen readers after each deal: both players' chips.
                                   + qsTr("You have %1 chips, the AI %2.").arg(Format.num(e.stacks[0])).arg(Format.num(e.stacks[1])));
            } else if (e.type === "match_end") {
                announcer.announce(e.winner !== 0 ? qsTr("The AI won the match.")
                                   : game.watching ? Watched.winsMatch() : qsTr("You won the match!"));
            }
        }
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
                                             - Math.max(yourBox.implicitHeight, controls.fullHeight)
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
                const k = chipsColumn.width + CardTheme.spacingSmall;
                const a = Math.min(yourLock.captionNatural, felt.wrapWidth);
                const b = Math.min(aiLock.captionNatural, felt.wrapWidth);
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
                shoe (or the AI's box reaching down) and before the risen Betting panel. */
            // (the AI's box counts where it reaches down past the room above the locked cards)
            readonly property real roomLeft: Math.max(CardTheme.spacing + Math.max(52 * 0.8, shoe.labelWidth),
                                                      felt.aiBoxBelow > CardTheme.spacingSmall ? aiBox.width : 0)
                                             + CardTheme.spacing
            readonly property real roomRight: middleRow.width - controls.width - CardTheme.spacing
            /** Squeezed: the room after the AI's box and its cards (beside it, at their widest,
                62 px fanned) for the status and the revealed cards, and the status's least width
                there (a wider status takes fewer lines: the showdown's words made the top row
                grow and the locked cards shrink). */
            readonly property real statusSide: middleRow.width - aiBox.width - 62 * 1.55 - 3 * CardTheme.spacing
            readonly property real statusLeast: 220
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
                                mainColumn.y + middleRow.y + centre.y + yourLock.y - CardTheme.spacingSmall,
                                ringWidth, yourLock.height + 2 * CardTheme.spacingSmall)
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
                    Layout.preferredHeight: felt.squeezed
                        ? Math.max(table.height * 0.2, statusColumn.implicitHeight)
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

                    Item {
                        id: opponentHand

                        objectName: "opponentHand"
                        // centred; squeezed, beside the AI's box (the status has the room after it)
                        readonly property real fromLeft: felt.squeezed ? aiBox.width + CardTheme.spacing
                                                                       : (topRow.width - width) / 2
                        x: LayoutMirroring.enabled ? topRow.width - fromLeft - width : fromLeft
                        anchors.top: parent.top
                        width: felt.smallCardWidth * (1 + 0.55 * (felt.aiHeld - 1))
                        height: felt.smallCardWidth * CardTheme.cardAspect
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("The AI's cards")

                        Repeater {
                            model: felt.aiHeld

                            CardBack {
                                required property int index
                                width: felt.smallCardWidth
                                height: Math.round(width * CardTheme.cardAspect)
                                x: index * felt.smallCardWidth * 0.55
                                rotation: (index - (felt.aiHeld - 1) / 2) * 4
                            }
                        }
                    }

                    RevealHistory {
                        id: revealHistory

                        objectName: "revealHistory"
                        anchors.right: parent.right
                        anchors.top: parent.top
                        history: table.betting.history
                        cardWidth: Math.max(18, Math.min(30, Math.max(table.height * 0.2, aiBox.height) / (2 * CardTheme.cardAspect + 1.2)))
                        // squeezed: as many deals as leave the status beside it its least width
                        // (at a reveal it made the status a column one word wide)
                        maxDeals: felt.squeezed ? Math.max(1, Math.floor((felt.statusSide - felt.statusLeast - 70) / (cardWidth + 6)))
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

                    RowLayout {
                        id: centre

                        anchors.centerIn: parent
                        // (squeezed: in the room between the shoe and the risen Betting panel)
                        anchors.horizontalCenterOffset: felt.squeezed ? (felt.roomLeft + felt.roomRight - middleRow.width) / 2
                                                                      : -table.width * 0.03
                        // room for your locked card's reminder, which juts out beside your
                        // card: never over the chips' labels ("Your bet 1")
                        spacing: felt.squeezed ? CardTheme.spacingSmall / 2 + felt.midCardWidth * 0.25
                                               : CardTheme.spacingLarge * 1.5 + felt.midCardWidth * 0.3

                        LockSlot {
                            id: yourLock

                            objectName: "yourLock"
                            // (as high as each other: the cards level when one caption wraps)
                            Layout.preferredHeight: Math.max(yourLock.implicitHeight, aiLock.implicitHeight)
                            cardWidth: felt.midCardWidth
                            captionWidth: felt.squeezed ? felt.wrapWidth : 0
                            occupied: (table.betting.locked[0] ?? false) || felt.revealing
                            revealed: felt.revealing
                            code: felt.revealing ? table.betting.reveal[0] : ""
                            peek: table.betting.lockedCard
                            winner: felt.revealing && game.summary.winner === 0
                            caption: qsTr("Your card")
                        }

                        ColumnLayout {
                            id: chipsColumn

                            spacing: CardTheme.spacingSmall

                            ChipStack {
                                id: aiBet

                                objectName: "aiBet"
                                Layout.alignment: Qt.AlignHCenter
                                count: table.betting.bets[1] ?? 0
                                chipWidth: felt.chipWidth * 0.8
                                chipColor: table.aiChips
                                columnSize: felt.squeezed ? 4 : 8  // squeezed: lower piles, the labels above the hand
                                wrapWidth: felt.squeezed ? felt.wrapWidth : 0
                                opacity: count > 0 ? 1 : 0
                                //: Chips the AI has bet this round.
                                label: qsTr("AI bet")
                            }
                            ChipStack {
                                id: pot

                                objectName: "pot"
                                Layout.alignment: Qt.AlignHCenter
                                count: table.betting.pot
                                chipWidth: felt.chipWidth * 1.25
                                opacity: felt.revealing ? 0 : 1
                                chipColor: "#d9a441"
                                edgeColor: "#fff4d6"
                                columnSize: felt.squeezed ? 6 : 10
                                wrapWidth: felt.squeezed ? felt.wrapWidth : 0
                                //: The chips in the middle.
                                label: qsTr("Pot")
                            }
                            ChipStack {
                                id: yourBet

                                objectName: "yourBet"
                                Layout.alignment: Qt.AlignHCenter
                                count: table.betting.bets[0] ?? 0
                                chipWidth: felt.chipWidth * 0.8
                                chipColor: table.yourChips
                                columnSize: felt.squeezed ? 4 : 8  // squeezed: lower piles, the labels above the hand
                                wrapWidth: felt.squeezed ? felt.wrapWidth : 0
                                opacity: count > 0 ? 1 : 0
                                //: Chips you have bet this round.
                                label: qsTr("Your bet")
                            }
                        }

                        LockSlot {
                            id: aiLock

                            objectName: "aiLock"
                            // (as high as each other: the cards level when one caption wraps)
                            Layout.preferredHeight: Math.max(yourLock.implicitHeight, aiLock.implicitHeight)
                            cardWidth: felt.midCardWidth
                            captionWidth: felt.squeezed ? felt.wrapWidth : 0
                            occupied: (table.betting.locked[1] ?? false) || felt.revealing
                            revealed: felt.revealing
                            code: felt.revealing ? table.betting.reveal[1] : ""
                            winner: felt.revealing && game.summary.winner === 1
                            caption: qsTr("AI's card")
                        }
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
                        width: felt.squeezed ? Math.max(150, Math.min(360, felt.statusSide - revealHistory.width))
                                             : Math.min(300, table.width * 0.22)
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

                    ColumnLayout {
                        id: yourSide

                        anchors.left: parent.left
                        anchors.bottom: parent.bottom
                        spacing: CardTheme.spacingSmall

                        TableButton {
                            objectName: "restartButton"
                            // On the game page only at a match's first deal (later it read as a
                            // stale "New match" notice; the page's header has New match); a
                            // table on its own keeps it (a new match from any point)
                            // (squeezed: the page's header has it)
                            visible: !table.hostAsks || (game.dealNumber <= 1 && !felt.squeezed)
                            //: The table's button that gives up this match and starts another (the page asks first when a match is under way).
                            text: qsTr("New match: 20 chips each")
                            onClicked: {
                                if (table.hostAsks)
                                    table.newMatchRequested();
                                else
                                    table.newMatch();
                            }
                        }
                        PlayerBox {
                            id: yourBox

                            objectName: "yourBox"
                            name: qsTr("You")
                            stack: table.betting.stacks[0] ?? 0
                            signalCounts: table.betting.signals[0] ?? ({})
                            first: table.betting.firstPlayer === 0 && !game.matchOver
                            active: game.yourTurn
                            lastAction: table.lastActionOf(0)
                            chipColor: table.yourChips
                            chipWidth: felt.chipWidth * 0.85
                        }
                    }

                    HandView {
                        id: handView

                        objectName: "hand"
                        focus: true
                        hinted: game.hintCards
                        reasonText: words.rejectionText
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

                    Item {
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
                        width: Math.min(lockButton.implicitWidth,
                                        bottomRow.width - yourSide.width - controls.width - 2 * CardTheme.spacing)
                        height: lockButton.implicitHeight

                        TableButton {
                            id: lockButton

                            objectName: "lockButton"
                            key: "L"
                            anchors.fill: parent
                            visible: game.yourTurn && table.betting.phase === "lock"
                            enabled: table.betting.selectedCard !== ""
                            primary: table.betting.selectedCard !== ""
                            text: table.betting.selectedCard !== "" ? qsTr("Lock this card face down")
                                                                    : qsTr("Choose a card to lock")
                            onClicked: {
                                table.betting.confirmLock();
                                table.focusHand();
                            }
                        }
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
                id: chipFlights

                objectName: "chipFlights"
                anchors.fill: parent
                speed: table.speed
                chipWidth: felt.chipWidth * 0.85

                Connections {
                    target: game
                    function onStepped(events: var): void {
                        for (const e of events) {
                            const box = e.seat === 0 ? yourBox : aiBox;
                            const chips = e.seat === 0 ? table.yourChips : table.aiChips;
                            if (["bet", "raise", "allin", "call"].indexOf(e.type) >= 0)
                                chipFlights.fly(box, e.seat === 0 ? yourBet : aiBet, e.amount, chips);
                            else if (e.type === "ante")
                                chipFlights.fly(box, pot, e.amount, chips);
                            else if (e.type === "pot" && e.winner !== null)
                                chipFlights.fly(pot, e.winner === 0 ? yourBox : aiBox, e.pot, "#d9a441");
                        }
                    }
                }
            }

            MatchResult {
                objectName: "matchResult"
                anchors.fill: parent
                visible: table.resultShown
                settleMs: resultGate.interval
                winner: game.matchWinner
                watched: game.watching
                stacks: table.betting.stacks
                deals: table.betting.history.length
                onNewMatchClicked: table.newMatch()
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
