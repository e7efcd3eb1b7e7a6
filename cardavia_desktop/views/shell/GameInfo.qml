// Loads a game's Info.qml (name, format line, pitch, rules sections) by id.
import QtQuick

Loader {
    id: loader

    required property string gameId

    readonly property string name: item ? item.name : gameId
    readonly property string format: item ? item.format : ""
    readonly property string pitch: item ? item.pitch : ""
    readonly property var sections: item ? item.sections : []

    active: gameId !== ""
    source: gameId !== "" ? Qt.resolvedUrl("../games/" + gameId + "/Info.qml") : ""
}
