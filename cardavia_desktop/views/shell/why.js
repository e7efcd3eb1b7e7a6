// Words for the reasons behind an AI seat's move ("Why?", engine/why.py), told to the player
// watching: the same facts as the hint's (moves.js), in the third person ("its partner", "its
// card") where the hint says "you". The subject is the seat that moved (the view names it).
// Kinds a hint words without "you" keep the hint's words and translations.
.pragma library
.import "moves.js" as Moves
.import "../common/format.js" as Format

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

/** What another move that used a card you cannot see would have done, without its numbers
    (engine/why.py ``HIDDEN_OUTCOMES``), "" for a kind with nothing to say. */
function outcome(f) {
    switch (f.fact) {
    //: Why the AI moved, of a card of its hand you cannot see that it did not play: that card would have won the trick.
    case "wins_trick": return qsTranslate("WhyWords", "would have won the trick");
    //: Why the AI moved, of a card of its hand you cannot see that it did not play: that card would have lost the trick.
    case "loses_trick": return qsTranslate("WhyWords", "would have lost the trick");
    //: Why the AI moved, of a card of its hand you cannot see: that card would have trumped the led suit.
    case "trumps": return qsTranslate("WhyWords", "would have trumped");
    //: Scopa, why the AI moved, of a card of its hand you cannot see: that card would have taken cards from the table.
    case "captures": return qsTranslate("WhyWords", "would have taken cards", "scopa");
    //: Scopa, why the AI moved, of a card of its hand you cannot see: that card would have taken nothing.
    case "lays_card": return qsTranslate("WhyWords", "would have taken nothing", "scopa");
    //: Scopa, why the AI moved, of a card of its hand you cannot see: that card would have swept the table.
    case "scopa": return qsTranslate("WhyWords", "would have swept the table", "scopa");
    }
    return "";
}

/** "keeps the 7 of Cups" for the cards a move keeps that the other would have used ("" for none). */
function keeps(codes, cardName) {
    if (!codes || codes.length === 0)
        return "";
    //: Why a move rather than another: it keeps in the hand the card(s) %1 the other move would have played.
    return qsTranslate("WhyWords", "keeps %1").arg(Moves.names(codes, cardName));
}

/** The comparison of an AI seat's move with the next best it had (engine/why.py ``contrast``),
    as one line: "rather than Play the 3 of Cups (gives up the trick (3 points)): wins the trick
    (14 points); keeps the 3 of Cups; by its own reckoning, +0.4 game points compared with that
    move". ``valueText(signed)`` words a signed number in the game's unit. "" for none. */
function rather(c, cardName, words, valueText) {
    if (!c)
        return "";
    const sep = qsTranslate("Moves", "; ");
    const other = c.other
        ? Moves.describe(c.other, cardName, words)
        //: Why the AI moved: the other move it compared it with used a card of its hand you cannot see (so it is not named).
        : qsTranslate("WhyWords", "another move");
    const instead = (c.instead || []).map((f) => c.other ? fact(f, cardName, words) : outcome(f))
                                     .filter((t) => t !== "").join(sep);
    const parts = (c.gains || []).map((f) => fact(f, cardName, words)).filter((t) => t !== "");
    const kept = keeps(c.keeps, cardName);
    if (kept !== "")
        parts.push(kept);
    if (c.gap !== null && c.gap !== undefined) {
        const shown = Math.abs(c.gap) < 0.05 ? 0 : c.gap;
        const number = Number(Math.abs(shown)).toLocaleString(Qt.locale(Qt.uiLanguage), "f", 1);
        const signed = Format.ltr((shown > 0 ? "+" : shown < 0 ? "\u2212" : "\u00b1") + number);
        //: Why the AI moved: what its own search thought this move worth against the other one; %1 the signed difference in the game's unit ("+0.4 game points").
        parts.push(qsTranslate("WhyWords", "by its own reckoning, %1 compared with that move").arg(valueText(signed)));
    }
    const head = instead !== ""
        //: Why the AI moved: the best other move it had (%1) and what that one would have done (%2).
        ? qsTranslate("WhyWords", "Rather than %1 (%2)").arg(other).arg(instead)
        //: Why the AI moved: the best other move it had (%1).
        : qsTranslate("WhyWords", "Rather than %1").arg(other);
    if (parts.length === 0)
        //: Why the AI moved: the other move (%1, "Rather than …") did not differ in what the AI tells.
        return qsTranslate("WhyWords", "%1: no difference it can tell you").arg(head);
    //: Why the AI moved: %1 "Rather than <the other move>", %2 what this move does that the other does not.
    return qsTranslate("WhyWords", "%1: %2").arg(head).arg(parts.join(sep));
}
