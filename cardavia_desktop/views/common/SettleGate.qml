// Opens a moment after `active` turns true: a sheet or a result panel takes no key or click until
// it has been seen, so the key (or click) that played the last card does not also dismiss it.
// Keys wait longer, and until they rest: a key that comes too soon (`tooSoon`) starts the wait
// again, so a player pressing Enter over and over to play out the deal reads the sheet before a
// key goes on from it (newcomer #19: six Enters 0.8 s apart played the last cards, skipped the
// sheet and dealt on). `interval` 0 opens at once, for keys too (tests that play at full speed).
import QtQuick

Timer {
    id: gate

    /** The sheet or panel is showing. */
    property bool active: false
    property bool _settled: false
    /** It takes input now. */
    readonly property bool ready: gate.active && (gate.interval <= 0 || gate._settled)
    /** How long the keys must rest, after the sheet shows or a key that came too soon. */
    property int keyRestMs: gate.interval > 0 ? Math.max(2000, 4 * gate.interval) : 0
    /** It takes a key now. */
    readonly property bool keysReady: gate.ready && !gate.rest.running
    readonly property Timer rest: Timer {
        interval: gate.keyRestMs
    }

    /** A key for the sheet came before `keysReady`: it is dropped and the keys wait again. */
    function tooSoon(): void {
        if (gate.keyRestMs > 0 && gate.active)
            gate.rest.restart();
    }

    /** Shows: the clicks' wait and the keys' rest start. */
    function open(): void {
        gate.restart();
        if (gate.keyRestMs > 0)
            gate.rest.restart();
    }

    interval: 500
    onActiveChanged: {
        gate._settled = false;
        if (gate.active) {
            gate.open();
        } else {
            gate.stop();
            gate.rest.stop();
        }
    }
    onTriggered: gate._settled = gate.active
    Component.onCompleted: if (gate.active) gate.open()
}
