// One full-window shader pass over `sourceItem`: contrast, film grain and colour temperature.
// When inactive (software scene graph, shader not built) the source is shown untouched.
import QtQuick

Item {
    id: filterLayer

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
        sourceItem: filterLayer.active ? filterLayer.sourceItem : null
        hideSource: filterLayer.active
        live: true
    }

    ShaderEffect {
        id: effect

        readonly property var source: capture
        readonly property real contrast: filterLayer.contrast
        readonly property real grain: filterLayer.grain
        readonly property real temperature: filterLayer.temperature
        readonly property real time: filterLayer.time
        readonly property size pixelSize: Qt.size(width * Screen.devicePixelRatio,
                                                  height * Screen.devicePixelRatio)

        anchors.fill: parent
        visible: filterLayer.active
        fragmentShader: filterLayer.active ? filterLayer.shader : ""
    }
}
