// The template game's words. A new game copies this file to views/games/<id>/Words.qml and words
// everything its engine sends as data here: its keys for the shortcut sheet, its refusals, and
// what the shell asks a game (the hint's value and unit, the names of its record's counts;
// optionally perDealName(), fact(f), story(e), canDraw, signsGains: see the other games'
// Words.qml).
import QtQml

QtObject {
    id: words

    /** The table's own keys, for the shortcut sheet (after the common ones). */
    readonly property var shortcuts: [
        { keys: "N", action: qsTr("Next deal, or a new match when it is over") }
    ]

    /** An engine refusal code in words. */
    function rejectionText(code: string): string {
        switch (code) {
        case "not_your_turn": return qsTr("Please wait: it is the AI's turn.");
        case "match_over": return qsTr("The match is over.");
        case "not_playable":
        case "not_in_hand": return qsTr("That card cannot be played now.");
        }
        return qsTr("That move is not allowed right now.");
    }

    /** The value of a hinted move in the game's unit, from its signed number ("+1.5"). */
    function hintValue(signed: string): string {
        return signed;
    }

    /** Under the hint's heading: what the move values mean. */
    function hintUnit(): string {
        return "";
    }

    /** The statistics page's name for a count of the game's record.py (COUNTS); "" for a count
        this game does not have. */
    function countName(count: string): string {
        switch (count) {
        //: Statistics of the template game: the tricks you took over all matches.
        case "tricks": return qsTr("Tricks taken");
        }
        return "";
    }
}
