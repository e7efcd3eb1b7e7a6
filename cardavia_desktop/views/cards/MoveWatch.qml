// Whether a positioner's move Transition (a row closing up) is under way, bounded by how long
// it lasts: Qt can leave a Transition's `running` true for ever when the items it moves go
// mid-way (the table's cards all replaced: back from Watch or a replay), and a row that moves
// flies above the window's filter pass until it stops — Scopa's table row stayed there, drawn
// over the shortcut sheet (newcomer #36; Tarocchi's hand for newcomer #35).
import QtQuick

Timer {
    id: watch

    /** The watched Transition. */
    required property Transition transition
    /** Under way: running, and started no longer ago than ``interval`` (its duration and a
        margin). */
    readonly property bool moving: watch.transition.running && watch.running

    property Connections starts: Connections {
        target: watch.transition

        function onRunningChanged(): void {
            if (watch.transition.running)
                watch.restart();
        }
    }
}
