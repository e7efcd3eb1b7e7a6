// Lock & Bet's words: the table's keys, betting moves, results and refusals, and the hint's unit.
// The engine sends data; only the game's own files word it, and the shell asks this file (by
// convention views/games/<id>/Words.qml) for the words only this game has.
import QtQml

import "../../common/format.js" as Format
import "../../common/watched.js" as Watched
import "../../common/refusals.js" as Refusals

QtObject {
    id: words

    /** The table's betting view model (the amounts the refusals name). */
    property QtObject betting: null

    /** This table's keys (the shortcut sheet lists them after the common ones). */
    readonly property var shortcuts: [
        { keys: "L", action: qsTr("Lock the ringed card face down") },
        { keys: "K", action: qsTr("Check") },
        { keys: "C", action: qsTr("Call") },
        { keys: "F", action: qsTr("Fold") },
        //: Keys on the shortcut sheet: plus/minus and the up/down arrows; keep the symbols.
        { keys: qsTr("+ / − / ↑ / ↓"), action: qsTr("Raise or lower the amount to bet") },
        { keys: "B", action: qsTr("Bet or raise the chosen amount") },
        { keys: "A", action: qsTr("All-in") },
        //: Key name on the shortcut sheet.
        { keys: qsTr("Enter"), replaces: "play", action: qsTr("Choose the ringed card, again to lock it; confirm the amount; next deal; new match") },
        { keys: "N", action: qsTr("Next deal, or a new match when it is over") }
    ]

    /** Said over your kept card when it is clicked (or Enter is pressed on it) once the other
        is locked: it takes no part in this deal. */
    //: Lock & Bet: a note over the card you kept (not locked), when you click it: it is played in the next deal.
    readonly property string keptCardNote: qsTr("This card plays in the next deal.")

    /** The moves the betting controls offer now, in words (from the legal actions). */
    function movesText(): string {
        const b = words.betting;
        if (b.canCheck)
            return b.amountVerb === "bet" ? qsTr("Your turn: check or bet") : qsTr("Your turn: check");
        if (b.amountVerb === "raise")
            return qsTr("Your turn: call, raise or fold");
        if (b.shortAllIn)
            return qsTr("Your turn: call, go all-in or fold");
        return qsTr("Your turn: call or fold");
    }

    /** A betting action in words (events and deal actions are data; the view translates). */
    function actionText(entry: var): string {
        const total = Format.num(entry.total ?? 0);
        switch (entry.action) {
        case "check": return qsTr("Checked");
        case "bet": return entry.all_in ? qsTr("Bet %1, all-in").arg(total) : qsTr("Bet %1").arg(total);
        case "raise": return entry.all_in ? qsTr("Raised to %1, all-in").arg(total) : qsTr("Raised to %1").arg(total);
        case "allin": return qsTr("All-in to %1").arg(total);
        case "call": return entry.all_in ? qsTr("Called %1, all-in").arg(Format.num(entry.amount)) : qsTr("Called %1").arg(Format.num(entry.amount));
        case "fold": return qsTr("Folded");
        case "lock": return qsTr("Locked a card");
        }
        return "";
    }

    /** ``seat``'s last move of this deal in words ("" before its first). */
    function lastMoveText(seat: int, actions: var): string {
        for (let i = actions.length - 1; i >= 0; --i) {
            if (actions[i].seat === seat)
                return words.actionText(actions[i]);
        }
        return "";
    }

    /** ``seat``'s last move of the finished deal (its deal_end payload) and how the deal
        ended for it, for its player box: the move alone read as still going ("Bet 19,
        all-in" beside 21 chips: newcomer #16). */
    function outcomeText(seat: int, summary: var, actions: var): string {
        const move = words.lastMoveText(seat, actions);
        if (summary.reason === undefined || summary.folded === seat)
            return move;
        if (summary.reason === "tie")
            //: A player's box after a deal of equal cards: its last move (%1), then the pot was split.
            return qsTr("%1 · pot split").arg(move);
        return summary.winner === seat
            //: A player's box after the deal: its last move (%1), then it won the pot of %2 chips.
            ? qsTr("%1 · won %2").arg(move).arg(Format.num(summary.pot))
            //: A player's box after the deal: its last move (%1), then it lost the pot.
            : qsTr("%1 · lost").arg(move);
    }

    /** The finished deal in words, from its deal_end payload; ``watched``: Hard played your
        seat (Watch), named in the third person (watched.js). */
    function resultText(summary: var, watched: bool): string {
        if (summary.reason === undefined)
            return "";
        if (summary.reason === "tie")
            //: A split pot: each player takes back what they put in.
            return qsTr("Equal ranks: the pot of %1 is split.").arg(Format.num(summary.pot));
        if (watched && summary.winner === 0)  // Watch: Hard played your seat (watched.js)
            return summary.reason === "fold"
                //: Watch, Lock & Bet: the AI folded, so your seat (%1 "Hard (your seat)") takes the pot of %2.
                ? qsTranslate("Watched", "The AI folded: %1 takes the pot of %2.").arg(Watched.seat()).arg(Format.num(summary.pot))
                //: Watch, Lock & Bet: your seat's card (%1 "Hard (your seat)") is stronger and wins the pot of %2.
                : qsTranslate("Watched", "The card of %1 is stronger: it wins the pot of %2.").arg(Watched.seat()).arg(Format.num(summary.pot));
        if (watched && summary.reason === "fold")
            //: Watch, Lock & Bet: your seat (%1 "Hard (your seat)") folded, so the AI takes the pot of %2.
            return qsTranslate("Watched", "%1 folded: the AI takes the pot of %2.").arg(Watched.seat()).arg(Format.num(summary.pot));
        if (summary.reason === "fold")
            return summary.winner === 0 ? qsTr("The AI folded: you take the pot of %1.").arg(Format.num(summary.pot))
                                        : qsTr("You folded: the AI takes the pot of %1.").arg(Format.num(summary.pot));
        return summary.winner === 0 ? qsTr("Your card is stronger: you win the pot of %1.").arg(Format.num(summary.pot))
                                    : qsTr("The AI's card is stronger: it wins the pot of %1.").arg(Format.num(summary.pot));
    }

    /** Chips an all-in did not let the other player match, given back before the showdown. */
    function refundText(seat: int, amount: int): string {
        return seat === 0 ? qsTr("%1 unmatched chips come back to you.").arg(Format.num(amount))
                          : qsTr("%1 unmatched chips go back to the AI.").arg(Format.num(amount));
    }

    /** ``resultText`` and, after an all-in called for less, the chips given back (newcomer #39:
        the match's sheet said "pot 6" where the table had shown 38, and nothing said why). */
    function dealText(summary: var, watched: bool): string {
        const given = (summary.refund ?? []).map((amount, seat) => amount > 0 ? words.refundText(seat, amount) : "");
        return [words.resultText(summary, watched)].concat(given).filter(text => text !== "").join(" ");
    }

    function rejectionText(code: string): string {
        const b = words.betting;
        switch (code) {
        case "not_your_turn": return qsTr("Please wait: it is the AI's turn.");
        case "deal_summary_open": return qsTr("The deal is over: press Next deal first.");
        case "match_over": return qsTr("The match is over. Start a new match to play again.");
        case "not_lockable":
        case "not_in_hand": return qsTr("You cannot lock that card now.");
        case "no_card_chosen": return qsTr("Choose one of your two cards first.");
        case "already_locked": return qsTr("Your card is locked; a lock cannot be changed.");
        case "must_lock": return qsTr("Both players lock a card before the betting starts.");
        case "not_a_number": return qsTr("Type a whole number of chips, such as %1.").arg(Format.num(Math.max(1, b.minAmount)));
        case "bad_amount": return qsTr("The amount must be at least 1 chip.");
        case "above_stack": return qsTr("Too many chips: this round you can put in at most %1 in total.").arg(Format.num(b.maxAmount));
        case "below_min_raise": return qsTr("Too small: the minimum raise is to %1.").arg(Format.num(b.minAmount));
        case "below_min_bet": return qsTr("Too small: the minimum bet is %1.").arg(Format.num(b.minAmount));
        case "use_allin": return qsTr("You cannot make a full raise: go all-in, call or fold.");
        case "cannot_raise":
        case "opponent_all_in":
        case "raising_closed": return qsTr("You cannot raise now: call or fold.");
        case "no_all_in": return qsTr("You cannot go all-in now.");
        case "must_call_or_fold": return qsTr("You cannot check: there is a bet to call.");
        case "nothing_to_call": return qsTr("There is nothing to call: check or bet.");
        case "nothing_to_raise": return qsTr("There is no bet to raise: bet instead.");
        case "already_bet": return qsTr("There is already a bet: call, raise or fold.");
        case "ai_error": return qsTr("The AI could not move. Please start a new match.");
        }
        return Refusals.shared(code);
    }

    /** The value of a hinted move in the game's unit, from its signed number ("+1.5"). */
    function hintValue(signed: string): string {
        //: Expected value of a hinted Lock & Bet move, e.g. "+1.5 chips".
        return qsTr("%1 chips", "lockbet hint value").arg(signed);
    }

    /** Under the hint's heading: what the move values mean. */
    function hintUnit(): string {
        //: Under the Lock & Bet hint's heading: what the move values mean.
        return qsTr("Expected chips won (+) or lost (−) in this deal, antes included.", "lockbet");
    }

    /** The statistics' row of the average per deal. */
    function perDealName(): string {
        return qsTr("Chips won per deal", "lockbet");
    }

    /** Chips won show their plus sign (a replayed deal's figures). */
    readonly property bool signsGains: true

    /** What each AI level does, in a sentence (from ai.py), for the level notes
        (views/shell/LevelNotes.qml); ``p`` words a share, ``n`` a count, through the locale. */
    function levelNote(level: string, p: var, n: var): string {
        switch (level) {
        case "easy":
            return qsTranslate("LevelNotes", "Bets by its card's chance to win, cautiously, and now and then carelessly.", "lockbet")
        case "normal":
            return qsTranslate("LevelNotes", "Bets by its card's chance to win and calls when the pot pays for it; it never bluffs.", "lockbet")
        case "hard":
            return qsTranslate("LevelNotes", "Follows a game-theory strategy worked out for each deal: it bluffs at the right rate and is hard to read.", "lockbet")
        }
        return "";
    }
}
