// Scopa's words: the table's keys, refusals, and the hint's unit. The engine sends data; only the
// game's own files word it, and the shell asks this file (by convention
// views/games/<id>/Words.qml) for the words only this game has.
import QtQml

import cards
import "../../common/format.js" as Format
import "../../common/refusals.js" as Refusals

QtObject {
    id: words

    /** The table's own keys, for the shortcut sheet (key letters are not translated). */
    readonly property var shortcuts: [
        { keys: "← →", action: qsTr("While choosing a capture: move between the choices (Enter takes one, Esc puts the card back)") },
        { keys: "T", action: qsTr("Hear the cards on the table") },
        { keys: "S", action: qsTr("Hear the scores") },
        { keys: "R", action: qsTr("Hear the last announcement again") },
        { keys: "N", action: qsTr("Next deal or new match, when the deal is over (Enter too)") }
    ]

    function rejectionText(code: string): string {
        switch (code) {
        case "not_your_turn": return qsTr("Please wait: it is the AI's turn.");
        case "deal_summary_open": return qsTr("The deal is over: press Next deal first.");
        case "match_over": return qsTr("The match is over.");
        case "not_playable":
        case "not_in_hand": return qsTr("That card cannot be played now.");
        case "must_capture": return qsTr("That card can capture, so it must capture.");
        case "single_match": return qsTr("A table card has the same value: take one such card, not a sum.");
        case "wrong_sum": return qsTr("Those cards do not add up to the value of your card.");
        case "cannot_capture": return qsTr("That card cannot capture anything.");
        case "not_on_table": return qsTr("That card is not on the table.");
        case "ai_error": return qsTr("The AI could not move. Please start a new match.");
        }
        return Refusals.shared(code);
    }

    /** The cards that capture a sum of ``value`` (1 to 10), e.g. "a Queen (a Queen counts 9)"
        for 9: what a sum on the table means in cards (Ace 1, 2–7 as printed, Jack 8, Queen 9,
        King 10). */
    function valueCards(value: int): string {
        switch (value) {
        //: Scopa: the card that captures a sum of 1.
        case 1: return qsTr("an Ace, which counts 1");
        //: Scopa: the card that captures a sum of 8.
        case 8: return qsTr("a Jack, which counts 8");
        //: Scopa: the card that captures a sum of 9.
        case 9: return qsTr("a Queen, which counts 9");
        //: Scopa: the card that captures a sum of 10.
        case 10: return qsTr("a King, which counts 10");
        }
        //: Scopa: the card that captures a sum of %1 (2 to 7: a card of that number).
        return qsTr("a %1").arg(Format.num(value));
    }

    /** A hint's reason in this game's words ("": the common words): a sweep left on the table
        says which card would take it. */
    function fact(f: var): string {
        if (f.fact === "leaves_sweep")
            //: Scopa hint: the table left adds up to %1; %2 the card that could take it all ("a Queen, which counts 9").
            return qsTr("leaves cards adding up to %1 on the table: the opponent could sweep them with %2").arg(Format.num(f.sum)).arg(words.valueCards(f.sum));
        return words.settebelloLeft(f);
    }

    /** The settebello on the table after the move, for the opponent to take ("" for another
        kind): told with what it is, from the table's cards alone. */
    function settebelloLeft(f: var): string {
        if (f.fact !== "leaves_settebello")
            return "";
        if (f.laid)
            //: Scopa: the move puts the settebello (%1, "7 of Diamonds") on the table, where the opponent may capture it.
            return qsTr("lays the settebello, the %1, a prize of 1 point, on the table, where the opponent could take it").arg(words.cardName("D7"));
        //: Scopa: the move leaves the settebello (%1, "7 of Diamonds") on the table, where the opponent may capture it.
        return qsTr("leaves the settebello, the %1, a prize of 1 point, on the table, where the opponent could take it").arg(words.cardName("D7"));
    }

    /** The kinds of reason ``gloss`` words with what they mean, the first time a Why? answer
        or a hint tells them (views/shell/why.js and moves.js). */
    readonly property var glosses: ["takes_settebello"]

    /** A reason glossed ("takes the settebello, the 7 of Diamonds, a prize of 1 point"), ""
        for a kind not in ``glosses``. */
    function gloss(f: var): string {
        if (f.fact === "takes_settebello")
            //: Scopa, why the AI moved: it captures the settebello, glossed with its card's name (%1, "7 of Diamonds"); a phrase whose subject is the move.
            return qsTr("takes the settebello, the %1, a prize of 1 point").arg(words.cardName("D7"));
        return "";
    }

    /** The reason of an AI seat's move in this game's words ("Why?", views/shell/why.js). */
    function whyFact(f: var): string {
        if (f.fact === "leaves_sweep")
            //: Scopa, why the AI moved: the table it leaves adds up to %1; %2 the card that could take it all ("a Queen, which counts 9"); one is still to be played (in your hand, the AI's or the stock).
            return qsTr("leaves cards adding up to %1 on the table, and %2 is still to be played: it could sweep them").arg(Format.num(f.sum)).arg(words.valueCards(f.sum));
        return words.settebelloLeft(f) || words.gloss(f);
    }

    /** A card's spoken name, e.g. "King of Hearts" (the words a card item uses for itself). */
    function cardName(code: string): string {
        return CardNames.card("french", code);
    }

    /** Spoken names of ``codes``, as a list. */
    function cardList(codes: var): string {
        //: Between the card names of a spoken list, e.g. "3 of Spades, King of Hearts".
        return codes.map((code) => words.cardName(code)).join(qsTr(", "));
    }

    /** What a screen reader is told of an event of the table ("" for nothing). */
    function spoken(e: var): string {
        const you = e.seat === 0;
        if (e.type === "capture")
            return you ? qsTr("You took %1 with %2.").arg(words.cardList(e.cards)).arg(words.cardName(e.card))
                       : qsTr("The AI played %1 and took %2.").arg(words.cardName(e.card)).arg(words.cardList(e.cards));
        if (e.type === "place" && !you)
            return qsTr("The AI played %1 to the table.").arg(words.cardName(e.card));
        return "";
    }

    /** The notice an event of the table shows ("" for none). */
    function notice(e: var): string {
        const you = e.seat === 0;
        if (e.type === "scopa")
            return you ? qsTr("Scopa! You cleared the table.") : qsTr("Scopa for the AI: it cleared the table.");
        if (e.type === "capture" && e.sweep && e.final_play)
            return qsTr("The last card of the deal cleared the table: that is no scopa.");
        if (e.type === "leftovers" && e.cards.length > 0)
            return you ? qsTr("The cards left on the table go to you: you captured last.")
                       : qsTr("The cards left on the table go to the AI: it captured last.");
        if (e.type === "round")
            return qsTr("Three more cards each from the stock.");
        if (e.type === "void_deal")
            return qsTr("Three or four Kings on the table: the same dealer deals again.");
        return "";
    }

    /** The value of a hinted move in the game's unit, from its signed number ("+1.5"). */
    function hintValue(signed: string): string {
        //: Expected value of a hinted Scopa move, e.g. "+1.5 points" (points of the deal).
        return qsTr("%1 points", "scopa hint value").arg(signed);
    }

    /** Under the hint's heading: what the move values mean. */
    function hintUnit(): string {
        //: Under the Scopa hint's heading: what the move values mean.
        return qsTr("Expected margin at the end of this deal, in points: yours minus your opponent's (+ ahead, − behind).", "scopa");
    }

    /** The story's line for an event this game words its own way (undefined: the common line). */
    function story(e: var): var {
        if (e.type === "play")
            return "";  // the capture or the placing says it
        return undefined;
    }

    /** What each AI level does, in a sentence (from ai.py), for the level notes
        (views/shell/LevelNotes.qml); ``p`` words a share, ``n`` a count, through the locale. */
    function levelNote(level: string, p: var, n: var): string {
        switch (level) {
        case "easy":
            return qsTranslate("LevelNotes", "Counts the cards and follows rules of thumb, but %1 of the time takes one of its three best-looking moves instead of the best.", "scopa").arg(p(0.8))
        case "normal":
            return qsTranslate("LevelNotes", "Follows the same rules of thumb as Easy, but takes a near-best move instead of the best %1 of the time.", "scopa").arg(p(0.25))
        case "hard":
            return qsTranslate("LevelNotes", "Tries every move in %1 guesses at the unseen cards, guessing from how you have played so far, and plays the one that scores best; near the end of the stock it calculates exactly.", "scopa").arg(n(64))
        }
        return "";
    }
}
