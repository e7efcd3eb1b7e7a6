// Loads a game's Words.qml by convention (views/games/<id>/Words.qml): the shell asks it for the
// words only that game has (the hint's unit, a fact's wording, the statistics' figure per deal),
// so no shared file branches on the game's id.
import QtQuick

Loader {
    required property string gameId

    active: gameId !== ""
    source: gameId !== "" ? Qt.resolvedUrl("../games/" + gameId + "/Words.qml") : ""
}
