// Opens a moment after `active` turns true: a sheet or a result panel takes no key or click until
// it has been seen, so the key (or click) that played the last card does not also dismiss it.
// `interval` 0 opens at once (tests that play at full speed).
import QtQuick

Timer {
    id: gate

    /** The sheet or panel is showing. */
    property bool active: false
    property bool _settled: false
    /** It takes input now. */
    readonly property bool ready: gate.active && (gate.interval <= 0 || gate._settled)

    interval: 500
    onActiveChanged: {
        gate._settled = false;
        if (gate.active)
            gate.restart();
        else
            gate.stop();
    }
    onTriggered: gate._settled = gate.active
    Component.onCompleted: if (gate.active) gate.restart()
}
