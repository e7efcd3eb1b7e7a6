// The table's felt: a soft radial light over deep green, with a faint ring around the play area.
//
// The light is drawn once into a cached texture (a layer, re-rendered only when its size or
// centre changes), shown 1:1 without filtering: under the full-window filter pass the whole
// table is drawn again on every frame a card moves, and on a software renderer (Mesa llvmpipe)
// the gradient shader over the whole felt cost ~14 ms of such a frame, its cached texture
// ~7 ms (benchmarks/README.md, "Frame timing").
import QtQuick
import QtQuick.Shapes

import cards

Item {
    id: felt

    /** The play area the faint ring goes around (in this item's coordinates); empty: no ring. */
    property rect ring: Qt.rect(0, 0, 0, 0)
    /** Vertical centre of the light, as a fraction of the height. */
    property real lightY: 0.45

    Item {
        // The light, drawn once into a cached texture (see above) and shown 1:1.
        id: light

        objectName: "feltLight"
        anchors.fill: parent
        layer.enabled: true
        layer.smooth: false

        Rectangle {
            anchors.fill: parent
            color: CardTheme.feltDark
        }
        Shape {
            anchors.fill: parent
            // A rectangle and a faint ring need no curve renderer: its per-pixel shader over the
            // whole window cost ~12 ms a frame on software GL (Mesa llvmpipe), for the same picture.
            preferredRendererType: Shape.GeometryRenderer

            ShapePath {
                strokeColor: "transparent"
                fillGradient: RadialGradient {
                    centerX: felt.width / 2; centerY: felt.height * felt.lightY
                    focalX: centerX; focalY: centerY
                    centerRadius: Math.max(felt.width, felt.height) * 0.65
                    GradientStop { position: 0; color: CardTheme.feltLight }
                    GradientStop { position: 0.55; color: CardTheme.felt }
                    GradientStop { position: 1; color: CardTheme.feltDark }
                }
                PathRectangle { width: felt.width; height: felt.height }
            }
        }
    }
    Shape {
        // The ring is drawn live over the cached light (a thin stroke costs little), so that its
        // antialiased edge stays exact at any scale factor.
        anchors.fill: parent
        preferredRendererType: Shape.GeometryRenderer

        ShapePath {
            strokeColor: felt.ring.width > 0 ? Qt.rgba(1, 1, 1, 0.06) : "transparent"
            strokeWidth: 2
            fillColor: "transparent"
            PathRectangle {
                x: felt.ring.x; y: felt.ring.y
                width: felt.ring.width; height: felt.ring.height
                radius: Math.min(felt.ring.height / 2, 80)
            }
        }
    }
}
