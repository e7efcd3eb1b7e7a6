// A hand of cards in a row sized to the space it gets: spread out when there is room,
// overlapping when not, optionally fanned. Mirrors under LayoutMirroring.
// Keyboard: when the hand has focus, Left/Right (as seen on screen, so mirrored in right-to-left)
// and Home/End move a focus ring across the cards, Enter or Space plays the ringed card; when the
// turn comes round the ring moves onto a card that may be played (the first a lesson marks). Each card takes clicks exactly
// where it shows (CardView). A click, Enter or Space on a dimmed card is refused: a note over that
// card says why (RefusalTip), and only then. A hand that is not interactive may say, the same
// way, why none of its cards plays now (``restingReason``, e.g. Lock & Bet's kept card).
pragma ComponentBehavior: Bound

import QtQuick

import "hand.js" as Hand

Item {
    id: hand

    /** A list model with at least the role `code`; optional roles `playable`, `canMarry`,
        `selected`. */
    property alias model: repeater.model
    property string pack: "german"
    /** When true, playable cards are lifted and the others dimmed; clicks are delivered. */
    property bool interactive: false
    property bool fanned: false
    /** Degrees between neighbouring cards of a fanned hand (long hands want less). */
    property real fanStep: 2.5
    /** Widest a card may be; the hand shrinks cards to fit its height. */
    property real maxCardWidth: 132
    /** Words for an engine refusal code (the model's `refusal` role): the table's translations. */
    property var reasonText: function (code: string): string { return ""; }
    /** While the hand is not interactive: why a click, Enter or Space on its cards plays
        nothing ("" : they take no click), shown over the card as a refusal is. */
    property string restingReason: ""
    /** A resting card that says why (``restingReason``) shows the keyboard's ring, Lock & Bet's
        kept card; not while a lesson waits for its Next, which Enter is then. */
    property bool restingRing: true
    /** Codes of the cards the shown hint would play (the table's `controller.hintCards`). */
    property var hinted: []
    /** The card under the keyboard's focus ring (an index into the model). */
    property int currentIndex: 0
    /** The focus ring shows while the hand has the keyboard (a click on a card hides it until
        the next key or your next turn; Enter on a hidden ring only shows it). */
    property bool ringShown: true
    /** The card whose refusal is shown (a click or a key on it was refused): "" for none. */
    property string explainedCode: ""
    readonly property int count: repeater.count
    readonly property bool mirrored: LayoutMirroring.enabled
    /** How far a card's corner index reaches from its left edge, as a fraction of its width
        (a trump's two-digit number, art/packs.py TRUMP_INDEX, the widest): the strip each card
        leaves in view under its neighbour is never narrower (newcomer #6: "1" for 13). */
    property real indexReach: 0.36
    /** The card's width as the hand's height allows it (before a wide hand makes it smaller). */
    readonly property real fullCardWidth: Math.max(40, Math.min(hand.maxCardWidth,
                                                              hand.height / (CardTheme.cardAspect * 1.2)))
    /** The card's width: smaller in a hand too wide for its room, so that every index shows. */
    readonly property real cardWidth: hand.count < 2 ? hand.fullCardWidth
        : Math.max(40, Math.min(hand.fullCardWidth, hand.width / (1 + hand.indexReach * (hand.count - 1))))
    readonly property real cardHeight: Math.round(hand.cardWidth * CardTheme.cardAspect)
    readonly property real gap: Math.round(hand.cardWidth * 0.12)
    /** Distance between the left edges of neighbouring cards. */
    readonly property real pitch: hand.count < 2 ? 0
        : Math.min(hand.cardWidth + hand.gap, (hand.width - hand.cardWidth) / (hand.count - 1))

    signal cardClicked(string code)
    /** A click or a key on a card that cannot be played: ``reason`` is the shown text (for
        announcements). Nothing is played. */
    signal cardRefused(string code, string reason)

    activeFocusOnTab: true
    Accessible.role: Accessible.List
    //: Accessible name of the player's hand of cards.
    Accessible.name: qsTr("Your hand")

    onCountChanged: {
        hand.currentIndex = Math.max(0, Math.min(hand.currentIndex, hand.count - 1));
        hand.explainedCode = "";
        ringLater.restart();
    }
    onRestingReasonChanged: hand.explainedCode = ""
    onInteractiveChanged: {
        hand.explainedCode = "";
        // Your turn: the ring shows (a mouse play hid it), so Enter plays a card you can see.
        if (hand.interactive)
            hand.ringShown = true;
        ringLater.restart();
    }
    // A hint opens: the ring moves onto the card it marks, so Enter plays what the hint shows
    // (newcomer #12: Enter played an unringed card, not the hinted one).
    onHintedChanged: ringToHint()

    /** Ring (and show) the first card of this hand the shown hint marks, if any. */
    function ringToHint(): void {
        const index = Hand.firstHinted(hand.count, (index) => hand.cardAt(index)?.code ?? "", hand.hinted);
        if (index >= 0 && hand.interactive) {
            hand.currentIndex = index;
            hand.ringShown = true;
            hand.explainedCode = "";
        }
    }
    onActiveFocusChanged: if (!hand.activeFocus) hand.explainedCode = ""

    function cardAt(index: int): Item {
        return index >= 0 && index < repeater.count ? repeater.itemAt(index) : null;
    }

    /** The card item showing ``code``, or null. */
    function cardOf(code: string): Item {
        for (let i = 0; code !== "" && i < repeater.count; ++i) {
            if (repeater.itemAt(i)?.code === code)
                return repeater.itemAt(i);
        }
        return null;
    }

    /** On your turn, move the ring onto the first card a lesson marks, else off a card that
        cannot be played onto the nearest that can. */
    function ringPlayable(): void {
        if (hand.interactive)
            hand.currentIndex = Hand.ringTarget(hand.count, hand.currentIndex,
                                                (index) => !(hand.cardAt(index)?.dimmed ?? true),
                                                (index) => LessonMarks.card(hand.cardAt(index)?.code ?? ""),
                                                (index) => LessonMarks.ring !== ""
                                                           && (hand.cardAt(index)?.code ?? "") === LessonMarks.ring);
    }

    Connections {
        // A lesson's step marks other cards: the ring goes to the first of them.
        target: LessonMarks
        function onCardsChanged(): void { ringLater.restart(); }
        function onRingChanged(): void { ringLater.restart(); }
    }

    /** Refuse the card at ``index`` (it cannot be played): show why over it, and say so. */
    function refuse(index: int): void {
        const card = hand.cardAt(index);
        if (card === null)
            return;
        hand.currentIndex = index;
        hand.explainedCode = card.code;
        reasonTip.restart();
        hand.cardRefused(card.code, card.reason);
    }

    /** Move the focus ring by ``step`` cards in model order (clamped at the ends). */
    function moveFocus(step: int): void {
        if (hand.count === 0)
            return;
        hand.currentIndex = Math.max(0, Math.min(hand.count - 1, hand.currentIndex + step));
        hand.explainedCode = "";
    }

    /** Play the ringed card, or show why it cannot be played (or why none plays now). */
    function activateCurrent(): void {
        const card = hand.cardAt(hand.currentIndex);
        if (card === null || !(hand.interactive || card.refusable))
            return;
        if (card.dimmed || !hand.interactive) {
            hand.refuse(hand.currentIndex);
        } else {
            hand.explainedCode = "";
            hand.cardClicked(card.code);
        }
    }

    Keys.onPressed: (event) => {
        if (ringLater.running) {  // the turn's move of the ring first, then the key's
            ringLater.stop();
            hand.ringPlayable();
        }
        // Enter or Space on a hand whose ring was hidden (a click) shows the ring first and
        // plays nothing: a key never plays a card you cannot see ringed.
        const ringWasShown = hand.ringShown;
        hand.ringShown = true;
        if (event.key === Qt.Key_Left) {
            hand.moveFocus(hand.mirrored ? 1 : -1);
        } else if (event.key === Qt.Key_Right) {
            hand.moveFocus(hand.mirrored ? -1 : 1);
        } else if (event.key === Qt.Key_Home) {
            hand.moveFocus(-hand.count);
        } else if (event.key === Qt.Key_End) {
            hand.moveFocus(hand.count);
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter
                   || event.key === Qt.Key_Space) {
            if (ringWasShown)
                hand.activateCurrent();
        } else {
            return;
        }
        event.accepted = true;
    }

    // While the cards close up (one left the hand), or a card rises, drops or is veiled (the turn
    // comes round, a hover), the row flies above the window's filter pass
    // (CardTheme.flightOverlay) so that its motion does not re-render the whole table.
    readonly property bool moving: closeWatch.moving || hand.cardsMoving
    /** Some card's rise or veil is animating (CardView.moving). */
    property bool cardsMoving: false

    MoveWatch {
        id: closeWatch

        transition: closeUp
        interval: CardTheme.duration + 250
    }

    function updateMoving(): void {
        let moving = false;
        for (let i = 0; i < repeater.count && !moving; ++i)
            moving = repeater.itemAt(i)?.moving ?? false;
        hand.cardsMoving = moving;
    }

    /** What the row draws, in its own coordinates: its cards and what they draw beyond it (a
        fan's tilt, a lift, shadows, rings). */
    readonly property rect flightArea: {
        const side = Math.round(hand.cardHeight * 0.4) + 8;
        const top = Math.round(hand.cardHeight * 0.3) + 8;
        return Qt.rect(-side, -top, row.width + 2 * side, row.height + top + 12);
    }

    onMovingChanged: {
        const overlay = CardTheme.flightOverlay;
        if (overlay === null)
            return;
        if (hand.moving)
            overlay.lift(row, hand, hand.flightArea);
        else
            overlay.land(row, hand);
    }
    // The cards rise as a hand is made, often before the row has laid them out (0 x 0), and a
    // card may come or go in flight: the lifted row's layer follows what it draws.
    onFlightAreaChanged: CardTheme.flightOverlay?.reframe(row, hand.flightArea)

    Row {
        id: row

        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        // One card has no neighbour (its pitch is 0): a spacing of minus its width would leave
        // the row 0 wide and the card half a card off the hand's centre.
        spacing: hand.count < 2 ? 0 : hand.pitch - hand.cardWidth
        // Kept when the row is lifted out of the mirrored page for a move (see `moving`).
        LayoutMirroring.enabled: hand.mirrored
        LayoutMirroring.childrenInherit: true

        move: Transition {
            id: closeUp

            NumberAnimation { properties: "x"; duration: CardTheme.duration; easing.type: Easing.OutCubic }
        }

        Repeater {
            id: repeater

            // A card removed while it moved reports no end of its motion: look again.
            onItemRemoved: Qt.callLater(hand.updateMoving)

            delegate: CardView {
                id: delegate

                required property int index
                /** The row's roles: `code`, and optionally `playable`, `canMarry`. */
                required property var model
                readonly property bool playable: delegate.model.playable ?? true
                readonly property bool canMarry: delegate.model.canMarry ?? false
                /** The card whose capture is being chosen (capturing games), a discard being
                    picked: shown chosen (CardView.selected). */
                readonly property bool chosen: delegate.model.selected ?? false

                code: delegate.model.code
                objectName: "card_" + delegate.model.code
                // Each card lies under its right neighbour on screen (mirrored too) so its visible
                // strip shows the top-left index; lifted cards are not raised above the others,
                // or in an overlapping hand they would hide their neighbours' indices.
                z: hand.mirrored ? hand.count - delegate.index : 0
                width: hand.cardWidth
                pack: hand.pack
                interactive: hand.interactive
                refusable: !hand.interactive && hand.restingReason !== ""
                lifted: hand.interactive && delegate.playable
                dimmed: hand.interactive && !delegate.playable
                highlighted: hand.interactive && (delegate.canMarry
                                                  || hand.hinted.indexOf(delegate.model.code) >= 0)
                selected: hand.interactive && delegate.chosen
                // a card that says why it rests (Lock & Bet's kept card) shows the ring too
                focusRing: (hand.interactive || delegate.refusable && hand.restingRing)
                           && hand.activeFocus && hand.ringShown
                           && hand.currentIndex === delegate.index
                reason: !hand.interactive ? hand.restingReason
                        : !delegate.playable ? hand.reasonText(delegate.model.refusal ?? "") || qsTr("This card cannot be played now.")
                        : ""
                // The turn came or went, or the hand changed: an old note goes, the ring
                // moves onto a card that may be played.
                onDimmedChanged: {
                    hand.explainedCode = "";
                    ringLater.restart();
                }
                rotation: hand.fanned
                          ? (delegate.index - (hand.count - 1) / 2) * hand.fanStep * (hand.mirrored ? -1 : 1)
                          : 0
                transformOrigin: Item.Bottom
                // Lifted at once as a card starts to move, landed once none moves.
                onMovingChanged: if (delegate.moving) hand.cardsMoving = true;
                                 else Qt.callLater(hand.updateMoving)
                onClicked: {
                    hand.currentIndex = delegate.index;
                    hand.ringShown = false;
                    hand.explainedCode = "";
                    hand.forceActiveFocus(Qt.MouseFocusReason);  // the keys follow the mouse here
                    hand.cardClicked(delegate.model.code);
                }
                onRefused: {
                    hand.ringShown = false;
                    hand.forceActiveFocus(Qt.MouseFocusReason);  // as a played card's click
                    hand.refuse(delegate.index);
                }
            }
        }
    }

    // Once the rows have settled (each card's `dimmed` changes on its own), not at every change;
    // a Timer, unlike Qt.callLater, dies with the hand.
    Timer {
        id: ringLater

        interval: 0
        onTriggered: hand.ringPlayable()
    }

    RefusalTip {
        id: reasonTip

        hand: hand
        card: hand.cardOf(hand.explainedCode)
        // Each card lies under its right neighbour on screen: its left strip shows, all of the
        // rightmost card.
        shownWidth: reasonTip.card === null ? 0
            : reasonTip.card.index === (hand.mirrored ? 0 : hand.count - 1) ? hand.cardWidth
            : Math.min(hand.cardWidth, hand.pitch)
        gap: Math.round(hand.cardHeight * 0.18)  // clear of the raised neighbours
        onExpired: hand.explainedCode = ""
    }
}
