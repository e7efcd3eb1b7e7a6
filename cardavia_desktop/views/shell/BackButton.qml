// "Back" with a chevron drawn as a shape (it points the other way under right-to-left).
import QtQuick
import QtQuick.Controls
import QtQuick.Shapes

import theme

AbstractButton {
    id: button

    implicitWidth: row.implicitWidth + 2 * Theme.spacing
    implicitHeight: 34
    hoverEnabled: true
    Accessible.name: button.text

    background: Rectangle {
        radius: Theme.radiusSmall
        color: button.hovered ? Theme.surface : "transparent"
        border.color: button.hovered || button.visualFocus ? Theme.paperLine : "transparent"
    }

    contentItem: Item {
        Row {
            id: row

            anchors.centerIn: parent
            spacing: Theme.spacingSmall

            Shape {
                width: 8
                height: 14
                anchors.verticalCenter: parent.verticalCenter
                preferredRendererType: Shape.CurveRenderer
                transform: Scale {
                    origin.x: 4
                    xScale: button.mirrored ? -1 : 1
                }

                ShapePath {
                    strokeColor: Theme.ink
                    strokeWidth: 2
                    fillColor: "transparent"
                    capStyle: ShapePath.RoundCap
                    joinStyle: ShapePath.RoundJoin
                    startX: 7; startY: 1
                    PathLine { x: 1; y: 7 }
                    PathLine { x: 7; y: 13 }
                }
            }

            Label {
                anchors.verticalCenter: parent.verticalCenter
                text: button.text
                color: Theme.ink
                font.pixelSize: Theme.fontBody
            }
        }
    }
}
