// Strength of the AI opponents: three segment buttons bound to AppSettings.aiLevel.
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

    SegmentChooser {
        objectName: "aiLevelChooser"
        namePrefix: "aiLevel"
        current: AppSettings.aiLevel
        options: [
            { value: "easy", key: "easy", name: qsTr("Easy") },
            { value: "normal", key: "normal", name: qsTr("Normal") },
            { value: "hard", key: "hard", name: qsTr("Hard") }
        ]
        onChosen: (value) => AppSettings.aiLevel = value
    }
}
