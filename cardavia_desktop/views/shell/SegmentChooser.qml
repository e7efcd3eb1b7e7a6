// A row of segment buttons choosing one value: `options` is a list of {value, name} (an
// optional `key` names the segment's objectName instead of its index).
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

import theme

Row {
    id: chooser

    required property var options
    property var current
    /** objectName prefix of the segments (`<prefix>_<index>`), for tests. */
    property string namePrefix: "segment"
    /** Narrower, lower segments (two choosers stacked in a page bar). */
    property bool compact: false

    signal chosen(var value)

    spacing: 0

    Repeater {
        model: chooser.options

        AbstractButton {
            id: segment

            required property var modelData
            required property int index

            readonly property bool selected: chooser.current === segment.modelData.value

            objectName: chooser.namePrefix + "_" + (segment.modelData.key ?? segment.index)
            implicitWidth: chooser.compact ? caption.implicitWidth + 2 * Theme.spacingSmall
                                           : Math.max(72, caption.implicitWidth + 2 * Theme.spacing)
            implicitHeight: chooser.compact ? 24 : 32
            checkable: true
            checked: segment.selected
            focusPolicy: Qt.StrongFocus
            Accessible.role: Accessible.RadioButton
            Accessible.name: segment.modelData.name
            Accessible.checked: segment.selected
            onClicked: chooser.chosen(segment.modelData.value)

            background: Rectangle {
                radius: Theme.radiusSmall
                color: segment.selected ? Theme.accent
                                        : (segment.hovered ? Theme.steady(Theme.paperDark) : Theme.surface)
                border.color: segment.visualFocus ? Theme.ink
                              : segment.selected ? Theme.accentDark : Theme.controlLine
                border.width: segment.visualFocus ? 2 : 1
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
