// One playing card, face or back, drawn from its code with vector pips.
// States: highlighted (gold edge), dimmed (veiled, not clickable), lifted (raised).
// The face is never mirrored: a real card reads the same in right-to-left layouts.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Shapes

import Cardavia

import "suits.js" as Suits

Item {
    id: card

    /** Card code, suit first: "HA", "S10", "EU"; a copy suffix (".1", ".2" in a two-deck
        shoe) is not printed. */
    property string code
    /** Pack the code belongs to (suit symbols and rank labels): "german", "french" or "tarot"
        (Italian suits S B C D, courts K Q N J, trumps "T1"… and "MATTO"). */
    property string pack: "german"
    property bool faceUp: true
    property bool highlighted: false
    property bool dimmed: false
    property bool lifted: false
    /** Clicks are delivered only when interactive (and not dimmed). */
    property bool interactive: false
    property bool shadow: true
    /** The keyboard's place in the hand: a ring around the card. */
    property bool focusRing: false
    /** Why the card cannot be played now (shown by the hand on hover and focus). */
    property string reason: ""

    readonly property string printed: code.split(".")[0]
    readonly property string suit: printed.length > 0 ? printed.charAt(0) : ""
    readonly property string rank: printed.length > 1 ? printed.substring(1) : ""
    readonly property color ink: Suits.ink(card.pack, card.suit, AppSettings.fourColour)
    /** A tarot trump or the Matto: drawn by TrumpFace instead of suit and rank. */
    readonly property bool trumpFace: card.pack === "tarot" && (card.printed === "MATTO" || /^T\d+$/.test(card.printed))
    /** The corner index as this pack prints it in the player's language (CardNames). */
    readonly property string label: CardNames.index(card.pack, card.rank)
    readonly property bool hovered: mouse.containsMouse && card.interactive && !card.dimmed
    /** Pointer over a card that cannot be played (its hand shows why). */
    readonly property bool hoveredDimmed: dimHover.hovered && card.interactive && card.dimmed
    /** Where the pips of a number card sit in the art box (column, row fractions), as printed. */
    readonly property var pipSpots: ({
        "2": [[0.5, 0], [0.5, 1]],
        "3": [[0.5, 0], [0.5, 0.5], [0.5, 1]],
        "4": [[0, 0], [1, 0], [0, 1], [1, 1]],
        "5": [[0, 0], [1, 0], [0.5, 0.5], [0, 1], [1, 1]],
        "6": [[0, 0], [1, 0], [0, 0.5], [1, 0.5], [0, 1], [1, 1]],
        "7": [[0, 0], [1, 0], [0.5, 0.25], [0, 0.5], [1, 0.5], [0, 1], [1, 1]],
        "8": [[0, 0], [1, 0], [0.5, 0.25], [0, 0.5], [1, 0.5], [0.5, 0.75], [0, 1], [1, 1]],
        "9": [[0, 0], [1, 0], [0, 1 / 3], [1, 1 / 3], [0.5, 0.5], [0, 2 / 3], [1, 2 / 3],
              [0, 1], [1, 1]],
        "10": [[0, 0], [0, 1 / 3], [0, 2 / 3], [0, 1], [0.5, 1 / 6], [0.5, 5 / 6],
               [1, 0], [1, 1 / 3], [1, 2 / 3], [1, 1]]
    })

    signal clicked()

    implicitWidth: CardTheme.cardWidth
    implicitHeight: Math.round(width * CardTheme.cardAspect)
    z: card.lifted ? 1 : 0

    LayoutMirroring.enabled: false
    LayoutMirroring.childrenInherit: true

    Accessible.role: card.interactive ? Accessible.Button : Accessible.Graphic
    Accessible.name: card.faceUp && card.code !== "" ? CardNames.card(card.pack, card.printed)
                     : qsTr("Face-down card")
    Accessible.description: card.dimmed ? (card.reason || qsTr("cannot be played now")) : ""
    Accessible.focusable: card.interactive
    Accessible.focused: card.focusRing
    Accessible.onPressAction: if (card.interactive && !card.dimmed) card.clicked()

    Item {
        id: body

        width: card.width
        height: card.height
        y: card.lifted ? -Math.round(card.height * 0.14) : (card.hovered ? -Math.round(card.height * 0.05) : 0)

        Behavior on y {
            NumberAnimation { duration: CardTheme.duration; easing.type: Easing.OutCubic }
        }

        // Soft shadow: two offset veils, cheaper than a blur and fine on the software renderer.
        Rectangle {
            visible: card.shadow
            x: 1
            y: card.lifted ? 6 : 3
            width: parent.width + 2
            height: parent.height + 1
            radius: face.radius + 2
            color: "#22000000"
        }
        Rectangle {
            visible: card.shadow
            x: 0.5
            y: 1.5
            width: parent.width
            height: parent.height
            radius: face.radius
            color: "#33000000"
        }

        Rectangle {
            id: face

            anchors.fill: parent
            visible: card.faceUp
            radius: Math.max(3, card.width * 0.07)
            color: CardTheme.cardFace
            border.color: card.highlighted ? CardTheme.accent : CardTheme.cardEdge
            border.width: card.highlighted ? Math.max(2, card.width * 0.03) : 1

            Rectangle {
                // A thin printed frame inside the edge.
                anchors.fill: parent
                anchors.margins: Math.max(2, card.width * 0.04)
                radius: Math.max(2, face.radius * 0.6)
                color: "transparent"
                border.color: Qt.rgba(card.ink.r, card.ink.g, card.ink.b, 0.18)
                border.width: 1
            }

            Column {
                id: topIndex

                visible: !card.trumpFace
                x: Math.round(card.width * 0.07)
                y: Math.round(card.height * 0.045)
                spacing: Math.round(card.width * 0.015)

                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: card.label
                    color: card.ink
                    font.family: CardTheme.serifFamily
                    font.bold: true
                    font.pixelSize: Math.max(9, Math.round(card.width * (card.label.length > 1 ? 0.16 : 0.2)))
                    font.letterSpacing: card.label.length > 1 ? -1 : 0
                }
                SuitPip {
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: Math.round(card.width * 0.17)
                    height: width
                    suit: card.suit
                    pack: card.pack
                }
            }

            Column {
                x: card.width - width - Math.round(card.width * 0.07)
                y: card.height - height - Math.round(card.height * 0.045)
                rotation: 180
                spacing: topIndex.spacing
                visible: card.width >= 48 && !card.trumpFace

                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: card.label
                    color: card.ink
                    font.family: CardTheme.serifFamily
                    font.bold: true
                    font.pixelSize: Math.max(9, Math.round(card.width * (card.label.length > 1 ? 0.16 : 0.2)))
                    font.letterSpacing: card.label.length > 1 ? -1 : 0
                }
                SuitPip {
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: Math.round(card.width * 0.17)
                    height: width
                    suit: card.suit
                    pack: card.pack
                }
            }

            Item {
                id: art

                visible: !card.trumpFace
                x: Math.round(card.width * (card.rank === "10" ? 0.3 : 0.27))
                y: Math.round(card.height * 0.13)
                width: card.width - 2 * x
                height: card.height - 2 * y

                Loader {
                    anchors.fill: parent
                    sourceComponent: card.rank === "A" ? aceArt
                                   : ["K", "O", "U", "Q", "J", "N"].indexOf(card.rank) >= 0 ? courtArt
                                   : card.rank in card.pipSpots ? pipsArt
                                   : numberArt
                }
            }
        }

        Loader {
            anchors.fill: parent
            active: card.trumpFace && card.faceUp
            sourceComponent: TrumpFace { code: card.printed }
        }

        CardBack {
            anchors.fill: parent
            visible: !card.faceUp
        }

        Rectangle {
            // The veil of a card that cannot be played now.
            anchors.fill: parent
            radius: face.radius
            color: "#5a1d2a22"
            opacity: card.dimmed && card.faceUp ? 1 : 0
            Behavior on opacity { NumberAnimation { duration: CardTheme.duration } }
        }

        Rectangle {
            // The keyboard focus ring: brass outside a thin dark line, visible on any face.
            objectName: "focusRing"
            anchors.fill: parent
            anchors.margins: -Math.max(3, Math.round(card.width * 0.04))
            radius: face.radius + Math.abs(anchors.margins)
            visible: card.focusRing
            color: "transparent"
            border.color: CardTheme.focus
            border.width: Math.max(3, Math.round(card.width * 0.035))

            Rectangle {
                anchors.fill: parent
                anchors.margins: parent.border.width
                radius: face.radius
                color: "transparent"
                border.color: CardTheme.ink
                border.width: 1
            }
        }
    }

    HoverHandler {
        id: dimHover

        enabled: card.interactive && card.dimmed
    }

    MouseArea {
        id: mouse

        anchors.fill: parent
        enabled: card.interactive && !card.dimmed
        hoverEnabled: true
        cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: card.clicked()
    }

    Component {
        id: aceArt

        Item {
            Rectangle {
                anchors.centerIn: parent
                width: Math.min(parent.width, parent.height) * 1.05
                height: width
                radius: width / 2
                color: Qt.rgba(card.ink.r, card.ink.g, card.ink.b, 0.07)
                border.color: Qt.rgba(card.ink.r, card.ink.g, card.ink.b, 0.25)
                border.width: 1
            }
            SuitPip {
                anchors.centerIn: parent
                width: Math.min(parent.width, parent.height) * 0.8
                height: width
                suit: card.suit
                pack: card.pack
            }
        }
    }

    Component {
        id: pipsArt

        Item {
            id: pips

            readonly property var spots: card.pipSpots[card.rank] ?? []
            // Fewer pips are drawn larger, as on printed cards.
            readonly property real pipSize: pips.spots.length >= 8 ? Math.min(width * 0.32, height * 0.165)
                                          : pips.spots.length >= 4 ? Math.min(width * 0.4, height * 0.2)
                                          : Math.min(width * 0.46, height * 0.24)

            Repeater {
                model: pips.spots

                SuitPip {
                    required property var modelData

                    width: pips.pipSize
                    height: pips.pipSize
                    x: modelData[0] * (pips.width - width)
                    y: modelData[1] * (pips.height - height)
                    rotation: modelData[1] > 0.5 ? 180 : 0
                    suit: card.suit
                    pack: card.pack
                }
            }
        }
    }

    Component {
        id: numberArt

        Item {
            SuitPip {
                anchors.centerIn: parent
                width: Math.min(parent.width, parent.height) * 0.5
                height: width
                suit: card.suit
                pack: card.pack
            }
        }
    }

    Component {
        id: courtArt

        Rectangle {
            id: panel

            // A court card: a simple figure on a tinted panel. The König wears a crown and shows
            // his suit at the chest; the Ober (hat and feather) holds it up, the Unter (cap) low,
            // as on printed German cards.
            readonly property real unit: Math.min(panel.width / 100, panel.height / 200)
            readonly property string headwear: card.rank === "K" ? "crown"
                                              : card.rank === "Q" ? "tiara"
                                              : card.rank === "O" || card.rank === "N" ? "hat" : "cap"

            radius: Math.max(2, width * 0.08)
            gradient: Gradient {
                GradientStop { position: 0; color: Qt.rgba(card.ink.r, card.ink.g, card.ink.b, 0.04) }
                GradientStop { position: 1; color: Qt.rgba(card.ink.r, card.ink.g, card.ink.b, 0.14) }
            }
            border.color: Qt.rgba(card.ink.r, card.ink.g, card.ink.b, 0.35)
            border.width: 1
            clip: true

            Item {
                id: figure

                width: 100 * panel.unit
                height: 200 * panel.unit
                anchors.centerIn: parent

                Shape {
                    width: 100
                    height: 200
                    preferredRendererType: Shape.CurveRenderer
                    transform: Scale { xScale: panel.unit; yScale: panel.unit }

                    ShapePath {   // robe
                        fillColor: Qt.rgba(card.ink.r, card.ink.g, card.ink.b, 0.24)
                        strokeColor: Qt.rgba(card.ink.r, card.ink.g, card.ink.b, 0.8)
                        strokeWidth: 2.5
                        joinStyle: ShapePath.RoundJoin
                        PathSvg { path: "M14 198 C 14 140, 24 102, 50 95 C 76 102, 86 140, 86 198 Z" }
                    }
                    ShapePath {   // collar and belt
                        fillColor: "transparent"
                        strokeColor: Qt.rgba(card.ink.r, card.ink.g, card.ink.b, 0.8)
                        strokeWidth: 2.5
                        capStyle: ShapePath.RoundCap
                        PathSvg { path: "M36 99 Q 50 114 64 99 M19 158 Q 50 166 81 158" }
                    }
                    ShapePath {   // head
                        fillColor: "#f3dcc2"
                        strokeColor: Qt.rgba(card.ink.r, card.ink.g, card.ink.b, 0.8)
                        strokeWidth: 2.5
                        PathSvg { path: "M50 56 A 16 16 0 1 1 49.9 56 Z" }
                    }
                    ShapePath {   // headwear
                        fillColor: panel.headwear === "crown" || panel.headwear === "tiara" ? "#e2ad2a"
                                   : Qt.rgba(card.ink.r, card.ink.g, card.ink.b, 0.85)
                        strokeColor: panel.headwear === "crown" || panel.headwear === "tiara" ? "#8a5a10"
                                     : Qt.rgba(card.ink.r * 0.6, card.ink.g * 0.6, card.ink.b * 0.6, 1)
                        strokeWidth: 2
                        joinStyle: ShapePath.RoundJoin
                        PathSvg {
                            path: panel.headwear === "crown"
                                  ? "M33 62 L 33 42 L 42 51 L 50 36 L 58 51 L 67 42 L 67 62 Z"
                                  : panel.headwear === "tiara"
                                    ? "M32 62 L 32 50 Q 36 40 41 49 Q 50 32 59 49 Q 64 40 68 50 L 68 62 Z"
                                  : panel.headwear === "hat"
                                    ? "M26 64 Q 50 30 74 64 Z"
                                    : "M33 66 Q 50 44 67 66 Z"
                        }
                    }
                    ShapePath {   // the Ober's feather
                        fillColor: "transparent"
                        strokeColor: panel.headwear === "hat" ? "#e2ad2a" : "transparent"
                        strokeWidth: panel.headwear === "hat" ? 3 : -1
                        capStyle: ShapePath.RoundCap
                        PathSvg { path: "M62 48 C 70 34, 82 30, 90 24" }
                    }
                }

                SuitPip {
                    readonly property real size: (card.rank === "K" || card.rank === "Q" ? 34 : 30) * panel.unit
                    width: size
                    height: size
                    x: (card.rank === "O" || card.rank === "N" ? 70 : 50) * panel.unit - size / 2
                    y: (card.rank === "O" || card.rank === "N" ? 16 : (card.rank === "U" || card.rank === "J" ? 178 : 132)) * panel.unit
                       - size / 2
                    suit: card.suit
                    pack: card.pack
                }
            }
        }
    }
}
