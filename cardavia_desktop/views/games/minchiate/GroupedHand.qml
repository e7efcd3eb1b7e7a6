// A long Minchiate hand (21 cards and more) kept readable: one row grouped by trumps, the Matto
// and each suit, a small gap and a label over each group, cards overlapping evenly so every
// index stays in view. As HandView: each card takes clicks exactly where it shows (CardView), a
// card that may be played (or chosen) plays it; a click on a dimmed card never reaches the card
// beneath and shows why not (the row's `refusal`, in the table's words, RefusalTip), and only
// then. Keyboard: with focus, Left/Right (as seen on screen, so mirrored in right-to-left) and
// Home/End move a focus ring, Enter or Space plays (or chooses) the ringed card or, on a dimmed
// card, shows why; when the turn comes round the ring moves onto a card that may be played.
pragma ComponentBehavior: Bound

import QtQuick

import cards
import "../../cards/hand.js" as Hand
import "../../common/format.js" as Format

Item {
    id: hand

    /** Rows from MinchiateTable.hand: {code, group, groupStart, legal, selected, refusal}. */
    property var rows: []
    /** Groups from MinchiateTable.groups: {group, count}. */
    property var groups: []
    property bool interactive: false
    /** While the hand is not interactive: why a click, Enter or Space on its cards plays
        nothing ("" : they take no click), shown over the card as a refusal is (HandView's). */
    property string restingReason: ""
    /** A resting card that says why shows the keyboard's ring (HandView's); not while a lesson
        waits for its Next, which Enter is then. */
    property bool restingRing: true
    /** Codes of the cards the shown hint would play (the table's `controller.hintCards`). */
    property var hinted: []
    property real maxCardWidth: 110
    /** Names the group labels: a function(letter) -> string. */
    property var groupName: (g) => g
    /** Words for an engine refusal code (a row's `refusal`): the table's translations. */
    property var reasonText: function (code: string): string { return ""; }
    /** The card under the keyboard's focus ring (an index into the rows). */
    property int currentIndex: 0
    /** The focus ring shows while the hand has the keyboard (a click hides it until the next key
        or your next turn; Enter on a hidden ring only shows it). */
    property bool ringShown: true
    /** The card whose refusal is shown (a click or a key on it was refused): "" for none. */
    property string explainedCode: ""
    readonly property bool mirrored: LayoutMirroring.enabled
    readonly property int count: hand.rows.length
    readonly property int groupCount: Math.max(1, hand.groups.length)
    readonly property real labelHeight: 18
    /** Overlap of neighbouring cards of a group, as a share of the card width, at the least. */
    property real minShare: 0.4
    readonly property real lift: Math.round(hand.cardHeight * 0.16)
    /** The width the cards may take: not the whole row (a 21-card hand would run from the
        seat panel to the window's edge), at most 85 % of it (and a margin), 880 px at least. */
    readonly property real room: Math.min(hand.width - CardTheme.spacing,
                                          Math.max(880, hand.width * 0.85))
    readonly property real cardWidth: Math.max(36, Math.min(hand.maxCardWidth,
        (hand.height - hand.labelHeight) / (CardTheme.cardAspect * 1.22),
        hand.room / (hand.groupCount * 1.22 - 0.22 + hand.minShare * Math.max(0, hand.count - hand.groupCount))))
    readonly property real cardHeight: Math.round(hand.cardWidth * CardTheme.cardAspect)
    readonly property real groupGap: Math.round(hand.cardWidth * 0.22)
    /** Distance between neighbouring cards of one group. */
    readonly property real pitch: hand.count <= hand.groupCount ? hand.cardWidth + hand.groupGap
        : Math.min(hand.cardWidth * 0.62,
                   (hand.room - hand.groupCount * hand.cardWidth - (hand.groupCount - 1) * hand.groupGap)
                   / (hand.count - hand.groupCount))
    readonly property real contentWidth: hand.groupCount * hand.cardWidth + (hand.groupCount - 1) * hand.groupGap
                                         + Math.max(0, hand.count - hand.groupCount) * hand.pitch

    signal cardClicked(string code)
    /** A click or a key on a card that cannot be played: ``reason`` is the shown text. */
    signal cardRefused(string code, string reason)

    activeFocusOnTab: true
    Accessible.role: Accessible.List
    //: Accessible name of the player's hand of cards.
    Accessible.name: qsTr("Your hand")

    onCountChanged: {
        hand.currentIndex = Math.max(0, Math.min(hand.currentIndex, hand.count - 1));
        ringLater.restart();
    }
    onRowsChanged: {
        hand.explainedCode = "";
        ringLater.restart();
    }
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
        const index = Hand.firstHinted(hand.count, (index) => hand.cardAt(index)?.modelData.code ?? "", hand.hinted);
        if (index >= 0 && hand.interactive) {
            hand.currentIndex = index;
            hand.ringShown = true;
            hand.explainedCode = "";
        }
    }
    onActiveFocusChanged: if (!hand.activeFocus) hand.explainedCode = ""

    function cardAt(index: int): Item {
        return index >= 0 && index < cards.count ? cards.itemAt(index) : null;
    }

    /** The card slot showing ``code``, or null. */
    function cardOf(code: string): Item {
        for (let i = 0; code !== "" && i < cards.count; ++i) {
            if (cards.itemAt(i)?.modelData.code === code)
                return cards.itemAt(i);
        }
        return null;
    }

    /** On your turn, move the ring onto the first card a lesson marks, else off a card that
        cannot be played onto the nearest that can. */
    function ringPlayable(): void {
        if (hand.interactive)
            hand.currentIndex = Hand.ringTarget(hand.count, hand.currentIndex,
                                                (index) => !(hand.cardAt(index)?.dimmed ?? true),
                                                (index) => LessonMarks.card(hand.cardAt(index)?.modelData.code ?? ""),
                                                (index) => LessonMarks.ring !== ""
                                                           && (hand.cardAt(index)?.modelData.code ?? "") === LessonMarks.ring);
    }

    Connections {
        // A lesson's step marks other cards: the ring goes to the first of them.
        target: LessonMarks
        function onCardsChanged(): void { ringLater.restart(); }
        function onRingChanged(): void { ringLater.restart(); }
    }

    /** Refuse the card at ``index`` (it cannot be played): show why over it, and say so. */
    function refuse(index: int): void {
        const slot = hand.cardAt(index);
        if (slot === null)
            return;
        hand.currentIndex = index;
        hand.explainedCode = slot.modelData.code;
        reasonTip.restart();
        hand.cardRefused(slot.modelData.code, slot.reason);
    }

    /** Move the focus ring by ``step`` cards in row order (clamped at the ends). */
    function moveFocus(step: int): void {
        if (hand.count === 0)
            return;
        hand.currentIndex = Math.max(0, Math.min(hand.count - 1, hand.currentIndex + step));
        hand.explainedCode = "";
    }

    /** Play (or choose) the ringed card, or show why it cannot be played. */
    function activateCurrent(): void {
        const slot = hand.cardAt(hand.currentIndex);
        if (slot === null || !(hand.interactive || hand.restingReason !== ""))
            return;
        if (slot.dimmed || !hand.interactive) {
            hand.refuse(hand.currentIndex);
        } else {
            hand.explainedCode = "";
            hand.cardClicked(slot.modelData.code);
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

    // While cards rise or drop (each card's `Behavior on y`: the turn comes round, a discard is
    // chosen), the strip flies above the window's filter pass (CardTheme.flightOverlay) so that
    // its motion does not re-render the whole table (as HandView's row does while it closes up).
    /** Some card of the hand is rising or dropping. */
    property bool moving: false
    /** The strip is lifted into the flight overlay by this hand (it lands only what it lifted). */
    property bool flying: false
    /** What the strip draws, in its own coordinates: the cards with their shadows, focus rings
        and hover. */
    readonly property rect flightArea: Qt.rect(-12, -Math.round(hand.cardHeight * 0.06) - 8,
                                               strip.width + 24,
                                               strip.height + Math.round(hand.cardHeight * 0.06) + 20)

    // The strip's layer follows what it draws (its size may change in flight).
    onFlightAreaChanged: CardTheme.flightOverlay?.reframe(strip, hand.flightArea)

    function updateMoving(): void {
        let rising = false;
        for (let i = 0; i < cards.count && !rising; ++i)
            rising = cards.itemAt(i)?.rising ?? false;
        hand.moving = rising;
    }

    onMovingChanged: {
        const overlay = CardTheme.flightOverlay;
        if (hand.moving && overlay !== null && strip.parent === hand) {
            overlay.lift(strip, hand, hand.flightArea);
            hand.flying = strip.parent !== hand;
        } else if (!hand.moving && hand.flying) {
            hand.flying = false;
            overlay?.land(strip, hand);
        }
    }

    function xOf(index: int): real {
        let x = 0;
        for (let i = 1; i <= index; ++i)
            x += (hand.rows[i]?.groupStart ?? false) ? hand.cardWidth + hand.groupGap : hand.pitch;
        return x;
    }

    Item {
        id: strip

        objectName: "strip"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        width: hand.contentWidth
        height: hand.cardHeight + hand.labelHeight + hand.lift
        // Kept when the strip is lifted out of the mirrored page for a move (see `moving`).
        LayoutMirroring.enabled: hand.mirrored
        LayoutMirroring.childrenInherit: true

        Repeater {
            id: cards

            model: hand.rows
            // A card destroyed while it moved (the rows changed) stops no animation it could
            // report: look again once the new cards are in.
            onItemRemoved: Qt.callLater(hand.updateMoving)

            Item {
                id: slot

                required property int index
                required property var modelData
                readonly property bool lifted: hand.interactive && (slot.modelData.legal || slot.modelData.selected)
                readonly property bool dimmed: hand.interactive && !slot.modelData.legal && !slot.modelData.selected
                readonly property string reason: !hand.interactive ? hand.restingReason
                    : slot.dimmed ? hand.reasonText(slot.modelData.refusal ?? "") || qsTr("This card cannot be played now.")
                    : ""

                objectName: "card_" + slot.modelData.code
                x: LayoutMirroring.enabled ? strip.width - hand.xOf(slot.index) - hand.cardWidth : hand.xOf(slot.index)
                y: hand.labelHeight + hand.lift - (slot.lifted ? Math.round(hand.lift * (slot.modelData.selected ? 1 : 0.5)) : 0)
                // Mirrored, each card lies under its left neighbour so its top-left index stays in view.
                z: LayoutMirroring.enabled ? hand.count - slot.index : slot.index
                width: hand.cardWidth
                height: hand.cardHeight

                /** Rising or dropping, or its card's veil fading (see the hand's `moving`). */
                readonly property bool rising: rise.running || face.moving

                // The turn came or went: an old note goes, the ring moves onto a card that may
                // be played.
                onDimmedChanged: {
                    hand.explainedCode = "";
                    ringLater.restart();
                }
                // Lifted at once as a card starts to move, landed once none moves.
                onRisingChanged: if (slot.rising) hand.moving = true;
                                 else Qt.callLater(hand.updateMoving)

                Behavior on y { NumberAnimation { id: rise; duration: CardTheme.durationShort } }

                CardView {
                    id: face

                    anchors.fill: parent
                    code: slot.modelData.code
                    pack: "minchiate"
                    interactive: hand.interactive
                    refusable: !hand.interactive && hand.restingReason !== ""
                    highlighted: hand.hinted.indexOf(slot.modelData.code) >= 0
                    selected: slot.modelData.selected
                    dimmed: slot.dimmed
                    reason: slot.reason
                    focusRing: (hand.interactive || !face.refusable || hand.restingRing)
                               && hand.activeFocus && hand.ringShown && hand.currentIndex === slot.index
                    onClicked: {
                        hand.currentIndex = slot.index;
                        hand.ringShown = false;
                        hand.explainedCode = "";
                        hand.forceActiveFocus(Qt.MouseFocusReason);  // the keys follow the mouse here
                        hand.cardClicked(slot.modelData.code);
                    }
                    onRefused: {
                        hand.ringShown = false;
                        hand.refuse(slot.index);
                    }
                }
            }
        }
    }

    Item {
        // The group labels, over the strip and outside it: they stay in the filter pass's capture
        // while the cards fly (text drawn into a transparent layer loses its subpixel
        // antialiasing, so a lifted label would change its look). Placed as the strip is.
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        width: strip.width
        height: strip.height

        Repeater {
            // A label over the first card of each group.
            model: hand.rows

            Text {
                id: groupLabel

                required property int index
                required property var modelData
                readonly property var info: hand.groups.find(g => g.group === modelData.group) ?? ({count: 0})

                objectName: "groupLabel"
                visible: modelData.groupStart
                x: LayoutMirroring.enabled ? strip.width - hand.xOf(index) - width : hand.xOf(index)
                y: 0
                width: hand.cardWidth + Math.max(0, info.count - 1) * hand.pitch
                // Over a narrow group the suit's name is shortened, never its count (newcomer
                // #36: a lone Baton's label read "چوب‌دستی‌ها…" in Persian at 1024×640).
                //: Label over a group of cards in the hand: the suit (or Trumps) and how many.
                text: qsTr("%1 %2").arg(nameFit.elidedText).arg(Format.num(info.count))
                color: CardTheme.textOnFeltMuted
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
                elide: Text.ElideRight

                TextMetrics {
                    id: countFit

                    font: groupLabel.font
                    text: " " + Format.num(groupLabel.info.count)
                }
                TextMetrics {
                    id: nameFit

                    font: groupLabel.font
                    text: hand.groupName(groupLabel.modelData.group)
                    elide: Qt.ElideRight
                    elideWidth: Math.max(groupLabel.font.pixelSize, groupLabel.width - countFit.advanceWidth - 3)
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
        // A card shows its left strip when the card to its right on screen is of its group (it
        // lies over it), all of itself at the right end of its group.
        shownWidth: {
            const slot = reasonTip.card;
            if (slot === null)
                return 0;
            const right = hand.mirrored ? slot.index - 1 : slot.index + 1;
            const covered = right >= 0 && right < hand.count
                && !(hand.mirrored ? slot.modelData.groupStart : hand.rows[right].groupStart);
            return covered ? Math.min(hand.cardWidth, hand.pitch) : hand.cardWidth;
        }
        gap: Math.round(hand.cardHeight * 0.12)  // clear of the raised neighbours
        ceiling: strip.y  // above the group labels (newcomer #18: the note hid "Batons 3")
        onExpired: hand.explainedCode = ""
    }
}
