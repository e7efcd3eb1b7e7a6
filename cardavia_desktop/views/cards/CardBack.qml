// The back of a card: a deep red ground with a fine lattice and a cream frame (vector only).
import QtQuick
import QtQuick.Shapes



Rectangle {
    id: back

    implicitWidth: CardTheme.cardWidth
    implicitHeight: Math.round(implicitWidth * CardTheme.cardAspect)
    radius: Math.max(3, width * 0.07)
    color: CardTheme.cardBack
    border.color: Qt.darker(CardTheme.cardBack, 1.5)
    border.width: 1

    Rectangle {
        id: frame

        anchors.fill: parent
        anchors.margins: Math.max(3, back.width * 0.07)
        radius: Math.max(2, back.radius * 0.6)
        color: "transparent"
        border.color: CardTheme.cardBackLine
        border.width: Math.max(1, back.width * 0.018)
        clip: true

        Shape {
            id: lattice

            anchors.fill: parent
            anchors.margins: frame.border.width + 1
            preferredRendererType: Shape.CurveRenderer

            ShapePath {
                strokeColor: CardTheme.cardBackPattern
                strokeWidth: Math.max(1, back.width * 0.012)
                fillColor: "transparent"
                PathSvg {
                    path: {
                        const w = lattice.width;
                        const h = lattice.height;
                        const step = Math.max(6, w / 6);
                        let d = "";
                        // Each diagonal cut to the lattice's box here, not by the frame's clip:
                        // the software renderer does not clip a rotated card's shapes.
                        for (let x = -h; x < w + h; x += step) {
                            const t0 = Math.max(0, -x);
                            const t1 = Math.min(h, w - x);
                            if (t1 <= t0)
                                continue;
                            d += "M" + (x + t0) + " " + t0 + " L" + (x + t1) + " " + t1 + " ";
                            d += "M" + (x + t0) + " " + (h - t0) + " L" + (x + t1) + " " + (h - t1) + " ";
                        }
                        return d;
                    }
                }
            }
        }

        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.42
            height: width
            rotation: 45
            radius: width * 0.12
            color: CardTheme.cardBack
            border.color: CardTheme.cardBackLine
            border.width: Math.max(1, back.width * 0.018)

            Rectangle {
                anchors.centerIn: parent
                width: parent.width * 0.45
                height: width
                radius: width * 0.2
                color: CardTheme.cardBackLine
                opacity: 0.85
            }
        }
    }
}
