// A hand of cards in a row sized to the space it gets: spread out when there is room,
// overlapping when not, optionally fanned. Mirrors under LayoutMirroring.
pragma ComponentBehavior: Bound

import QtQuick

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
    readonly property int count: repeater.count
    readonly property bool mirrored: LayoutMirroring.enabled
    readonly property real cardWidth: Math.max(40, Math.min(hand.maxCardWidth,
                                                          hand.height / (CardTheme.cardAspect * 1.2)))
    readonly property real cardHeight: Math.round(hand.cardWidth * CardTheme.cardAspect)
    readonly property real gap: Math.round(hand.cardWidth * 0.12)
    /** Distance between the left edges of neighbouring cards. */
    readonly property real pitch: hand.count < 2 ? 0
        : Math.min(hand.cardWidth + hand.gap, (hand.width - hand.cardWidth) / (hand.count - 1))

    signal cardClicked(string code)

    Row {
        id: row

        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        spacing: hand.pitch - hand.cardWidth

        move: Transition {
            NumberAnimation { properties: "x"; duration: CardTheme.duration; easing.type: Easing.OutCubic }
        }

        Repeater {
            id: repeater

            delegate: CardView {
                id: delegate

                required property int index
                /** The row's roles: `code`, and optionally `playable`, `canMarry`. */
                required property var model
                readonly property bool playable: delegate.model.playable ?? true
                readonly property bool canMarry: delegate.model.canMarry ?? false
                /** The card whose capture is being chosen (capturing games). */
                readonly property bool selected: delegate.model.selected ?? false

                code: delegate.model.code
                objectName: "card_" + delegate.model.code
                // Lifted cards on top; mirrored, each card lies under its left neighbour so the
                // visible strip still shows the top-left index.
                z: (delegate.lifted ? 1000 : 0) + (hand.mirrored ? hand.count - delegate.index : 0)
                width: hand.cardWidth
                pack: hand.pack
                interactive: hand.interactive
                lifted: hand.interactive && delegate.playable
                dimmed: hand.interactive && !delegate.playable
                highlighted: hand.interactive && (delegate.canMarry || delegate.selected)
                rotation: hand.fanned
                          ? (delegate.index - (hand.count - 1) / 2) * hand.fanStep * (hand.mirrored ? -1 : 1)
                          : 0
                transformOrigin: Item.Bottom
                onClicked: hand.cardClicked(delegate.model.code)
            }
        }
    }
}
