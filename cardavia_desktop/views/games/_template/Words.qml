// The template game's words. A new game copies this file to views/games/<id>/Words.qml and words
// everything its engine sends as data here: its keys for the shortcut sheet, its refusals, and
// what the shell asks a game (the hint's value and unit, its own hint facts, the names of its
// record's counts; optionally move(action) for its own kinds of action, perDealName(), story(e),
// canDraw, signsGains: see the other games' Words.qml). Each returns "" for what is not its own,
// and the shell's shared words (views/shell/moves.js, story.js) take over.
import QtQml
import "../../common/refusals.js" as Refusals

QtObject {
    id: words

    /** The table's own keys, for the shortcut sheet (after the common ones). */
    readonly property var shortcuts: [
        { keys: "S", action: qsTr("Hear the scores") },
        { keys: "R", action: qsTr("Hear the last announcement again") },
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
        return Refusals.shared(code);
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

    /** A hint fact in words, for the kinds this game alone names (hints.py); "" lets the shell
        word the shared ones (wins_trick, loses_trick). */
    function fact(f: var): string {
        switch (f.fact) {
        //: High Trick (the template game): the hinted card opens the trick.
        case "leads": return qsTranslate("Moves", "leads the trick", "template");
        //: High Trick (the template game): the hinted card is of another suit than the one led.
        case "discards": return qsTranslate("Moves", "cannot follow suit", "template");
        }
        return "";
    }
}
