// The CARDAVIA wordmark with a small fan of cards drawn as shapes.
import QtQuick
import QtQuick.Controls

import "../theme"

Row {
    id: mark

    objectName: "wordmark"
    spacing: Theme.spacingSmall

    Item {
        width: 34
        height: 34
        anchors.verticalCenter: parent.verticalCenter

        Repeater {
            model: 3

            Rectangle {
                required property int index

                x: 9
                y: 3
                width: 16
                height: 24
                radius: 3
                color: index === 2 ? Theme.cardFace : (index === 1 ? Theme.accentLight : Theme.felt)
                border.color: index === 2 ? Theme.accent : Theme.paperLine
                border.width: 1
                rotation: (index - 1) * 20
                transformOrigin: Item.Bottom
                antialiasing: true
            }
        }
    }

    Label {
        anchors.verticalCenter: parent.verticalCenter
        //: The application's name, shown as a wordmark; usually not translated.
        text: qsTr("CARDAVIA")
        color: Theme.ink
        font.family: Theme.serifFamily
        font.pixelSize: Theme.fontWordmark
        font.bold: true
        font.letterSpacing: 4
    }
}
