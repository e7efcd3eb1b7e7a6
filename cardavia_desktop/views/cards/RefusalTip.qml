// Why a card cannot be played, in a note over that card, after a refused click or key (the
// hands' one note: HandView, Minchiate's GroupedHand). A plain item, not a Popup, so the window's
// filter pass covers it like everything else. Placed over the card's top edge and kept inside the
// window (a card at the end of a long hand, a narrow window); it goes after a few seconds.
pragma ComponentBehavior: Bound

import QtQuick

Rectangle {
    id: tip

    /** The hand the note belongs to (its parent: the note is placed in its coordinates). */
    required property Item hand
    /** The card explained (its `reason` is the text), or null for no note. */
    property Item card: null
    /** How much of the card shows from its left edge (a hand's neighbour covers the rest): the
        note is centred over that strip. */
    property real shownWidth: tip.card?.width ?? 0
    /** The gap between the note and the card's top edge. */
    property real gap: 8
    /** A line in the hand the note stays above (Minchiate's group labels), or none. */
    property real ceiling: Infinity
    readonly property real margin: CardTheme.spacingSmall
    readonly property real widest: Math.max(120, Math.min(360, tip.Window.width - 2 * tip.margin))
    /** The middle of the top edge of the card's strip in view, in the hand (rotation and lift
        included). */
    readonly property point anchor: {
        tip.hand.width; tip.hand.height; tip.visible;  // re-placed when the hand or note changes
        return tip.card === null ? Qt.point(0, 0)
            : tip.card.mapToItem(tip.hand, Math.min(tip.shownWidth, tip.card.width) / 2, 0);
    }
    /** The hand's top-left corner in the window (the note stays inside the window). */
    readonly property point origin: {
        tip.hand.width; tip.hand.height; tip.visible; tip.Window.width; tip.Window.height;
        return tip.hand.mapToItem(null, 0, 0);
    }

    /** The note timed out: the hand forgets the explained card. */
    signal expired()

    objectName: "refusalTip"
    visible: tip.card !== null && (tip.card.reason ?? "") !== ""
    z: 5000
    width: Math.min(tipText.implicitWidth + 2 * CardTheme.spacing, tip.widest)
    height: tipText.implicitHeight + CardTheme.spacingSmall * 1.5
    x: Math.max(tip.margin - tip.origin.x,
                Math.min(tip.anchor.x - tip.width / 2, tip.Window.width - tip.origin.x - tip.margin - tip.width))
    y: Math.max(tip.margin - tip.origin.y,
                Math.min(tip.anchor.y - tip.gap, tip.ceiling - 2) - tip.height)
    radius: 6
    color: CardTheme.ink
    border.color: CardTheme.focus
    Accessible.role: Accessible.ToolTip
    Accessible.name: tipText.text

    /** Show the note again for its full time (the same card refused once more). */
    function restart(): void {
        hideTip.restart();
    }

    onVisibleChanged: if (tip.visible) hideTip.restart()
    onCardChanged: if (tip.visible) hideTip.restart()

    Text {
        id: tipText

        anchors.centerIn: parent
        width: Math.min(implicitWidth, tip.widest - 2 * CardTheme.spacing)
        text: tip.card?.reason ?? ""
        color: CardTheme.paper
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontBody
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
    }

    Timer {
        id: hideTip

        interval: 6000
        onTriggered: tip.expired()
    }
}
