// The captures still open for the selected card, one chip per set (small cards): click a chip,
// or the cards on the table one by one. Only legal sets are ever offered (the board's options).
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import "../../cards"
import "../../common"

Item {
    id: chooser

    /** Each open option: a list of table-card codes. */
    property var options: []
    property real miniWidth: 26
    /** The option under the pointer (its cards are lifted on the table), [] if none. */
    readonly property var preview: chooser.hoveredIndex >= 0 && chooser.hoveredIndex < chooser.options.length
                                   ? chooser.options[chooser.hoveredIndex] : []
    property int hoveredIndex: -1

    signal optionChosen(int index)
    signal cancelled()

    implicitWidth: layout.implicitWidth
    implicitHeight: layout.implicitHeight

    onOptionsChanged: chooser.hoveredIndex = -1

    Shortcut {
        sequence: "Esc"
        enabled: chooser.visible
        onActivated: chooser.cancelled()
    }

    RowLayout {
        id: layout

        anchors.centerIn: parent
        spacing: CardTheme.spacingSmall

        Text {
            //: Before the capture choices: pick which cards your card takes.
            text: qsTr("Take:")
            color: CardTheme.textOnFelt
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontBody
            font.bold: true
        }

        Repeater {
            model: chooser.options

            Rectangle {
                id: chip

                required property var modelData
                required property int index

                objectName: "captureOption_" + chip.index
                implicitWidth: cards.implicitWidth + 14
                implicitHeight: cards.implicitHeight + 10
                radius: 8
                color: chipMouse.pressed ? Qt.rgba(0.66, 0.45, 0.16, 0.7)
                       : chipMouse.containsMouse ? Qt.rgba(0.66, 0.45, 0.16, 0.5) : Qt.rgba(0, 0, 0, 0.25)
                border.color: CardTheme.accentLight
                border.width: 1
                Accessible.role: Accessible.Button
                //: A capture choice, e.g. "Take 3 of Spades, 4 of Hearts".
                Accessible.name: qsTr("Take %1").arg(chip.cardNames())
                Accessible.onPressAction: chooser.optionChosen(chip.index)

                /** The cards' spoken names (each mini card names itself). */
                function cardNames(): string {
                    const names = [];
                    for (let i = 0; i < minis.count; ++i)
                        names.push(minis.itemAt(i)?.Accessible.name ?? "");
                    return names.join(", ");
                }

                Behavior on color { ColorAnimation { duration: CardTheme.durationShort } }

                Row {
                    id: cards

                    anchors.centerIn: parent
                    spacing: -Math.round(chooser.miniWidth * 0.25)
                    LayoutMirroring.enabled: false

                    Repeater {
                        id: minis

                        model: chip.modelData

                        CardView {
                            required property string modelData
                            code: modelData
                            pack: "french"
                            width: chooser.miniWidth
                            shadow: false
                        }
                    }
                }

                MouseArea {
                    id: chipMouse

                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onContainsMouseChanged: chooser.hoveredIndex = chipMouse.containsMouse ? chip.index
                                            : (chooser.hoveredIndex === chip.index ? -1 : chooser.hoveredIndex)
                    onClicked: chooser.optionChosen(chip.index)
                }
            }
        }

        TableButton {
            objectName: "cancelCapture"
            //: Put the selected card back and choose another.
            text: qsTr("Cancel")
            onClicked: chooser.cancelled()
        }
    }
}
