// The face of a tarot trump (T1–T40: a large numeral readable at a glance) or of the Matto
// (a jester's cap and a star), drawn with vector shapes; the numeral is printed, as on real cards.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Shapes

Item {
    id: face

    /** "T1"…"T40" or "MATTO". */
    required property string code
    readonly property bool matto: face.code === "MATTO"
    readonly property string numeral: face.matto ? "" : face.code.substring(1)
    readonly property color ink: "#5a2a6e"

    Rectangle {
        // A warm band behind the numeral, the trumps' own colour.
        anchors.fill: parent
        anchors.margins: Math.max(3, face.width * 0.07)
        radius: Math.max(2, face.width * 0.05)
        gradient: Gradient {
            GradientStop { position: 0; color: face.matto ? "#f3e6c4" : "#efe2f2" }
            GradientStop { position: 1; color: face.matto ? "#e6cf94" : "#dcc4e4" }
        }
        border.color: Qt.rgba(face.ink.r, face.ink.g, face.ink.b, 0.35)
        border.width: 1
    }

    Repeater {
        // Corner indices: the numeral (or a star for the Matto), top-left and bottom-right.
        model: 2

        Item {
            id: corner

            required property int index

            width: Math.round(face.width * 0.3)
            height: Math.round(face.height * 0.14)
            x: corner.index === 0 ? Math.round(face.width * 0.06) : face.width - width - Math.round(face.width * 0.06)
            y: corner.index === 0 ? Math.round(face.height * 0.04) : face.height - height - Math.round(face.height * 0.04)
            rotation: corner.index === 0 ? 0 : 180
            visible: corner.index === 0 || face.width >= 48

            Text {
                anchors.left: parent.left
                anchors.top: parent.top
                visible: !face.matto
                text: face.numeral
                color: face.ink
                font.family: CardTheme.serifFamily
                font.bold: true
                font.pixelSize: Math.max(9, Math.round(face.width * (face.numeral.length > 1 ? 0.17 : 0.2)))
                font.letterSpacing: face.numeral.length > 1 ? -1 : 0
            }
            Star {
                visible: face.matto
                width: Math.round(face.width * 0.17)
                height: width
            }
        }
    }

    Text {
        objectName: "trumpNumeral"
        anchors.centerIn: parent
        visible: !face.matto
        text: face.numeral
        color: face.ink
        style: Text.Outline
        styleColor: "#fdfaf2"
        font.family: CardTheme.serifFamily
        font.bold: true
        font.pixelSize: Math.round(face.width * (face.numeral.length > 1 ? 0.5 : 0.62))
        font.letterSpacing: face.numeral.length > 1 ? -2 : 0
    }

    Repeater {
        // Small stars above and below the numeral: the trumps' ornament.
        model: face.matto ? 0 : 2

        Star {
            required property int index

            width: Math.round(face.width * 0.16)
            height: width
            x: Math.round((face.width - width) / 2)  // not anchors: a delegate has no parent yet
            y: index === 0 ? face.height * 0.2 : face.height * 0.8 - height
        }
    }

    Shape {
        // The Matto's jester cap with three bells.
        visible: face.matto
        width: 100
        height: 100
        anchors.centerIn: parent
        preferredRendererType: Shape.CurveRenderer
        scale: face.width * 0.6 / 100

        ShapePath {
            fillColor: "#b3261e"
            strokeColor: "#5a1410"
            strokeWidth: 2.5
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: "M20 78 C 18 54, 6 36, 4 22 C 20 30, 30 44, 36 60 C 38 36, 44 20, 50 6 "
                            + "C 56 20, 62 36, 64 60 C 70 44, 80 30, 96 22 C 94 36, 82 54, 80 78 Z" }
        }
        ShapePath {
            fillColor: "#2a4a78"
            strokeColor: "#162a48"
            strokeWidth: 2
            PathSvg { path: "M36 60 C 38 36, 44 20, 50 6 C 56 20, 62 36, 64 60 C 56 66, 44 66, 36 60 Z" }
        }
        ShapePath {
            fillColor: "#e2ad2a"
            strokeColor: "#8a5a10"
            strokeWidth: 2
            PathSvg { path: "M16 76 L 84 76 L 84 90 L 16 90 Z" }
        }
        ShapePath {
            fillColor: "#e2ad2a"
            strokeColor: "#8a5a10"
            strokeWidth: 2
            PathSvg { path: "M4 22 A 6 6 0 1 1 3.9 22 Z M50 0 A 6 6 0 1 1 49.9 0 Z M96 22 A 6 6 0 1 1 95.9 22 Z" }
        }
    }

    component Star: Shape {
        id: star

        preferredRendererType: Shape.CurveRenderer

        ShapePath {
            fillColor: "#e2ad2a"
            strokeColor: "#8a5a10"
            strokeWidth: 1
            scale: Qt.size(star.width / 100, star.height / 100)
            PathSvg { path: "M50 2 L 61 38 L 98 38 L 68 60 L 79 96 L 50 74 L 21 96 L 32 60 L 2 38 L 39 38 Z" }
        }
    }
}
