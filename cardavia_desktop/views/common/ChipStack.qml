// Chips you can see: a count drawn as stacks of round chips (columns of ten), with its number.
// Every chip is worth one; the stacks only make amounts easy to read at a glance.
pragma ComponentBehavior: Bound

import QtQuick

import cards
import "format.js" as Format

Item {
    id: stack

    /** How many chips. */
    property int count: 0
    /** Chips per column. */
    property int columnSize: 10
    /** Width of one chip. */
    property real chipWidth: 30
    property color chipColor: "#b8322b"
    property color edgeColor: "#f3e4c2"
    /** A word before the number (the pot, a bet); empty: the number alone. */
    property string label: ""
    property bool showNumber: true
    /** The width its words wrap in (0: one line as wide as they are). */
    property real wrapWidth: 0

    readonly property int columns: Math.max(1, Math.ceil(stack.count / stack.columnSize))
    readonly property real chipHeight: Math.round(stack.chipWidth * 0.42)
    readonly property real step: Math.max(3, Math.round(stack.chipWidth * 0.16))
    readonly property real pileWidth: stack.columns * (stack.chipWidth + 4) - 4
    readonly property real pileHeight: stack.chipHeight + (Math.min(stack.count, stack.columnSize) - 1) * stack.step

    implicitWidth: Math.max(stack.pileWidth, caption.width)
    implicitHeight: stack.chipHeight + (stack.columnSize - 1) * stack.step + caption.height + 4

    Accessible.role: Accessible.StaticText
    Accessible.name: caption.text

    Item {
        id: pile

        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: caption.top
        anchors.bottomMargin: 4
        width: stack.pileWidth
        height: stack.pileHeight

        Repeater {
            model: stack.count

            Item {
                id: chip

                required property int index
                readonly property int column: Math.floor(chip.index / stack.columnSize)
                readonly property int level: chip.index % stack.columnSize

                x: chip.column * (stack.chipWidth + 4)
                y: pile.height - stack.chipHeight - chip.level * stack.step
                width: stack.chipWidth
                height: stack.chipHeight

                Rectangle {
                    // The chip's side, then its top face.
                    anchors.fill: parent
                    anchors.topMargin: stack.step
                    radius: height / 2
                    color: Qt.darker(stack.chipColor, 1.45)
                }
                Rectangle {
                    anchors.left: parent.left
                    anchors.right: parent.right
                    height: parent.height - stack.step
                    radius: height / 2
                    color: stack.chipColor
                    border.color: Qt.darker(stack.chipColor, 1.3)
                    border.width: 1

                    Rectangle {
                        // The inlay ring that makes a disc read as a chip.
                        anchors.centerIn: parent
                        width: parent.width * 0.62
                        height: parent.height * 0.56
                        radius: height / 2
                        color: "transparent"
                        border.color: stack.edgeColor
                        border.width: Math.max(1, stack.chipWidth * 0.05)
                        opacity: 0.8
                    }
                }
            }
        }

        Rectangle {
            // An empty place when there is nothing to show.
            visible: stack.count === 0
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            width: stack.chipWidth
            height: stack.chipHeight
            radius: height / 2
            color: "transparent"
            border.color: Qt.rgba(1, 1, 1, 0.18)
        }
    }

    Text {
        id: caption

        objectName: "chipCaption"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        visible: stack.showNumber
        width: stack.wrapWidth > 0 ? Math.min(stack.wrapWidth, implicitWidth) : implicitWidth
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        text: stack.label !== "" ? stack.label + " " + Format.num(stack.count) : Format.num(stack.count)
        color: CardTheme.textOnFelt
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
        font.bold: true
    }
}
