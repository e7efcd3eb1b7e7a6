// Tarocchi di Piedicavallo's words: the table's keys and refusals, and the hint's unit. The engine
// sends data; only the game's own files word it, and the shell asks this file (by convention
// views/games/<id>/Words.qml) for the words only this game has.
import QtQml

import "../../common/format.js" as Format
import "../../common/refusals.js" as Refusals

QtObject {
    id: words

    readonly property var shortcuts: [
        { keys: "D", action: qsTr("Discard the two chosen cards") },
        { keys: "L", action: qsTr("Show or hide the last trick") },
        //: Key names on the shortcut sheet: the keys that go on from a finished trick (any key
        //: does, but these are the ones to name; as the refusal "press Space or Enter").
        { keys: qsTr("Space / Enter"), action: qsTr("Next trick, when a finished trick waits for you") },
        //: Key name on the shortcut sheet.
        { keys: qsTr("Enter"), action: qsTr("New deal, when the score sheet shows") }
    ]

    function rejectionText(code: string): string {
        switch (code) {
        case "not_your_turn": return qsTr("Please wait: it is not your turn.");
        case "match_over": return qsTr("The deal is over.");
        case "not_playable": return qsTr("That card cannot be played now.");
        case "not_in_hand": return qsTr("You do not hold that card.");
        case "must_follow": return qsTr("You must follow the suit led.");
        case "must_trump": return qsTr("You cannot follow suit, so you must play a trump.");
        case "discard_first": return qsTr("Discard two cards first.");
        case "no_discard_now": return qsTr("The discard has already been made.");
        case "same_card": return qsTr("Choose two different cards.");
        case "undiscardable": return qsTr("Kings, trumps 1 and 21 and the Matto may not be discarded.");
        case "trump_discard_restricted": return qsTr("You may discard a trump only if the 15 cards you keep are all trumps and Kings (and the Matto), or hold no trump at all.");
        case "ai_error": return qsTr("An AI player could not move. Please start a new deal.");
        }
        return Refusals.shared(code);
    }

    /** The value of a hinted move in the game's unit, from its signed number ("+1.5"). */
    function hintValue(signed: string): string {
        //: Expected value of a hinted Piedicavallo move, e.g. "+1.5 points" (card points).
        return qsTr("%1 points", "piedicavallo hint value").arg(signed);
    }

    /** Under the hint's heading: what the move values mean. */
    function hintUnit(): string {
        //: Under the Piedicavallo hint's heading: what the move values mean; %1 is 20 (the
        //: search's bonus for winning the deal), written in the locale's digits.
        return qsTr("Expected margin at the end of this deal, in card points: your team's minus the opponents', plus %1 if your team wins the deal or minus %1 if it loses (+ ahead, − behind).", "piedicavallo").arg(Format.num(20));
    }

    /** The statistics' row of the average per deal. */
    function perDealName(): string {
        return qsTr("Card points per deal");
    }

    /** A match of this game may end drawn (the statistics count the draws). */
    readonly property bool canDraw: true

    /** What each AI level does, in a sentence (from ai.py), for the level notes
        (views/shell/LevelNotes.qml); ``p`` words a share, ``n`` a count, through the locale. */
    function levelNote(level: string, p: var, n: var): string {
        switch (level) {
        case "easy":
            return qsTranslate("LevelNotes", "A team player by rules of thumb, but %1 of the time it plays a random legal card.", "piedicavallo").arg(p(0.7))
        case "normal":
            // the same words as Easy's (the Why? panel shows a level's note alone: newcomer #17)
            return qsTranslate("LevelNotes", "A team player by rules of thumb, but %1 of the time it plays a random legal card.", "piedicavallo").arg(p(0.2))
        case "hard":
            return qsTranslate("LevelNotes", "Plays every card out hundreds of times in guesses at the hidden hands that fit how the others have played, and keeps the best on average.", "piedicavallo")
        }
        return "";
    }
}
