// Words for the deal's story: one line per engine event (controllers/story.py), shared by every
// table's log. Each sentence has its own "you" form (languages conjugate it). The table gives
// the names: ``cardName(code)`` and ``seatNames`` ([you, …]); numbers go through the locale.
// A watched deal (Watch: Hard plays your seat) names your seat in the third person (watched.js).
.pragma library
.import "../common/watched.js" as Watched

function num(value) {
    return Number(value || 0).toLocaleString(Qt.locale(Qt.uiLanguage), "f", 0);
}

function names(codes, cardName) {
    return (codes || []).map((c) => cardName(typeof c === "string" ? c : c.card))
                        .join(qsTranslate("Story", ", "));
}

/** The line for event ``e`` ("" for none); ``seat(s)`` names a seat, ``cardName(code)`` a card,
    ``comboName(kind, codes)`` a Minchiate combination ("" to list its cards); ``watched``: the
    deal is watched, your seat is Hard's and told in the third person, never "you". */
function line(e, words, seat, cardName, comboName, watched) {
    const name = (n) => watched && n === 0 ? Watched.seat() : seat(n);
    const s = e.seat ?? e.actor ?? -1;
    const you = s === 0 && !watched;
    const who = name(s);
    const own = words?.story?.(e);  // a game's own line for the event (its Words.qml)
    if (own !== undefined)
        return own;
    switch (e.type) {
    case "play":
        return you ? qsTranslate("Story", "You played %1.").arg(cardName(e.card))
                   : qsTranslate("Story", "%1 played %2.").arg(who).arg(cardName(e.card));
    case "place":
        return you ? qsTranslate("Story", "You put %1 on the table.", "scopa").arg(cardName(e.card))
                   : qsTranslate("Story", "%1 put %2 on the table.", "scopa").arg(who).arg(cardName(e.card));
    case "capture":
        return you ? qsTranslate("Story", "You played %1 and took %2.", "scopa").arg(cardName(e.card)).arg(names(e.cards, cardName))
                   : qsTranslate("Story", "%1 played %2 and took %3.", "scopa").arg(who).arg(cardName(e.card)).arg(names(e.cards, cardName));
    case "scopa":
        return you ? qsTranslate("Story", "Scopa! You cleared the table.", "scopa")
                   : qsTranslate("Story", "Scopa for %1: the table is cleared.", "scopa").arg(who);
    case "leftovers":
        if ((e.cards || []).length === 0)
            return "";
        return you ? qsTranslate("Story", "The cards left on the table go to you: %1.", "scopa").arg(names(e.cards, cardName))
                   : qsTranslate("Story", "The cards left on the table go to %1: %2.", "scopa").arg(who).arg(names(e.cards, cardName));
    case "round":
        return qsTranslate("Story", "Three more cards each from the stock.", "scopa");
    case "void_deal":
        return qsTranslate("Story", "Three or four Kings on the table: the deal is dealt again.", "scopa");
    case "trick": {
        const w = e.winner === 0 && watched ? -1 : e.winner;  // -1: not you (named below)
        const points = e.points ?? e.captured_points;
        // the card that took it: the one its taker played (newcomer #18: the line of the AI's
        // moves told its next lead, not which card beat yours)
        const taker = (e.cards || []).find((c) => c.seat === e.winner);
        if (taker === undefined) {
            if (!points)
                return w === 0 ? qsTranslate("Story", "You won the trick.")
                               : qsTranslate("Story", "%1 won the trick.").arg(name(e.winner));
            return w === 0 ? qsTranslate("Story", "You won the trick (%Ln point(s)).", "", points)
                           : qsTranslate("Story", "%1 won the trick (%Ln point(s)).", "", points).arg(name(e.winner));
        }
        const card = cardName(taker.card);
        if (!points)
            return w === 0 ? qsTranslate("Story", "You won the trick with %1.").arg(card)
                           : qsTranslate("Story", "%1 won the trick with %2.").arg(name(e.winner)).arg(card);
        return w === 0 ? qsTranslate("Story", "You won the trick with %1 (%Ln point(s)).", "", points).arg(card)
                       : qsTranslate("Story", "%1 won the trick with %2 (%Ln point(s)).", "", points).arg(name(e.winner)).arg(card);
    }
    case "close":
        return you ? qsTranslate("Story", "You closed the stock.", "schnapsen")
                   : qsTranslate("Story", "%1 closed the stock.", "schnapsen").arg(who);
    case "exchange":
        return you ? qsTranslate("Story", "You exchanged the trump Unter for the face-up trump card.", "schnapsen")
                   : qsTranslate("Story", "%1 exchanged the trump Unter for the face-up trump card.", "schnapsen").arg(who);
    case "marriage":
        return you ? qsTranslate("Story", "You declared a marriage for %1.", "schnapsen").arg(num(e.points))
                   : qsTranslate("Story", "%1 declared a marriage for %2.", "schnapsen").arg(who).arg(num(e.points));
    case "discard":
        if (e.remaining !== undefined && e.remaining > 0)
            return "";  // Minchiate discards one card at a time: told once, when done
        return you ? qsTranslate("Story", "You discarded.")
                   : qsTranslate("Story", "%1 discarded.").arg(who);
    case "rob":
        return you ? qsTranslate("Story", "You robbed %1.", "minchiate").arg(names(e.cards, cardName))
                   : qsTranslate("Story", "%1 robbed %2.", "minchiate").arg(who).arg(names(e.cards, cardName));
    case "exposed":
        return qsTranslate("Story", "The dealer's bottom card is shown: %1.", "minchiate").arg(cardName(e.card));
    case "declare": {
        const what = comboName(e.kind, e.cards) || names(e.cards, cardName);
        return you ? qsTranslate("Story", "You declared %1 for %Ln point(s).", "minchiate", e.points).arg(what)
                   : qsTranslate("Story", "%1 declared %2 for %Ln point(s).", "minchiate", e.points).arg(who).arg(what);
    }
    case "pass":  // the end of a seat's declarations: told when it declared nothing at all
        if ((e.declared ?? 1) > 0)
            return "";
        return you ? qsTranslate("Story", "You declared nothing.", "minchiate")
                   : qsTranslate("Story", "%1 declared nothing.", "minchiate").arg(who);
    case "resto":
        if (e.team === 0 && watched)
            //: Watch, Minchiate: the team of your seat (%1 "Hard (your seat)") scores resti.
            return qsTranslate("Story", "The team of %1 scores %Ln resto(s).", "minchiate", e.count).arg(Watched.seat());
        return e.team === 0 ? qsTranslate("Story", "Your team scores %Ln resto(s).", "minchiate", e.count)
                            : qsTranslate("Story", "The opponents score %Ln resto(s).", "minchiate", e.count);
    case "lock":
        return you ? qsTranslate("Story", "You locked a card.", "lockbet")
                   : qsTranslate("Story", "%1 locked a card.", "lockbet").arg(who);
    case "check":
        return you ? qsTranslate("Story", "You checked.", "lockbet") : qsTranslate("Story", "%1 checked.", "lockbet").arg(who);
    case "bet":
        return you ? qsTranslate("Story", "You bet %1.", "lockbet").arg(num(e.total))
                   : qsTranslate("Story", "%1 bet %2.", "lockbet").arg(who).arg(num(e.total));
    case "raise":
        return you ? qsTranslate("Story", "You raised to %1.", "lockbet").arg(num(e.total))
                   : qsTranslate("Story", "%1 raised to %2.", "lockbet").arg(who).arg(num(e.total));
    case "allin":
        return you ? qsTranslate("Story", "You went all in (%1).", "lockbet").arg(num(e.total))
                   : qsTranslate("Story", "%1 went all in (%2).", "lockbet").arg(who).arg(num(e.total));
    case "call":  // with the chips it put in (newcomer #18: "You called." said neither)
        if (e.all_in)
            return you ? qsTranslate("Story", "You called %1, all in.", "lockbet").arg(num(e.amount))
                       : qsTranslate("Story", "%1 called %2, all in.", "lockbet").arg(who).arg(num(e.amount));
        return you ? qsTranslate("Story", "You called %1.", "lockbet").arg(num(e.amount))
                   : qsTranslate("Story", "%1 called %2.", "lockbet").arg(who).arg(num(e.amount));
    case "refund":  // a bet the other could not match in full: the rest goes back (newcomer #18)
        return you ? qsTranslate("Story", "%1 unmatched chips come back to you.", "lockbet").arg(num(e.amount))
                   : qsTranslate("Story", "%1 unmatched chips go back to %2.", "lockbet").arg(num(e.amount)).arg(who);
    case "fold":
        return you ? qsTranslate("Story", "You folded.", "lockbet") : qsTranslate("Story", "%1 folded.", "lockbet").arg(who);
    case "reveal":
        return qsTranslate("Story", "The locked cards: %1.", "lockbet").arg(names(e.cards, cardName));
    case "pot":
        return e.winner === 0 && !watched ? qsTranslate("Story", "You win the pot of %1.", "lockbet").arg(num(e.pot))
             : e.winner === undefined || e.winner === null || e.winner < 0
               ? qsTranslate("Story", "The pot of %1 is split.", "lockbet").arg(num(e.pot))
               : qsTranslate("Story", "%1 wins the pot of %2.", "lockbet").arg(name(e.winner)).arg(num(e.pot));
    case "deal_end":
        return qsTranslate("Story", "The deal is over.");
    case "match_end":
        return qsTranslate("Story", "The match is over.");
    }
    return "";
}
