// One display filter: its name and value in % above a slider (0..100, 50 is the default).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import theme
import "../common/format.js" as Format
import cards

ColumnLayout {
    id: control

    required property string sliderName
    required property string label
    property int value: 50
    /** The tick at 50 %, the filters' neutral point (a volume has none). */
    property bool neutralMark: true

    signal moved(int value)

    Layout.fillWidth: false
    // Wide enough for the whole name beside the widest value ("100%"): never "Color temperat…".
    Layout.preferredWidth: Math.max(150, Math.ceil(name.implicitWidth + Theme.spacingTiny
                                                   + widest.advanceWidth + 1))
    spacing: 0

    TextMetrics {
        id: widest

        font: shown.font
        text: Format.percent(100)
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacingTiny

        Label {
            id: name

            objectName: control.sliderName + "Label"
            Layout.fillWidth: true
            text: control.label
            color: control.enabled ? Theme.inkMuted : Qt.lighter(Theme.inkMuted, 1.4)
            font.pixelSize: Theme.fontSmall
            elide: Text.ElideRight
        }

        Label {
            id: shown

            objectName: control.sliderName + "Value"
            text: Format.percent(slider.value)
            color: control.enabled ? Theme.ink : Qt.lighter(Theme.inkMuted, 1.4)
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
    }

    Slider {
        id: slider

        objectName: control.sliderName
        Layout.fillWidth: true
        from: 0
        to: 100
        stepSize: 1
        snapMode: Slider.SnapAlways
        value: control.value
        Accessible.name: control.label

        background: Rectangle {
            x: slider.leftPadding
            y: slider.topPadding + slider.availableHeight / 2 - height / 2
            implicitWidth: 140
            implicitHeight: 4
            width: slider.availableWidth
            height: implicitHeight
            radius: 2
            color: Theme.paperLine

            Rectangle {
                // The filled part grows from the start edge (the right one when mirrored).
                x: slider.mirrored ? parent.width - width : 0
                width: slider.visualPosition * parent.width
                       + (slider.mirrored ? parent.width * (1 - 2 * slider.visualPosition) : 0)
                height: parent.height
                radius: 2
                color: slider.enabled ? Theme.accent : Theme.paperLine
            }

            Rectangle {
                // A tick at 50 %, the neutral point.
                visible: control.neutralMark
                x: parent.width / 2 - 1
                y: -3
                width: 2
                height: parent.height + 6
                color: Theme.paperLine
            }
        }

        handle: Rectangle {
            x: slider.leftPadding + slider.visualPosition * (slider.availableWidth - width)
            y: slider.topPadding + slider.availableHeight / 2 - height / 2
            implicitWidth: 18
            implicitHeight: 18
            radius: 9
            color: slider.pressed ? Theme.paperDark : Theme.surface
            border.color: slider.enabled ? (slider.visualFocus ? Theme.ink : Theme.accent)
                                         : Theme.paperLine
            border.width: slider.visualFocus ? 2 : 1.5

            Rectangle {
                // The keyboard focus ring (Tab, then the arrow keys): brass around the handle,
                // as on the cards and the table's buttons.
                objectName: control.sliderName + "FocusRing"
                anchors.centerIn: parent
                width: parent.width + 10
                height: width
                radius: width / 2
                visible: slider.visualFocus
                color: "transparent"
                border.color: CardTheme.focus
                border.width: 3
            }
        }

        onValueChanged: {
            const rounded = Math.round(slider.value)
            if (rounded !== control.value)
                control.moved(rounded)
        }
    }
}
