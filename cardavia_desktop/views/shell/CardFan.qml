// Decoration: three small cards fanned out on a patch of felt.
pragma ComponentBehavior: Bound

import QtQuick

import theme

Rectangle {
    implicitWidth: 96
    implicitHeight: 96
    radius: Theme.radius
    color: Theme.felt

    Repeater {
        model: 3

        Rectangle {
            required property int index

            x: 33
            y: 16
            width: 30
            height: 45
            radius: 4
            antialiasing: true
            color: index === 2 ? Theme.cardFace : Theme.cardBack
            border.color: index === 2 ? Theme.cardEdge : Theme.cardBackPattern
            border.width: index === 2 ? 1 : 2
            rotation: (index - 1) * 16
            transformOrigin: Item.Bottom

            Rectangle {
                visible: parent.index === 2
                anchors.centerIn: parent
                width: 10
                height: 10
                rotation: 45
                color: Theme.suitRed
                antialiasing: true
            }
        }
    }
}
