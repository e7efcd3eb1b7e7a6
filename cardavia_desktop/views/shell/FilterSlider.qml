// One display filter: its name and value in % above a slider (0..100, 50 is the default).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import "../theme"

ColumnLayout {
    id: control

    required property string sliderName
    required property string label
    property int value: 50

    signal moved(int value)

    spacing: 0

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacingSmall

        Label {
            Layout.fillWidth: true
            text: control.label
            color: control.enabled ? Theme.inkMuted : Qt.lighter(Theme.inkMuted, 1.4)
            font.pixelSize: Theme.fontSmall
            elide: Text.ElideRight
        }

        Label {
            //: A filter value in percent; %1 is the number, already formatted for the locale.
            text: qsTr("%1%").arg(Number(slider.value).toLocaleString(Qt.locale(), "f", 0))
            color: control.enabled ? Theme.ink : Qt.lighter(Theme.inkMuted, 1.4)
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
    }

    Slider {
        id: slider

        objectName: control.sliderName
        Layout.preferredWidth: 140
        from: 0
        to: 100
        stepSize: 1
        snapMode: Slider.SnapAlways
        value: control.value
        Accessible.name: control.label
        onValueChanged: {
            const rounded = Math.round(slider.value)
            if (rounded !== control.value)
                control.moved(rounded)
        }
    }
}
