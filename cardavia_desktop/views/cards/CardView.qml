// One playing card, face or back: the art pipeline's image of its code (faces.js maps a card to
// its file; Qt renders each face once per size and device pixel ratio and keeps it cached), with
// the corner index of a suit card printed over it in the player's language (CardNames.index).
// States: highlighted (gold edge), selected (a thick brass band, a check, a higher rise),
// marked by a lesson (LessonMarks: a bright glowing edge, and the lesson's arrow pointing at it,
// wherever it lies), dimmed (veiled: a click on it is refused, never passed to the card beneath),
// lifted (raised). The card takes the pointer exactly where it is drawn (its
// raised place when lifted), so in an overlapping hand each card's visible part is its own.
// The face is never mirrored: a real card reads the same in right-to-left layouts.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic

import Cardavia

import "faces.js" as Faces
import "suits.js" as Suits

Item {
    id: card

    /** Card code, suit first: "HA", "S10", "EU"; a copy suffix (".1", ".2" in a two-deck
        shoe) is not printed. */
    property string code
    /** Pack the code belongs to (suit symbols, rank labels, trump subjects): "german",
        "french", "tarot" (the Tarocco Piemontese of Piedicavallo) or "minchiate" (Italian suits
        S B C D, courts K Q N J, trumps "T1"… and "MATTO"). */
    property string pack: "german"
    property bool faceUp: true
    property bool highlighted: false
    /** A guided lesson's step points at this card (LessonMarks): glow and arrow. */
    readonly property bool marked: card.faceUp && LessonMarks.card(card.code)
    property bool dimmed: false
    property bool lifted: false
    /** Chosen (a discard being picked, the card whose capture is chosen): a thick brass band, a
        check in its lower corner and, lifted, a higher rise — seen at once, unlike the hint's
        thin edge. */
    property bool selected: false
    /** Clicks are taken only when interactive: `clicked` on a card that may be played,
        `refused` on a dimmed one. */
    property bool interactive: false
    /** Not interactive, but a click is taken and refused (`refused`: its hand says why nothing
        plays now, e.g. Lock & Bet's kept card in the betting round). */
    property bool refusable: false
    property bool shadow: true
    /** The keyboard's place in the hand: a ring around the card. */
    property bool focusRing: false
    /** Why the card cannot be played now (shown by the hand when a click or a key is refused). */
    property string reason: ""

    readonly property string printed: code.split(".")[0]
    readonly property string suit: printed.length > 0 ? printed.charAt(0) : ""
    readonly property string rank: printed.length > 1 ? printed.substring(1) : ""
    readonly property color ink: Suits.ink(card.pack, card.suit, AppSettings.fourColour)
    /** A tarot trump or the Matto: its number (or star) and subject are in the image. */
    readonly property bool trumpFace: (card.pack === "tarot" || card.pack === "minchiate")
                                      && (card.printed === "MATTO" || /^T\d+$/.test(card.printed))
    /** The corner index as this pack prints it in the player's language (CardNames). */
    readonly property string label: CardNames.index(card.pack, card.rank)
    /** A trump's traditional name ("The World"), shown as its tooltip and told to screen readers. */
    readonly property string trumpName: card.trumpFace ? CardNames.trump(card.pack, card.printed) : ""
    /** The generated image of this face (in four-colour mode when the player chose it). */
    readonly property url faceSource: card.code === "" ? ""
                                      : Faces.face(card.pack, card.code, AppSettings.fourColour)
    readonly property bool hovered: mouse.containsMouse && card.interactive && !card.dimmed
    readonly property real cornerRadius: Math.max(3, card.width * 0.07)
    /** Its rise (lifted, hovered) or its veil (dimmed) is animating: a hand flies above the
        window's filter pass while one of its cards moves (HandView, GroupedHand). */
    readonly property bool moving: rise.running || veilFade.running

    /** How far a lifted card rises: its body is drawn, and takes the pointer, that much higher. */
    readonly property real liftOffset: Math.round(card.height * (card.selected ? 0.22 : 0.14))

    signal clicked()
    /** A click (or a screen reader's press) on a dimmed card: its hand shows why not. */
    signal refused()

    implicitWidth: CardTheme.cardWidth
    implicitHeight: Math.round(width * CardTheme.cardAspect)
    z: card.lifted ? 1 : 0

    LayoutMirroring.enabled: false
    LayoutMirroring.childrenInherit: true

    Accessible.role: card.interactive ? Accessible.Button : Accessible.Graphic
    Accessible.name: card.faceUp && card.code !== "" ? CardNames.card(card.pack, card.printed)
                     : qsTr("Face-down card")
    Accessible.description: card.dimmed ? (card.reason || qsTr("cannot be played now"))
                            : (card.faceUp ? card.trumpName : "")
    Accessible.checkable: card.selected
    Accessible.checked: card.selected
    Accessible.focusable: card.interactive
    Accessible.focused: card.focusRing
    Accessible.onPressAction: if (card.interactive) card.dimmed ? card.refused() : card.clicked()

    ToolTip.visible: card.faceUp && card.trumpName !== "" && trumpHover.hovered && !card.dimmed
    ToolTip.delay: 600
    ToolTip.text: card.trumpName

    Item {
        id: body

        width: card.width
        height: card.height
        y: card.lifted ? -card.liftOffset : (card.hovered ? -Math.round(card.height * 0.05) : 0)

        Behavior on y {
            NumberAnimation { id: rise; duration: CardTheme.duration; easing.type: Easing.OutCubic }
        }

        // Soft shadow: two offset veils, cheaper than a blur and fine on the software renderer.
        Rectangle {
            visible: card.shadow
            x: 1
            y: card.lifted ? 6 : 3
            width: parent.width + 2
            height: parent.height + 1
            radius: card.cornerRadius + 2
            color: "#22000000"
        }
        Rectangle {
            visible: card.shadow
            x: 0.5
            y: 1.5
            width: parent.width
            height: parent.height
            radius: card.cornerRadius
            color: "#33000000"
        }

        Image {
            id: face

            objectName: "faceImage"
            anchors.fill: parent
            visible: card.faceUp && card.code !== ""
            source: card.faceUp ? card.faceSource : ""
            // Rendered at the card's size in device pixels: crisp on HiDPI, and drawn once per
            // size (Qt's image cache holds each rendered face; a frame only composites it).
            sourceSize: Qt.size(Math.max(1, Math.ceil(card.width * Screen.devicePixelRatio)),
                                Math.max(1, Math.ceil(card.height * Screen.devicePixelRatio)))
            smooth: true

            Repeater {
                // The corner indices of a suit card, top-left and (turned) bottom-right, over the
                // small pips the image prints beneath them (art/packs.py CORNER_PIP).
                model: card.trumpFace ? 0 : 2

                Text {
                    id: index

                    required property int index

                    objectName: index.index === 0 ? "indexTop" : "indexBottom"
                    visible: index.index === 0 || card.width >= 48
                    // The index box: 0.045–0.265 of the width, from 0.04 of the height (the
                    // image's corner pip, art/packs.py CORNER_PIP, is centred under it); a long
                    // index shrinks to fit it on the narrowest hand cards.
                    width: Math.round(card.width * 0.22)
                    x: index.index === 0 ? Math.round(card.width * 0.045) : card.width - width - Math.round(card.width * 0.045)
                    y: index.index === 0 ? Math.round(card.height * 0.04) : card.height - height - Math.round(card.height * 0.04)
                    rotation: index.index === 0 ? 0 : 180
                    horizontalAlignment: Text.AlignHCenter
                    text: card.label
                    color: card.ink
                    font.family: CardTheme.serifFamily
                    font.bold: true
                    font.pixelSize: Math.max(9, Math.round(card.width * (card.label.length > 1 ? 0.16 : 0.2)))
                    font.letterSpacing: card.label.length > 1 ? -1 : 0
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 7
                }
            }
        }

        Rectangle {
            // The gold edge of a highlighted card, drawn over its image.
            anchors.fill: parent
            visible: card.highlighted && card.faceUp
            radius: card.cornerRadius
            color: "transparent"
            border.color: CardTheme.accent
            border.width: Math.max(2, card.width * 0.03)
        }

        Rectangle {
            // A chosen card: a thick brass band inside its edge and a check in its lower
            // corner (the strip of an overlapping hand card shows it).
            objectName: "selectedMark"
            anchors.fill: parent
            visible: card.selected && card.faceUp
            radius: card.cornerRadius
            color: "transparent"
            border.color: CardTheme.accent
            border.width: Math.max(5, Math.round(card.width * 0.08))

            Rectangle {
                width: Math.max(14, Math.round(card.width * 0.2))
                height: width
                radius: width / 2
                x: Math.round(card.width * 0.05)
                y: parent.height - height - Math.round(card.width * 0.05)
                color: CardTheme.accent
                border.color: CardTheme.ink
                border.width: 1

                Text {
                    anchors.centerIn: parent
                    text: "✓"
                    Accessible.ignored: true
                    color: CardTheme.ink
                    font.bold: true
                    font.pixelSize: Math.round(parent.width * 0.7)
                }
            }
        }

        Rectangle {
            // A lesson's mark: a glowing brass halo around the card, unmistakable next to the
            // hint's thin edge and the keyboard's ring (which lies inside it). While it shows,
            // the lesson's arrow points at it (LessonMarks.shown, common/LessonArrows.qml).
            id: halo

            objectName: "lessonMark"
            anchors.fill: parent
            anchors.margins: -CardTheme.markReach(card.width)
            radius: card.cornerRadius + Math.abs(anchors.margins)
            visible: card.marked
            color: "#306fe3ff"
            border.color: CardTheme.markGlow
            border.width: Math.max(3, Math.round(card.width * 0.04))
            z: -1
            onVisibleChanged: LessonMarks.show(halo, halo.visible)
            Component.onCompleted: if (halo.visible) LessonMarks.show(halo, true)
            Component.onDestruction: LessonMarks.show(halo, false)

            SequentialAnimation on opacity {
                running: card.marked && !AppSettings.reducedMotion
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.55; duration: 700; easing.type: Easing.InOutSine }
                NumberAnimation { from: 0.55; to: 1; duration: 700; easing.type: Easing.InOutSine }
            }
        }

        CardBack {
            anchors.fill: parent
            visible: !card.faceUp
            pack: card.pack
        }

        Rectangle {
            // The veil of a card that cannot be played now.
            anchors.fill: parent
            radius: card.cornerRadius
            color: "#5a1d2a22"
            opacity: card.dimmed && card.faceUp ? 1 : 0
            Behavior on opacity { NumberAnimation { id: veilFade; duration: CardTheme.duration } }
        }

        Rectangle {
            // The keyboard focus ring: brass outside a thin dark line, visible on any face.
            objectName: "focusRing"
            anchors.fill: parent
            anchors.margins: -Math.max(3, Math.round(card.width * 0.04))
            radius: card.cornerRadius + Math.abs(anchors.margins)
            visible: card.focusRing
            color: "transparent"
            border.color: CardTheme.focus
            border.width: Math.max(3, Math.round(card.width * 0.035))

            Rectangle {
                anchors.fill: parent
                anchors.margins: parent.border.width
                radius: card.cornerRadius
                color: "transparent"
                border.color: CardTheme.ink
                border.width: 1
            }
        }
    }

    MouseArea {
        // Where the card is drawn once it settles: a lifted card takes clicks on its raised top
        // strip, not on the felt it left. A dimmed card takes its clicks too (and refuses them),
        // so a click on it never reaches the card it covers. A hovered card's small rise is not
        // followed (its pointer would slip off its lower edge and back).
        id: mouse

        x: 0
        y: card.lifted ? -card.liftOffset : 0
        width: card.width
        height: card.height
        enabled: card.interactive || card.refusable
        hoverEnabled: true
        cursorShape: card.interactive && !card.dimmed ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: card.dimmed || !card.interactive ? card.refused() : card.clicked()
    }

    HoverHandler {
        // A trump's traditional name as its tooltip, wherever it lies (hand, trick, sheet).
        id: trumpHover

        objectName: "trumpHover"
        enabled: card.trumpFace && card.faceUp
    }
}
