// One full-window shader pass over `sourceItem`: contrast, film grain and colour temperature.
// When inactive (software scene graph, shader not built) the source is shown untouched.
import QtQuick

Item {
    id: layer

    required property Item sourceItem
    property url shader
    property bool active: false
    property real contrast: 0.5
    property real grain: 0
    property real temperature: 0.5
    property real time: 0

    ShaderEffectSource {
        id: capture

        anchors.fill: parent
        visible: false
        sourceItem: layer.active ? layer.sourceItem : null
        hideSource: layer.active
        live: true
    }

    ShaderEffect {
        id: effect

        readonly property var source: capture
        readonly property real contrast: layer.contrast
        readonly property real grain: layer.grain
        readonly property real temperature: layer.temperature
        readonly property real time: layer.time
        readonly property size pixelSize: Qt.size(width * Screen.devicePixelRatio,
                                                  height * Screen.devicePixelRatio)

        anchors.fill: parent
        visible: layer.active
        fragmentShader: layer.active ? layer.shader : ""
    }
}
