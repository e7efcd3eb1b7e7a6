// Schnapsen's words: suit names, the table's keys and refusals, the hint's unit and facts. The
// engine sends data; only the game's own files word it, and the shell asks this file (by
// convention views/games/<id>/Words.qml) for the words only this game has.
import QtQml

import cards
import "../../common/refusals.js" as Refusals

QtObject {
    id: words

    /** The table's own keys, for the shortcut sheet (key letters are not translated). */
    readonly property var shortcuts: [
        { keys: "M", action: qsTr("Declare the marriage of the ringed König or Ober (Enter plays it without)") },
        { keys: "X", action: qsTr("Exchange the trump Unter") },
        { keys: "C", action: qsTr("Close the stock") },
        { keys: "L", action: qsTr("Show or hide the last trick") },
        { keys: "S", action: qsTr("Hear the scores") },
        { keys: "R", action: qsTr("Hear the last announcement again") },
        { keys: "N", action: qsTr("Next deal or new match, when the deal is over (Enter too)", "schnapsen") }
    ]

    /** The turn line when you lead, naming the buttons that may come first (newcomers #25
        and #27: "Your turn: lead a card" while the lesson asked for the exchange, and beside
        the marriage's buttons). */
    function leadText(canExchange: bool, canClose: bool, canMarry: bool): string {
        const first = [];
        if (canExchange)
            first.push(qsTr("exchange the trump Unter"));
        if (canMarry)
            first.push(qsTr("declare a marriage"));
        if (canClose)
            first.push(qsTr("close the stock"));
        //: The turn line: %1 what you may do before you lead ("exchange the trump Unter, close the stock").
        return first.length === 0 ? qsTr("Your turn: lead a card")
            : qsTr("Your turn: %1 or lead a card").arg(first.join(qsTr(", ", "a list of what you may do")));
    }

    function suitName(suit: string): string {
        switch (suit) {
        case "H": return qsTr("Herz");
        case "S": return qsTr("Schelln");
        case "E": return qsTr("Eichel");
        case "L": return qsTr("Laub");
        }
        return "";
    }

    function rejectionText(code: string): string {
        switch (code) {
        case "not_your_turn": return qsTr("Please wait: it is the AI's turn.");
        case "deal_summary_open": return qsTr("The deal is over: press Next deal first.");
        case "match_over": return qsTr("The match is over.", "schnapsen");
        case "not_playable": return qsTr("That card cannot be played now.");
        case "not_in_hand": return qsTr("You do not hold that card.");
        case "must_follow_higher": return qsTr("Strict rules: you must take the trick with a higher card of the suit led.");
        case "must_follow_suit": return qsTr("Strict rules: you must follow the suit led.");
        case "must_trump": return qsTr("Strict rules: you cannot follow suit, so you must play a trump.");
        case "stock_closed": return qsTr("The stock is closed.");
        case "stock_exhausted": return qsTr("The stock is exhausted.");
        case "no_trump_unter": return qsTr("You need the trump Unter to exchange.");
        case "ai_error": return qsTr("The AI could not move. Please start a new match.", "schnapsen");
        }
        return Refusals.shared(code);
    }

    /** A card's spoken name, e.g. "Ober of Herz" (the words a card item uses for itself). */
    function cardName(code: string): string {
        return CardNames.card("german", code);
    }

    /** The notice an event of the table shows ("" for none). */
    function notice(e: var): string {
        const you = e.seat === 0;
        if (e.type === "exchange")
            return you ? qsTr("You exchanged the trump Unter.")
                       : qsTr("The AI exchanged the trump Unter for the indicator.");
        if (e.type === "close")
            return you ? qsTr("You closed the stock: no more drawing, strict rules apply.")
                       : qsTr("The AI closed the stock: no more drawing, strict rules apply.");
        if (e.type === "marriage") {
            const suit = words.suitName(e.suit);
            const text = you ? qsTr("You declared the marriage in %1: %Ln point(s).", "", e.points).arg(suit)
                             : qsTr("The AI declared the marriage in %1: %Ln point(s).", "", e.points).arg(suit);
            return e.pending ? text + " " + qsTr("They count after the first trick won.") : text;
        }
        return "";
    }

    /** What a screen reader is told of an event of the table ("" for nothing). */
    function spoken(e: var): string {
        const you = e.seat === 0;
        if (e.type === "play" && !you)
            return qsTr("The AI played %1.").arg(words.cardName(e.card));
        if (e.type === "trick")
            return e.winner === 0 ? qsTr("You won the trick: %Ln point(s).", "", e.points)
                                  : qsTr("The AI won the trick: %Ln point(s).", "", e.points);
        // Your own draws name the card (the controller fills it in from your hand); the AI's
        // only when it takes the face-up trump card at the last draw.
        if (e.type === "draw" && e.card)
            return you ? qsTr("You drew %1.").arg(words.cardName(e.card))
                       : qsTr("The AI took the face-up trump card, %1.").arg(words.cardName(e.card));
        return "";
    }

    /** The value of a hinted move in the game's unit, from its signed number ("+1.5"). */
    function hintValue(signed: string): string {
        //: Expected value of a hinted Schnapsen move, e.g. "+1.5 game points".
        return qsTr("%1 game points", "schnapsen hint value").arg(signed);
    }

    /** Under the hint's heading: what the move values mean. */
    function hintUnit(): string {
        //: Under the Schnapsen hint's heading: what the move values mean.
        return qsTr("Expected game points from this deal: + won by you, − won by your opponent.", "schnapsen");
    }

    /** The statistics' row of the average per deal. */
    function perDealName(): string {
        return qsTr("Game points per deal");
    }

    /** The reason of a hinted move in this game's words ("": the common words). */
    function fact(f: var): string {
        switch (f.fact) {
        case "leads":
            if (!f.trump && f.suit !== "T")
                return "";
            //: Schnapsen: leading a trump (briscola, Atout) that counts %n card points.
            return qsTranslate("Moves", "leads a trump worth %Ln point(s)", "schnapsen", f.points);
        case "trumps": return qsTranslate("Moves", "trumps the led suit", "schnapsen");
        }
        return "";
    }

    /** What each AI level does, in a sentence (from ai.py), for the level notes
        (views/shell/LevelNotes.qml); ``p`` words a share, ``n`` a count, through the locale. */
    function levelNote(level: string, p: var, n: var): string {
        switch (level) {
        case "easy":
            return qsTranslate("LevelNotes", "Plays by rules of thumb, but %1 of the time plays a random card.", "schnapsen").arg(p(0.4))
        case "normal":
            return qsTranslate("LevelNotes", "Always plays by its rules of thumb.", "schnapsen")
        case "hard":
            return qsTranslate("LevelNotes", "Tries every move in %1 guesses at the unseen cards: it plays each guess out while the stock is open and calculates exactly once it is closed or nearly gone.", "schnapsen").arg(n(32))
        }
        return "";
    }
}
