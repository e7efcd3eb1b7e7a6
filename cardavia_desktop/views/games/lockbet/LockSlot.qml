// The place of one player's locked card: empty, then the card face down, then flipped face up
// at the reveal. The owner's own locked card shows a small reminder of it (its index) on it.
pragma ComponentBehavior: Bound

import QtQuick

import cards

Item {
    id: slot

    /** The card once it is known to this view ("" while hidden). */
    property string code: ""
    /** A card lies here (locked). */
    property bool occupied: false
    /** Face up: the reveal. */
    property bool revealed: false
    /** The owner's own card, known before the reveal (shown small beside the back). */
    property string peek: ""
    property string caption: ""
    property bool winner: false
    property real cardWidth: 90
    /** The width the caption wraps in (0: one line as wide as its words). */
    property real captionWidth: 0
    /** The caption's width on one line. */
    readonly property real captionNatural: captionText.implicitWidth

    // (the caption too: a long one, e.g. Persian's "the AI's card", lay over its neighbours)
    implicitWidth: Math.max(slot.cardWidth, captionText.width)
    Accessible.role: Accessible.Graphic
    Accessible.name: slot.caption
    Accessible.description: slot.revealed ? "" : slot.occupied
                            //: A locked card, not yet shown.
                            ? qsTr("locked face down")
                            //: The place for a locked card, still empty.
                            : qsTr("empty")
    implicitHeight: Math.round(slot.cardWidth * CardTheme.cardAspect) + captionText.height + slot.captionGap
    /** Between the card and its caption: clear of a lesson's halo around the card. */
    readonly property int captionGap: CardTheme.markReach(slot.cardWidth)

    // While the card is laid down (its scale) or turned over (the reveal) and the winner's glow
    // fades in, the place flies above the window's filter pass (CardTheme.flightOverlay) so that
    // the motion does not re-render the whole table; it lands when all of it stopped.
    /** The locked card is being laid down or turned over, or the glow fades. */
    readonly property bool moving: layDown.running || turnOver.running || glowFade.running
    /** The place is lifted into the flight overlay by this slot (it lands only what it lifted). */
    property bool flying: false

    onMovingChanged: {
        const overlay = CardTheme.flightOverlay;
        if (slot.moving && overlay !== null && place.parent === slot) {
            // The card with its shadow, the glow, your small reminder card beside it; turned,
            // the card's near edge grows by the perspective.
            const edge = Math.round(slot.cardWidth * 0.25) + 8;
            overlay.lift(place, slot, Qt.rect(-edge, -edge, place.width + 2 * edge,
                                              place.height + 2 * edge));
            slot.flying = place.parent !== slot;
        } else if (!slot.moving && slot.flying) {
            slot.flying = false;
            overlay?.land(place, slot);
        }
    }

    Rectangle {
        id: place

        width: slot.cardWidth
        height: Math.round(slot.cardWidth * CardTheme.cardAspect)
        radius: 6
        color: "transparent"
        border.color: Qt.rgba(1, 1, 1, 0.18)
        border.width: 1
        anchors.horizontalCenter: parent.horizontalCenter

        Rectangle {
            // The winner's glow around the revealed card (beneath the place's edge).
            z: -1
            anchors.fill: parent
            anchors.margins: -6
            radius: 10
            color: Qt.rgba(0.91, 0.81, 0.61, 0.18)
            border.color: CardTheme.accentLight
            border.width: 2
            opacity: slot.winner ? 1 : 0
            visible: opacity > 0

            Behavior on opacity { NumberAnimation { id: glowFade; duration: CardTheme.durationLong } }
        }

        Item {
            // The locked card, turned over at the reveal: a turn about its vertical axis, each
            // side shown while it faces the viewer (as a Flipable does, but with plain items: a
            // Flipable drawn into a layer keeps the side it showed when it was lifted, and this
            // card flies in the overlay while it turns).
            id: flip

            /** Past a quarter turn: the face is towards the viewer. */
            readonly property bool faceShown: turn.angle > 90

            objectName: slot.objectName + "Card"
            anchors.fill: parent
            visible: slot.occupied
            scale: slot.occupied ? 1 : 0.85

            Behavior on scale { NumberAnimation { id: layDown; duration: CardTheme.duration; easing.type: Easing.OutCubic } }

            CardBack {
                anchors.fill: parent
                visible: !flip.faceShown
            }
            CardView {
                anchors.fill: parent
                visible: flip.faceShown
                code: slot.code
                pack: "french"
                // Seen through the turned card: mirrored back, so that it reads the right way.
                transform: Scale { origin.x: flip.width / 2; xScale: -1 }
            }

            transform: Rotation {
                id: turn

                origin.x: flip.width / 2
                origin.y: flip.height / 2
                axis { x: 0; y: 1; z: 0 }
                angle: slot.revealed && slot.code !== "" ? 180 : 0

                Behavior on angle { NumberAnimation { id: turnOver; duration: CardTheme.durationLong * 1.4; easing.type: Easing.InOutCubic } }
            }
        }

        Rectangle {
            // Your own locked card, a reminder only you see: its corner index, large enough to
            // read, inside the face-down card's corner (newcomer #39: a tilted miniature over
            // the slot's edge looked like a stray card; #40: its index could not be read).
            id: peekTag

            readonly property string printed: slot.peek.split(".")[0]  // a shoe copy's suffix is not printed
            readonly property real size: Math.max(12, Math.round(slot.cardWidth * 0.26))

            objectName: "lockPeek"
            visible: slot.peek !== "" && slot.occupied && !slot.revealed
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: Math.max(2, slot.cardWidth * 0.06)
            width: peekRow.implicitWidth + peekTag.size * 0.5
            height: peekRow.implicitHeight + peekTag.size * 0.3
            radius: Math.max(3, peekTag.size * 0.25)
            color: CardTheme.paper
            border.color: CardTheme.accentLight
            Accessible.role: Accessible.StaticText
            Accessible.name: CardNames.card("french", peekTag.printed)

            Row {
                id: peekRow

                LayoutMirroring.enabled: false  // an index reads as on a card's face: "10♥"
                anchors.centerIn: parent
                spacing: 1

                Text {
                    text: CardNames.index("french", peekTag.printed.substring(1))
                    color: CardTheme.ink
                    font.family: CardTheme.fontFamily
                    font.pixelSize: peekTag.size
                    font.bold: true
                }
                SuitPip {
                    anchors.verticalCenter: parent.verticalCenter
                    width: peekTag.size * 0.85
                    height: peekTag.size * 0.85
                    pack: "french"
                    suit: peekTag.printed.charAt(0)
                }
            }
        }
    }

    Text {
        id: captionText

        objectName: "lockCaption"
        // Below the place (not anchored to it: the place flies in the overlay while it moves).
        y: place.height + slot.captionGap
        anchors.horizontalCenter: parent.horizontalCenter
        width: slot.captionWidth > 0 ? Math.min(slot.captionWidth, implicitWidth) : implicitWidth
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        text: slot.caption
        // the winner's caption in the accent colour, not bold: a bold "Your card" took a second
        // line at the reveal, and its width the locked cards' room (newcomer #40)
        color: slot.winner ? CardTheme.accentLight : CardTheme.textOnFeltMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
    }
}
