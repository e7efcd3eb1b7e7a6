// Loads a game's Info.qml (name, format line, pitch, rules sections) by id.
import QtQuick

Loader {
    id: loader

    required property string gameId

    readonly property string name: item ? item.name : gameId
    readonly property string format: item ? item.format : ""
    readonly property string pitch: item ? item.pitch : ""
    readonly property var sections: item ? item.sections : []
    /** Played in partnerships (your team against the opponents). */
    readonly property bool partnership: item?.partnership ?? false

    /** The game's own line for a match under way on its lobby tile ("": the tile's own). */
    function underWay(yours: string, theirs: string): string {
        return item && typeof item.underWay === "function" ? item.underWay(yours, theirs) : "";
    }

    active: gameId !== ""
    source: gameId !== "" ? Qt.resolvedUrl("../games/" + gameId + "/Info.qml") : ""
}
