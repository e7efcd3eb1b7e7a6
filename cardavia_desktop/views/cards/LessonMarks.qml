// What a guided lesson marks on the open table (issue 35): the cards its step points at, and
// the buttons of the moves it asks for (by their verbs, "marry", "bet", "close"…), and the marks
// on screen the lesson's arrows point at. One place
// every card (CardView) and table button (TableButton) reads, wherever it lies: in your hand,
// on the table, in the trick or on a pile; only what shows on screen can be marked. The lesson's
// layer sets it while a lesson is at the table (and empties it when the lesson goes).
pragma Singleton

import QtQuick

QtObject {
    /** The codes of the marked cards. */
    property var cards: []
    /** The marked card of your hand the step's move plays ("" for none): the ring goes there
        first (a step may also mark a card it teaches you not to play). */
    property string ring: ""
    /** The step asks for a move that plays no card of your hand (Exchange, +40, Check…): the
        keyboard goes to its marked button, so that Enter makes the lesson's move. */
    property bool buttonFocus: false
    /** The verbs (and whole moves) of the marked buttons. */
    property var verbs: []
    /** The marks on screen now (each marked card's or button's halo, while it shows): the
        lesson's arrows point at them (common/LessonArrows.qml, one arrow each, placed where it
        covers no words). */
    property var shown: []

    /** A mark (a halo item) shows or goes. */
    function show(mark: var, on: bool): void {
        const others = shown.filter((m) => m !== null && m !== undefined && m !== mark);
        shown = on ? others.concat([mark]) : others;
    }
    /** The marked table button on screen (TableButton sets it), reached with Tab from the
        lesson's own buttons: wherever it lies on the table, it comes before the header. */
    property Item markedButton: null
    /** The table button on screen whose move the step asks for, made once cards are chosen
        (Lock & Bet's Lock, Minchiate's Discard: shown, not yet enabled): the lesson names its
        key from the step's start (TableButton sets it). */
    property Item askedButton: null
    /** Where Tab goes from the marked button reached that way (the item after the lesson's
        buttons), null otherwise. */
    property Item afterMarked: null

    /** Whether the card ``code`` is marked. */
    function card(code: string): bool {
        return code !== "" && cards.indexOf(code) >= 0;
    }

    /** Whether a button performing any of ``performs`` is marked. A mark and a button's move
        are a verb ("bet": every move of that kind) or a whole move ("marry:EK": that one);
        a verb matches every whole move of its kind either way, except the whole moves in
        ``leaves`` (another button's own: Lock & Bet's Bet never glows for the all-in bet
        that the All-in button makes). */
    function button(performs: var, leaves: var): bool {
        const kind = (move) => move.split(":")[0];
        return (performs ?? []).some((own) => verbs.some((mark) => {
            if (mark === own)
                return true;
            if ((leaves ?? []).indexOf(mark) >= 0)
                return false;
            return (own.indexOf(":") < 0 && kind(mark) === own)
                   || (mark.indexOf(":") < 0 && kind(own) === mark);
        }));
    }
}
