// Strength of the AI opponents: three segment buttons bound to AppSettings.aiLevel.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import "../theme"

RowLayout {
    id: chooser

    property color labelColor: Theme.inkMuted

    spacing: Theme.spacingSmall

    Label {
        text: qsTr("AI level:")
        color: chooser.labelColor
        font.pixelSize: Theme.fontBody
    }

    Row {
        objectName: "aiLevelChooser"
        spacing: 0

        Repeater {
            model: [
                { level: "easy", name: qsTr("Easy") },
                { level: "normal", name: qsTr("Normal") },
                { level: "hard", name: qsTr("Hard") }
            ]

            AbstractButton {
                id: segment

                required property var modelData
                required property int index

                readonly property bool selected: AppSettings.aiLevel === modelData.level

                objectName: "aiLevel_" + modelData.level
                implicitWidth: Math.max(72, caption.implicitWidth + 2 * Theme.spacing)
                implicitHeight: 32
                checkable: true
                checked: selected
                Accessible.name: modelData.name
                onClicked: AppSettings.aiLevel = segment.modelData.level

                background: Rectangle {
                    radius: Theme.radiusSmall
                    color: segment.selected ? Theme.accent
                                            : (segment.hovered ? Theme.paperDark : Theme.surface)
                    border.color: segment.selected ? Theme.accentDark : Theme.paperLine
                    border.width: 1
                }

                contentItem: Label {
                    id: caption

                    text: segment.modelData.name
                    color: segment.selected ? Theme.surface : Theme.ink
                    font.pixelSize: Theme.fontSmall
                    font.bold: segment.selected
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
    }
}
