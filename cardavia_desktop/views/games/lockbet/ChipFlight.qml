// Chips on the move: a short stack slides from one place to another (a bet into the middle,
// the pot to its winner) and fades into the stack it joins. Purely a view of what happened.
pragma ComponentBehavior: Bound

import QtQuick

import cards

Item {
    id: layer

    property real speed: 1
    property real chipWidth: 30
    readonly property int moveMs: Math.round(CardTheme.durationLong * 1.3 / layer.speed)
    readonly property int fadeMs: Math.round(CardTheme.duration / layer.speed)
    /** The game whose steps' chips fly (its ``stepped`` events), and where they fly: each
        seat's box, bet and chips' colour (you first), and the pot. */
    property QtObject game: null
    property list<Item> boxes
    property list<Item> bets
    property list<color> colors
    property Item pot: null
    property color potColor: "#d9a441"

    /** Fly what a step's ``events`` moved: a bet or a call to its bet, an ante into the pot,
        the pot to its winner. */
    function follow(events: var): void {
        for (const e of events) {
            if (["bet", "raise", "allin", "call"].indexOf(e.type) >= 0)
                layer.fly(layer.boxes[e.seat], layer.bets[e.seat], e.amount, layer.colors[e.seat]);
            else if (e.type === "ante")
                layer.fly(layer.boxes[e.seat], layer.pot, e.amount, layer.colors[e.seat]);
            else if (e.type === "pot" && e.winner !== null)
                layer.fly(layer.pot, layer.boxes[e.winner], e.pot, layer.potColor);
        }
    }

    Connections {
        target: layer.game

        function onStepped(events: var): void { layer.follow(events); }
    }

    /** Fly ``count`` chips (drawn as up to five) of ``color`` from ``source`` to ``target``.
     *  Nothing flies with reduced motion: a flight of no duration would end (and try to
     *  destroy itself) while it is still being created, which QML refuses, so it stayed. */
    function fly(source: Item, target: Item, count: int, color: color): void {
        if (source === null || target === null || count <= 0 || !layer.visible
                || layer.moveMs + layer.fadeMs <= 0)
            return;
        const from = source.mapToItem(layer, source.width / 2, source.height / 2);
        const to = target.mapToItem(layer, target.width / 2, target.height / 2);
        const chips = flight.createObject(layer, {
            startX: from.x - layer.chipWidth / 2, startY: from.y,
            endX: to.x - layer.chipWidth / 2, endY: to.y,
            chips: Math.min(count, 5), chipColor: color
        });
        // Above the window's filter pass for the flight (CardTheme.flightOverlay), so that it
        // does not re-render the whole table: the stack, which rises above the item.
        const rise = Math.ceil(Math.min(count, 5) * layer.chipWidth * 0.16) + 4;
        CardTheme.flightOverlay?.lift(chips, layer, Qt.rect(-4, -rise, layer.chipWidth + 8,
                                                            layer.chipWidth + rise + 4));
    }

    Component {
        id: flight

        Item {
            id: moving

            property real startX
            property real startY
            property real endX
            property real endY
            property int chips: 1
            property color chipColor: "#b8322b"

            x: moving.startX
            y: moving.startY
            width: layer.chipWidth
            height: layer.chipWidth

            Repeater {
                model: moving.chips

                Rectangle {
                    required property int index
                    y: -moving.index * layer.chipWidth * 0.16
                    width: layer.chipWidth
                    height: Math.round(layer.chipWidth * 0.42)
                    radius: height / 2
                    color: moving.chipColor
                    border.color: Qt.darker(moving.chipColor, 1.4)
                }
            }

            SequentialAnimation {
                running: true
                // Gone at the end of its flight; a handler, not a ScriptAction, which printed
                // "invalid context" when the table closed during a lifted flight (FlightLayer).
                onFinished: moving.destroy()

                ParallelAnimation {
                    NumberAnimation {
                        target: moving; property: "x"; to: moving.endX
                        duration: layer.moveMs
                        easing.type: Easing.InOutCubic
                    }
                    NumberAnimation {
                        target: moving; property: "y"; to: moving.endY
                        duration: layer.moveMs
                        easing.type: Easing.InOutCubic
                    }
                }
                NumberAnimation {
                    target: moving; property: "opacity"; to: 0
                    duration: layer.fadeMs
                }
            }
        }
    }
}
