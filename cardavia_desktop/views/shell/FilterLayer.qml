// One full-window shader pass over `sourceItem`: contrast, film grain and colour temperature.
// When inactive (software scene graph, shader not built) the source is shown untouched.
//
// Cost on a software renderer (Mesa llvmpipe, benchmarks/README.md "Frame timing"): the pass
// reads its capture 1:1 (one texel per pixel), so the capture is sampled without filtering
// (`smooth: false`: the same texels, ~6 ms less per 1280x800 frame than bilinear sampling),
// and what depends only on the settings (contrast gain, temperature tint, grain strength) is
// computed here once instead of for every pixel.
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
    /** Whether the pass changes a flat colour (contrast or temperature off neutral); the grain
     *  alone only adds noise. */
    readonly property bool changesColours: contrast !== 0.5 || temperature !== 0.5

    ShaderEffectSource {
        id: capture

        anchors.fill: parent
        visible: false
        sourceItem: filterLayer.active ? filterLayer.sourceItem : null
        hideSource: filterLayer.active
        live: true
        smooth: false
    }

    ShaderEffect {
        id: effect

        readonly property var source: capture
        // Contrast: scale around mid grey by 2^((c - 0.5) * 2.4), i.e. x0.44 .. x2.3.
        readonly property real gain: Math.pow(2, (filterLayer.contrast - 0.5) * 2.4)
        // Temperature: warm raises red and lowers blue, cold the reverse.
        readonly property real warmth: (filterLayer.temperature - 0.5) * 2
        readonly property vector3d tint: Qt.vector3d(1 + 0.16 * effect.warmth,
                                                     1 + 0.02 * effect.warmth,
                                                     1 - 0.16 * effect.warmth)
        // Film grain: the noise's strength in the mid tones (0 = off).
        readonly property real grain: filterLayer.grain * 0.22
        readonly property real time: filterLayer.time
        readonly property size pixelSize: Qt.size(width * Screen.devicePixelRatio,
                                                  height * Screen.devicePixelRatio)

        anchors.fill: parent
        visible: filterLayer.active
        fragmentShader: filterLayer.active ? filterLayer.shader : ""
    }
}
