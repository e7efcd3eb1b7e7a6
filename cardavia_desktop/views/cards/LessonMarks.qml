// What a guided lesson marks on the open table (issue 35): the cards its step points at, and
// the buttons of the moves it asks for (by their verbs, "marry", "bet", "close"…). One place
// every card (CardView) and table button (TableButton) reads, wherever it lies: in your hand,
// on the table, in the trick or on a pile; only what shows on screen can be marked. The lesson's
// layer sets it while a lesson is at the table (and empties it when the lesson goes).
pragma Singleton

import QtQuick

QtObject {
    /** The codes of the marked cards. */
    property var cards: []
    /** The verbs (and whole moves) of the marked buttons. */
    property var verbs: []

    /** Whether the card ``code`` is marked. */
    function card(code: string): bool {
        return code !== "" && cards.indexOf(code) >= 0;
    }

    /** Whether a button performing any of ``performs`` (verbs or whole moves) is marked. */
    function button(performs: var): bool {
        return (performs ?? []).some((verb) => verbs.indexOf(verb) >= 0);
    }
}
