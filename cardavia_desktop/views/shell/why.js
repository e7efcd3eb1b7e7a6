// Words for the reasons behind an AI seat's move ("Why?", engine/why.py), told to the player
// watching: the same facts as the hint's (moves.js), in the third person ("its partner", "its
// card") where the hint says "you". The subject is the seat that moved (the view names it).
// Kinds a hint words without "you" keep the hint's words and translations.
.pragma library
.import "moves.js" as Moves

/** One reason, in words ("" for a kind with nothing to say); ``words`` is the game's Words.qml
    (its ``whyFact`` words what only that game says of a reason). */
function fact(f, cardName, words) {
    const own = words?.whyFact?.(f) ?? "";
    if (own !== "")
        return own;
    const num = Moves.num;
    switch (f.fact) {
    //: Scopa, why the AI moved: the table it leaves adds up to %1 and a card of that value has
    //: not been played yet (it may be in your hand, the AI's or the stock).
    case "leaves_sweep": return qsTranslate("WhyWords", "leaves %1 on the table, and a card of that value is still to be played", "scopa").arg(num(f.sum));
    //: Scopa, why the AI moved: no card still to be played can take all the table's cards.
    case "no_sweep": return qsTranslate("WhyWords", "no card still to be played can sweep the table", "scopa");
    case "partner_wins_trick": return qsTranslate("WhyWords", "its partner wins the trick (%Ln point(s))", "", f.points);
    case "heads_trick": return qsTranslate("WhyWords", "its card is winning the trick so far (%Ln point(s) in it)", "tarot", f.points);
    case "partner_heads_trick": return qsTranslate("WhyWords", "its partner is winning the trick so far (%Ln point(s) in it)", "tarot", f.points);
    case "opponent_heads_trick": return qsTranslate("WhyWords", "one of its opponents is winning the trick so far (%Ln point(s) in it)", "tarot", f.points);
    case "pot_odds":
        //: Lock & Bet, why the AI called: it costs %1 for a pot of %2; %3 chips won if its card wins.
        return qsTranslate("WhyWords", "%1 to call for a pot of %2: %3 chips won if its card wins, lost if it loses", "lockbet")
            .arg(num(f.to_call)).arg(num(f.pot)).arg(num(f.stake));
    case "all_in": return qsTranslate("WhyWords", "all its chips", "lockbet");
    //: Why the AI moved: some of its reasons are about cards you cannot see, so they are not told.
    case "hidden_cards": return qsTranslate("WhyWords", "it also weighed cards you cannot see");
    }
    return Moves.fact(f, cardName, words);
}

/** The reasons behind an AI seat's move, as one line. */
function facts(list, cardName, words) {
    const texts = (list || []).map((f) => fact(f, cardName, words)).filter((t) => t !== "");
    return texts.join(qsTranslate("Moves", "; "));
}
