// The face-up cards on the table, in the order they were laid out. While a capture is being
// chosen, the cards of the open options are edged in gold and clickable, the rest veiled;
// everything a card may do comes from the board's model (derived from the legal actions).
// Remembers where each card lay, so a captured card can fly from there into a pile.
pragma ComponentBehavior: Bound

import QtQuick

import cards

Item {
    id: area

    /** The board's table model: roles code, selectable, chosen. */
    property alias model: repeater.model
    /** A capture is being chosen (cards outside every open option are veiled). */
    property bool choosing: false
    /** Cards to lift (the option under the pointer). */
    property var preview: []
    /** The last card played: {seat, card}; a card placed by it slides in from that side. */
    property var lastPlay: ({})
    property real maxCardWidth: 100
    property real speed: 1.0
    /** Ring the lifted cards (a capture chosen with the keyboard). */
    property bool ringPreview: false
    readonly property int count: repeater.count
    readonly property real gapFactor: 0.16
    readonly property real cardWidth: Math.max(36, Math.min(area.maxCardWidth,
        area.count > 0 ? area.width / (area.count + (area.count - 1) * area.gapFactor) : area.maxCardWidth))
    /** code -> centre of the card, in this item's coordinates (kept after the card left). */
    property var spots: ({})

    signal cardClicked(string code)

    Accessible.role: Accessible.List
    //: Accessible name of the face-up cards on the Scopa table.
    Accessible.name: qsTr("Cards on the table")

    /** The spoken names of the cards on the table, in their order. */
    function cardNames(): list<string> {
        const names = [];
        for (let i = 0; i < repeater.count; ++i)
            names.push(repeater.itemAt(i)?.Accessible.name ?? "");
        return names;
    }

    /** Where ``code`` lies or last lay, in ``target``'s coordinates (the centre if unknown). */
    function spotOf(code: string, target: Item): point {
        const spot = area.spots[code] ?? Qt.point(area.width / 2, area.height / 2);
        return area.mapToItem(target, spot.x, spot.y);
    }

    function remember(item: Item, code: string): void {
        const centre = item.mapToItem(area, item.width / 2, item.height / 2);
        area.spots[code] = Qt.point(centre.x, centre.y);
    }

    function rememberAll(): void {
        for (const child of row.children) {
            if (child.code)
                area.remember(child, child.code);
        }
    }

    /** A small, stable tilt per card: cards laid by hand are never perfectly straight. */
    function tilt(code: string): real {
        let h = 0;
        for (let i = 0; i < code.length; ++i)
            h = (h * 31 + code.charCodeAt(i)) % 97;
        return (h % 7 - 3) * 0.8;
    }

    /** Cards of the row in motion (closing up, or a placed card sliding in). */
    property int moving: 0

    function countMoving(): void {
        let n = closeWatch.moving ? 1 : 0;
        for (let i = 0; i < repeater.count; ++i)
            n += repeater.itemAt(i)?.entering ? 1 : 0;
        area.moving = n;
    }

    MoveWatch {
        id: closeWatch

        transition: closeUp
        interval: Math.round(CardTheme.duration / area.speed) + 250
        onMovingChanged: area.countMoving()
    }

    /** What the row draws, in its own coordinates: the row, a placed card's slide from either
        side, tilts, lifts and shadows. */
    readonly property rect flightArea: {
        const side = Math.round(area.cardWidth * 0.3) + 8;
        const reach = Math.round(area.height * 0.9 + area.cardWidth * 0.3) + 8;
        return Qt.rect(-side, -reach, row.width + 2 * side, row.height + 2 * reach);
    }

    // While cards move, the row flies above the window's filter pass (CardTheme.flightOverlay)
    // so that their motion does not re-render the whole table.
    onMovingChanged: {
        const overlay = CardTheme.flightOverlay;
        if (overlay === null)
            return;
        if (area.moving > 0)
            overlay.lift(row, area, area.flightArea);
        else
            overlay.land(row, area);
    }
    // A card comes or goes while the row flies: its layer follows what it draws.
    onFlightAreaChanged: CardTheme.flightOverlay?.reframe(row, area.flightArea)

    Row {
        id: row

        anchors.centerIn: parent
        spacing: Math.round(area.cardWidth * area.gapFactor)
        // Kept when the row is lifted out of the mirrored page for a move (see `moving`).
        LayoutMirroring.enabled: area.LayoutMirroring.enabled
        LayoutMirroring.childrenInherit: true

        move: Transition {
            id: closeUp

            NumberAnimation { properties: "x"; duration: Math.round(CardTheme.duration / area.speed); easing.type: Easing.OutCubic }
        }
        onXChanged: area.rememberAll()

        Repeater {
            id: repeater

            onItemRemoved: Qt.callLater(area.countMoving)

            delegate: CardView {
                id: tableCard

                required property var model
                readonly property bool inPreview: area.preview.indexOf(tableCard.model.code) >= 0
                readonly property bool selectable: tableCard.model.selectable ?? false
                readonly property bool chosen: tableCard.model.chosen ?? false
                readonly property bool entering: enter.running

                objectName: "table_" + tableCard.model.code
                code: tableCard.model.code
                pack: "french"
                width: area.cardWidth
                rotation: area.tilt(tableCard.model.code)
                interactive: tableCard.selectable
                highlighted: tableCard.chosen || (area.choosing && tableCard.selectable)
                lifted: tableCard.chosen || tableCard.inPreview
                focusRing: area.ringPreview && tableCard.inPreview
                dimmed: area.choosing && !tableCard.selectable && !tableCard.chosen
                transform: Translate { id: shift }

                onEnteringChanged: area.countMoving()
                onClicked: area.cardClicked(tableCard.model.code)
                onXChanged: area.remember(tableCard, tableCard.model.code)
                onWidthChanged: area.remember(tableCard, tableCard.model.code)

                Component.onCompleted: {
                    area.remember(tableCard, tableCard.model.code);
                    if (area.lastPlay.card === tableCard.model.code) {
                        shift.y = (area.lastPlay.seat === 0 ? 1 : -1) * area.height * 0.9;
                        tableCard.opacity = 0;
                        enter.start();
                    }
                }

                ParallelAnimation {
                    id: enter
                    NumberAnimation { target: shift; property: "y"; to: 0; duration: Math.round(CardTheme.durationLong / area.speed); easing.type: Easing.OutCubic }
                    NumberAnimation { target: tableCard; property: "opacity"; to: 1; duration: Math.round(CardTheme.duration / area.speed) }
                }
            }
        }
    }

    onWidthChanged: Qt.callLater(area.rememberAll)
    onHeightChanged: Qt.callLater(area.rememberAll)
}
