// Cards in motion over the table, from a step's events: a capturing card flies from the
// player's side onto the cards it takes, they rest a moment edged in gold, then all of them
// sweep into the capturer's pile; cards left on the table at the end sweep to the last
// capturer. Purely visual: the models already hold the new state. Never takes input.
pragma ComponentBehavior: Bound

import QtQuick

import cards

Item {
    id: layer

    required property TableCards tableCards
    /** Per seat: the item cards fly from (the hand), and the pile they fly to. */
    required property list<Item> hands
    required property list<CapturePile> piles
    property real speed: 1.0
    readonly property int moveMs: Math.round(320 * CardTheme.motion / layer.speed)
    readonly property int holdMs: Math.round(520 / layer.speed)
    readonly property int sweepMs: Math.round(460 * CardTheme.motion / layer.speed)

    /** How long the flights of ``events`` take (the score sheet waits for them). */
    function duration(events: var): int {
        let total = 0;
        for (const e of events) {
            if (e.type === "capture")
                total += layer.moveMs + layer.holdMs;
            else if (e.type === "leftovers" && e.cards.length > 0)
                total += layer.sweepMs + layer.holdMs;
        }
        return total > 0 ? total + layer.sweepMs : 0;
    }

    /** Animate the captures of a step (events are data: play, capture, place, leftovers…). */
    function show(events: var): void {
        let wait = 0;
        for (const e of events) {
            if (e.type === "capture") {
                layer.capture(e.seat, e.card, e.cards, wait);
                wait += layer.moveMs + layer.holdMs;
            } else if (e.type === "leftovers" && e.cards.length > 0) {
                layer.sweep(e.seat, e.cards, wait + layer.sweepMs);
            }
        }
    }

    /** A flying card (`flyer` with `properties`), lifted above the window's filter pass for its
     *  flight (CardTheme.flightOverlay) so that its motion does not re-render the whole table. */
    function launch(properties: var): void {
        const flight = flyer.createObject(layer, properties);
        const overlay = CardTheme.flightOverlay;
        if (overlay !== null) {
            const w = flight.cardWidth;
            const h = Math.round(w * CardTheme.cardAspect);
            // The card around its centre, with its shadow and gold edge.
            overlay.lift(flight, layer, Qt.rect(-w / 2 - 4, -h / 2 - 4, w + 10, h + 14));
        }
    }

    function handPoint(seat: int): point {
        const hand = layer.hands[seat];
        return hand.mapToItem(layer, hand.width / 2, seat === 0 ? hand.height * 0.6 : hand.height / 2);
    }

    function pilePoint(seat: int): point {
        const pile = layer.piles[seat];
        return pile.mapToItem(layer, pile.target.x, pile.target.y);
    }

    function capture(seat: int, card: string, taken: var, wait: int): void {
        const w = layer.tableCards.cardWidth;
        let cx = 0;
        let cy = 0;
        for (const code of taken) {
            const spot = layer.tableCards.spotOf(code, layer);
            cx += spot.x / taken.length;
            cy += spot.y / taken.length;
        }
        const to = layer.pilePoint(seat);
        const endScale = layer.piles[seat].cardWidth / w;
        taken.forEach((code, i) => {
            const spot = layer.tableCards.spotOf(code, layer);
            layer.launch({ code: code, cardWidth: w, from: spot, via: spot, to: to,
                           waitMs: wait, moveMs: 0, holdMs: layer.moveMs + layer.holdMs,
                           endScale: endScale, z: i });
        });
        const landing = Qt.point(cx + w * 0.3, cy + (seat === 0 ? 1 : -1) * w * 0.35);
        layer.launch({ code: card, cardWidth: w, from: layer.handPoint(seat), via: landing,
                       to: to, waitMs: wait, moveMs: layer.moveMs, holdMs: layer.holdMs,
                       endScale: endScale, z: taken.length + 1, glow: false });
    }

    function sweep(seat: int, cards: var, wait: int): void {
        const w = layer.tableCards.cardWidth;
        const to = layer.pilePoint(seat);
        cards.forEach((code, i) => {
            const spot = layer.tableCards.spotOf(code, layer);
            // They left the table's model already: they stay in view until they go.
            layer.launch({ code: code, cardWidth: w, from: spot, via: spot, to: to,
                           waitMs: wait, moveMs: 0, holdMs: layer.holdMs,
                           endScale: layer.piles[seat].cardWidth / w, z: i,
                           opacity: 1, glow: false });
        });
    }

    Component {
        id: flyer

        Item {
            id: flight

            objectName: "flyingCard"
            property string code
            property real cardWidth: 80
            property point from
            property point via
            property point to
            property int waitMs: 0
            property int moveMs: 0
            property int holdMs: 0
            property real endScale: 0.5
            property bool glow: true

            x: flight.from.x
            y: flight.from.y
            // The card's size, growing from its centre (the origin) as the card is centred on it:
            // a lifted flight's filter is drawn only for an item of some size.
            width: flight.cardWidth
            height: Math.round(flight.cardWidth * CardTheme.cardAspect)
            transformOrigin: Item.TopLeft
            opacity: 0

            CardView {
                x: -width / 2
                y: -height / 2
                width: flight.cardWidth
                code: flight.code
                pack: "french"
                highlighted: flight.glow
            }

            SequentialAnimation {
                running: true
                // Gone at the end of its flight. A handler, not a ScriptAction: a flight lifted
                // into the window's overlay outlives its table's QML context until Qt deletes
                // it, and a ScriptAction reached then printed "QQmlExpression: Attempted to
                // evaluate an expression in an invalid context" (a handler is skipped silently).
                onFinished: flight.destroy()

                PauseAnimation { duration: flight.waitMs }
                PropertyAction { target: flight; property: "opacity"; value: 1 }
                ParallelAnimation {
                    NumberAnimation { target: flight; property: "x"; to: flight.via.x; duration: flight.moveMs; easing.type: Easing.OutCubic }
                    NumberAnimation { target: flight; property: "y"; to: flight.via.y; duration: flight.moveMs; easing.type: Easing.OutCubic }
                }
                PauseAnimation { duration: flight.holdMs }
                ParallelAnimation {
                    NumberAnimation { target: flight; property: "x"; to: flight.to.x; duration: layer.sweepMs; easing.type: Easing.InOutCubic }
                    NumberAnimation { target: flight; property: "y"; to: flight.to.y; duration: layer.sweepMs; easing.type: Easing.InOutCubic }
                    NumberAnimation { target: flight; property: "scale"; to: flight.endScale; duration: layer.sweepMs }
                    SequentialAnimation {
                        PauseAnimation { duration: Math.round(layer.sweepMs * 0.7) }
                        NumberAnimation { target: flight; property: "opacity"; to: 0; duration: Math.round(layer.sweepMs * 0.3) }
                    }
                }
            }
        }
    }
}
