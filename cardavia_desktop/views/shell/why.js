// Words for the reasons behind an AI seat's move ("Why?", engine/why.py), told to the player
// watching: the same facts as the hint's (moves.js), in the third person ("its partner", "its
// card") where the hint says "you". The subject is the seat that moved (the view names it).
// Kinds a hint words without "you" keep the hint's words and translations.
.pragma library
.import "moves.js" as Moves
.import "../common/format.js" as Format

/** One reason, in words ("" for a kind with nothing to say); ``words`` is the game's Words.qml
    (its ``whyFact`` words what only that game says of a reason). A kind the game glosses
    (``words.glosses``, e.g. "the settebello, the 7 of Diamonds") is glossed once: not again
    when it is in ``told`` (the kinds an answer has already said). */
function fact(f, cardName, words, told) {
    const again = (words?.glosses ?? []).includes(f.fact) && (told?.has(f.fact) ?? false);
    const own = again ? "" : words?.whyFact?.(f) ?? "";
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
        //: Lock & Bet, why the AI called: it pays %1 to call for a pot of %2, and then %3 of its chips are at
        //: stake against as many of its opponent's (a phrase whose subject is the move: "This move pays 1 to call…").
        return qsTranslate("WhyWords", "pays %1 to call for a pot of %2, risking %3 of its chips to win %3 of its opponent's", "lockbet")
            .arg(num(f.to_call)).arg(num(f.pot)).arg(num(f.stake));
    case "bet_size":
        if (!f.all_in)
            break;
        //: Lock & Bet: a bet or raise to %1 into a pot of %2 that puts in all the AI's chips (a phrase whose subject is the move).
        return qsTranslate("WhyWords", "bets %1 into a pot of %2, all its chips", "lockbet").arg(num(f.total)).arg(num(f.pot));
    //: Lock & Bet: the move puts in all the AI's chips (a phrase whose subject is the move).
    case "all_in": return qsTranslate("WhyWords", "puts in all its chips", "lockbet");
    case "locks_likelier":
        if (f.up !== undefined && f.down !== undefined)
            //: Lock & Bet, why the AI (Normal) locked the card it did: its rule locks the likelier winner of its
            //: two cards, judged against its opponent's public signal: %1 of the opponent's cards UP (8 to Ace), %2 DOWN (2 to 7).
            return qsTranslate("WhyWords", "its rule locks whichever of its two cards is likelier to win, judged from the cards not yet seen and its opponent's signal: %1 UP (8 to Ace) and %2 DOWN (2 to 7)", "lockbet")
                .arg(num(f.up)).arg(num(f.down));
        //: Lock & Bet, why the AI (Normal) locked the card it did: its rule locks the likelier winner of its two cards.
        return qsTranslate("WhyWords", "its rule locks whichever of its two cards is likelier to win, judged from the cards not yet seen and its opponent's UP/DOWN signal", "lockbet");
    case "bets_chance":
        if (f.high >= 100)  // all its chips: "that times its 21 chips comes to at least 21" read wrong (newcomer #14)
            //: Lock & Bet, why the AI (Normal) bet all its chips: it stakes its card's chance to win times its chips;
            //: %1 the lowest chance (a percent) it can give its card for that bet, %2 the chips it had.
            return qsTranslate("WhyWords", "its rule stakes its card's chance to win times its chips: it rates that chance at %1 or more, so it stakes all its %2 chips", "lockbet")
                .arg(Format.percent(f.low)).arg(num(f.chips));
        //: Lock & Bet, why the AI (Normal) bet: it stakes its card's chance to win times its chips;
        //: %3–%4 the chance (percents) it gives its card, %2 the chips it had, %1 its round total.
        return qsTranslate("WhyWords", "its rule stakes its card's chance to win times its chips: it rates that chance at about %3 to %4, and that times its %2 chips comes to the %1 it put in", "lockbet")
            .arg(num(f.total)).arg(num(f.chips)).arg(Format.percent(f.low)).arg(Format.percent(f.high));
    case "checks_even":
        //: Lock & Bet, why the AI (Normal) checked: it bets only when it thinks its card wins more
        //: often than not; %1 is that line as a percent ("50%").
        return qsTranslate("WhyWords", "it bets only when it thinks its card wins more than %1 of the time, so it gives this card a chance of %1 or less", "lockbet")
            .arg(Format.percent(50));
    case "calls_price":
        if (f.could_raise === false) {  // all-in, or against an all-in: no raise to weigh (newcomer #14)
            if (told?.has("pot_odds"))
                //: Lock & Bet, why the AI (Normal) called when it could not raise (it or its opponent was all-in), in an answer that has told the call's price in chips.
                return qsTranslate("WhyWords", "its rule calls when its card's chance to win is worth the call's price", "lockbet");
            //: Lock & Bet, why the AI (Normal) called when it could not raise (it or its opponent was all-in): %1 (a percent) is the share of the pot the call costs.
            return qsTranslate("WhyWords", "its rule calls when its card's chance is worth the price: the call costs %1 of the pot it then plays for", "lockbet")
                .arg(Format.percent(f.percent));
        }
        if (told?.has("pot_odds"))  // the price told once, by the call's own words (newcomer #13)
            //: Lock & Bet, why the AI (Normal) called, in an answer that has told the call's price in chips ("pays 1 to call for a pot of 4").
            return qsTranslate("WhyWords", "its rule calls when its card's chance to win is worth the call's price, and its card was not strong enough to raise", "lockbet");
        //: Lock & Bet, why the AI (Normal) called: %1 (a percent) is the share of the pot the call costs, the chance a call needs.
        return qsTranslate("WhyWords", "its rule calls when its card's chance is worth the price: the call costs %1 of the pot it then plays for, and its card was not strong enough to raise", "lockbet")
            .arg(Format.percent(f.percent));
    case "folds_price":
        if (told?.has("pot_odds"))
            //: Lock & Bet, why the AI (Normal) folded, in an answer that has told the call's price in chips ("pays 1 to call for a pot of 4"); it never bluffs.
            return qsTranslate("WhyWords", "its rule folds when its card's chance to win is below the call's price, and it rates its card lower", "lockbet");
        //: Lock & Bet, why the AI (Normal) folded: %1 (a percent) is the chance the call's price needs; it never bluffs.
        return qsTranslate("WhyWords", "its rule folds when its card's chance is below the price: the call needed about %1, and it rates its card lower", "lockbet")
            .arg(Format.percent(f.percent));
    //: Lock & Bet, why the AI (Hard) moved: it samples the game-theory strategy solved for this deal,
    //: which mixes its moves (bluffs included) so that they do not give its card away.
    case "plays_solved": return qsTranslate("WhyWords", "it follows the strategy solved for this deal, which mixes its moves, bluffs included, so that they do not give its card away", "lockbet");
    case "declared_all":
        if (f.count > 0)
            //: Minchiate, why the AI passed: it declares every combination it holds; it declared %Ln (scoring %1 points) and has none left.
            return qsTranslate("WhyWords", "it declares every combination it holds: it has declared %Ln (%1 points) and has none left", "minchiate", f.count).arg(num(f.points));
        //: Minchiate, why the AI passed: it declares every combination it holds, and it holds none.
        return qsTranslate("WhyWords", "it declares every combination it holds, and it holds none", "minchiate");
    //: Why the AI moved: some of its reasons are about cards you cannot see (its own among them),
    //: so they are not told.
    case "hidden_cards": return qsTranslate("WhyWords", "it also took into account cards you cannot see, such as its own, and that part is not told here");
    }
    return Moves.fact(f, cardName, words);
}

/** Kinds whose words are a whole clause with its own subject ("its partner wins the trick",
    "it follows the strategy…"); every other kind is worded as a phrase whose subject is the
    move ("takes the settebello", "bets 13 into a pot of 3"). */
const CLAUSES = new Set(["no_sweep", "partner_wins_trick", "heads_trick", "partner_heads_trick",
                         "opponent_heads_trick", "locks_likelier", "bets_chance", "checks_even",
                         "calls_price", "folds_price", "plays_solved", "declared_all", "hidden_cards"]);

/** A fact's words as a whole sentence: a move's phrase gets its subject ("This move takes…",
    or "That move…" for the other move, ``other``), a clause its capital and full stop. */
function sentence(f, text, other) {
    if (CLAUSES.has(f.fact))
        return other
            //: Why the AI moved: a reason of the best other move it had, a whole clause (%1, e.g. "its partner wins the trick (3 points)").
            ? qsTranslate("WhyWords", "With that move, %1.").arg(text)
            //: A reason for the AI's move as a sentence of its own: %1 a whole clause ("its partner wins the trick (3 points)"), begun with a capital where the script has them.
            : qsTranslate("WhyWords", "%1.").arg(Moves.capital(text));
    return other
        //: Why the AI moved: what the best other move it had would do (%1, e.g. "pays 1 to call for a pot of 4").
        ? qsTranslate("WhyWords", "That move %1.").arg(text)
        //: Why the AI moved: what its move does (%1, e.g. "takes the settebello, the 7 of Diamonds").
        : qsTranslate("WhyWords", "This move %1.").arg(text);
}

/** The fact that decided the move as a sentence that says so ("Above all, this move takes…"). */
function leading(f, text, other) {
    if (CLAUSES.has(f.fact))
        return other
            //: Why the AI moved: the difference that weighed most in its choice is what the best other move would
            //: do, a whole clause (%1, e.g. "no card still to be played can sweep the table").
            ? qsTranslate("WhyWords", "Above all, with that move, %1.").arg(text)
            //: Why the AI moved: the reason that weighed most in its choice, a whole clause (%1, e.g. "no card
            //: still to be played can sweep the table").
            : qsTranslate("WhyWords", "Above all, %1.").arg(text);
    return other
        //: Why the AI moved: the difference that weighed most in its choice is what the best other move
        //: would do (%1, e.g. "leaves cards adding up to 7 on the table…").
        ? qsTranslate("WhyWords", "Above all, that move %1.").arg(text)
        //: Why the AI moved: the reason that weighed most in its choice, of its move (%1, e.g. "takes 3 cards from the table").
        : qsTranslate("WhyWords", "Above all, this move %1.").arg(text);
}

/** Kinds that state the rule a level keeps to (Lock & Bet's Normal, engine/games/lockbet/why.py
    ``by_level``): when the move is compared with another the level's rule did not choose
    (``ruleCloses``), the rule is the answer's closing sentence, not one of the move's facts. */
const RULES = new Set(["bets_chance", "checks_even", "calls_price", "folds_price"]);

/** Whether the comparison ``c`` ends with the level's own rule (``RULES``) among ``reasons``
    (the move's facts): a level that keeps to a rule, compared with its best other move. */
function ruleCloses(c, reasons) {
    return !!c && (c.reckoned || c.agrees) && (reasons || []).some((f) => RULES.has(f.fact));
}

/** The move's facts an answer tells in its first line: all of them, but the rule when the
    comparison closes with it (``ruleCloses``). */
function ownFacts(c, reasons) {
    const closes = ruleCloses(c, reasons);
    return (reasons || []).filter((f) => !closes || !RULES.has(f.fact));
}

/** ``told`` with "pot_odds" when ``list`` tells the call's price in chips: a level's rule about
    that price (``calls_price``, ``folds_price``) then does not say it again as a percent. */
function priced(list, told) {
    if (!(list || []).some((f) => f.fact === "pot_odds") || (told?.has("pot_odds") ?? false))
        return told;
    return new Set([...(told ?? []), "pot_odds"]);
}

/** The facts ``list`` as whole sentences (of the other move when ``other``), "" for none; the
    fact of kind ``lead`` (what decided the move, engine/why.py ``decides``) first, told so. */
function sentences(list, cardName, words, other, told, lead) {
    const facts = (list || []).filter((f) => f.fact === lead).concat((list || []).filter((f) => f.fact !== lead));
    const said = priced(list, told);
    return facts.map((f) => [f, fact(f, cardName, words, said)]).filter((pair) => pair[1] !== "")
                .map((pair) => pair[0].fact === lead ? leading(pair[0], pair[1], other)
                                                     : sentence(pair[0], pair[1], other)).join(" ");
}

/** A fact as the player reads it, to tell whether two are the same (engine/why.py ``worded``
    at its simplest: its kind and fields). */
function key(f) {
    return JSON.stringify(Object.keys(f).sort().map((k) => [k, f[k]]));
}

/** The reasons behind an AI seat's move, as one line. */
function facts(list, cardName, words) {
    const said = priced(list, undefined);
    const texts = (list || []).map((f) => fact(f, cardName, words, said)).filter((t) => t !== "");
    return texts.join(qsTranslate("Moves", "; "));
}

/** "keeps the 7 of Cups in hand" for the cards of the hand a move keeps that the other would
    have played ("" for none). */
function keeps(codes, cardName) {
    if (!codes || codes.length === 0)
        return "";
    //: Why a move rather than another: it keeps in the hand the card(s) %1 the other move would have played.
    return qsTranslate("WhyWords", "keeps %1 in hand").arg(Moves.names(codes, cardName));
}

/** "leaves the 4 of Spades on the table" for the table's cards the other move would have taken
    (engine/why.py ``left``: never "keeps" a card that was not in the hand; "" for none). */
function leaves(codes, cardName) {
    if (!codes || codes.length === 0)
        return "";
    //: Why a move rather than another: it leaves on the table the card(s) %1 the other move would
    //: have taken (captured) from it.
    return qsTranslate("WhyWords", "leaves %1 on the table").arg(Moves.names(codes, cardName));
}

/** What a move spares of the other's cards: kept in hand, left on the table (a list of phrases). */
function spared(c, cardName) {
    return [keeps(c.keeps, cardName), leaves(c.left, cardName)].filter((t) => t !== "");
}

/** The comparison of an AI seat's move with the best other move it had (engine/why.py
    ``contrast``), in whole sentences: "Its best other move: Play the 3 of Cups. That move gives up
    the trick (3 points). This move wins the trick (14 points). This move keeps the 3 of Cups in hand.
    Played out in many guesses at the hidden cards, this move came out about 0.4 game points
    better on average than its best alternative." (a search's reckoning in plain words, from
    its ``gap``; a rules-of-thumb level that took a move its rules rated lower, ``slip``, says
    so). A fact of one kind worded differently on the two sides (``changed``) is told on each
    side. ``valueText(number)`` words a number in the game's unit; ``told``: the kinds of fact
    the answer has already said (a gloss is not repeated); ``reasons``: the facts the answer
    has already told of this move (not told again here: each fact once, in its move's
    paragraph); ``search``: false for a level playing by rules of thumb. It ends with the one
    sentence that says why the move beat the other: the difference that weighed most by the
    rules of thumb (``decides``, with its worth), a slip, the rules a level keeps to, a search's
    reckoning. "" for none. */
function rather(c, cardName, words, valueText, told, reasons, search) {
    if (!c)
        return "";
    const changed = c.changed || [];
    const decides = c.decides ?? null;
    const theirs = decides?.side === "theirs" ? decides.fact : "";
    const instead = sentences((c.instead || []).concat(changed.map((pair) => pair[1])), cardName, words, true, told, theirs);
    const said = [];
    if (c.other)
        //: Why the AI moved: the best other move it had (%1, e.g. "Play 3 of Cups"); what that move would do follows, in sentences of their own.
        said.push(qsTranslate("WhyWords", "Its best other move: %1.").arg(Moves.describe(c.other, cardName, words)));
    else
        //: Why the AI moved: its best other move used a card of its hand you cannot see (not named, nor what it would have done).
        said.push(qsTranslate("WhyWords", "Its best other move uses a card you cannot see."));
    if (c.other && instead !== "")
        said.push(instead);
    const saidFacts = new Set((reasons || []).map(key));
    const gains = sentences((c.gains || []).concat(changed.map((pair) => pair[0])).filter((f) => !saidFacts.has(key(f))),
                            cardName, words, false, told);
    if (gains !== "")
        said.push(gains);
    said.push(...spared(c, cardName).map((text) => sentence({ "fact": "spares" }, text, false)));
    if (ruleCloses(c, reasons)) {
        // (a look-ahead that favours the other move is not told before the rule that chose this
        // one: it read as the answer contradicting itself, newcomer #13)
        if (!c.reckoned)
            //: Why the AI moved, at a level that keeps to a simple rule (Lock & Bet's Normal), a note before
            //: the sentence that gives the rule: looking further ahead would also rate its move above the other.
            said.push(qsTranslate("WhyWords", "Looking further ahead also rates this move above that one."));
        // the call's price, told by either move's words, is not told again by the rule
        const shown = (reasons || []).concat(c.other ? c.instead || [] : []);
        said.push(sentences(reasons.filter((f) => RULES.has(f.fact)), cardName, words, false, priced(shown, told)));
    } else if (c.slip)
        //: Why the AI moved, at an easier level: its rules of thumb rated the other move higher,
        //: but this level does not always play the move they rate best (how it chooses is told above).
        said.push(qsTranslate("WhyWords", "Its rules of thumb rated that move higher, but this level does not always play the move they rate best."));
    else if (c.reckoned && c.reckoned_gap !== null && c.reckoned_gap !== undefined)
        //: Why the AI moved, at a level that plays by fixed rules (e.g. Minchiate's Normal): looking
        //: further ahead (playing the rest of the deal out), the other move does better by about %1
        //: on average (e.g. "0.3 resti"), but this level does not look ahead and keeps to its rules.
        said.push(qsTranslate("WhyWords", "Playing the rest of the deal out, that other move does about %1 better on average, but this level does not look ahead: it keeps to the simple rules told above.")
            .arg(valueText(Format.signed(Math.abs(c.reckoned_gap), 1))));
    else if (c.reckoned)
        //: Why the AI moved, at a level that plays by fixed rules (e.g. Lock & Bet's Normal): looking
        //: further ahead would rate the other move higher, but this level follows its rules.
        said.push(qsTranslate("WhyWords", "Looking further ahead would favour that other move, but this level does not look ahead: it keeps to the simple rules told above."));
    else if (c.agrees)
        //: Why the AI moved, at a level that plays by fixed rules (e.g. Lock & Bet's Normal): looking
        //: further ahead would also rate its move above the other, though it keeps to its rules.
        said.push(qsTranslate("WhyWords", "Looking further ahead also rates this move above that one, though this level keeps to the simple rules told above."))
    else if (decides)
        //: Why the AI moved, at a level playing by rules of thumb: the difference told "above all" is
        //: worth %1 (e.g. "0.9 points", in the game's unit) more to its move by those rules, the most of any.
        said.push(qsTranslate("WhyWords", "By its rules of thumb that difference is worth about %1 to this move, more than any other between the two.")
            .arg(valueText(Format.signed(Math.max(decides.worth, 0.1), 1))));
    else if (search === false && c.other)
        //: Why the AI moved, at a level playing by rules of thumb that took the move they rate best.
        said.push(qsTranslate("WhyWords", "Its rules of thumb rated this move higher than that one."));
    if (c.gap !== null && c.gap !== undefined)  // a search's own reckoning (engine/why.py)
        said.push(c.exact ? calculated(c.gap, valueText) : reckoning(c.gap, valueText));
    return said.join(" ");
}

/** A search's reckoning when it guessed at nothing (engine/why.py ``exact``: Scopa with the
    stock empty, every card left known to it): calculated through, not on average. */
function calculated(gap, valueText) {
    const size = Math.abs(gap) < 0.05 ? 0 : Math.abs(gap);
    const amount = valueText(Format.signed(size, 1));
    if (size === 0)
        //: Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it
        //: calculated the rest of the deal exactly, and its move and the best other one come out the same.
        return qsTranslate("WhyWords", "Every card left is known to it now: calculated exactly, this move and its best alternative come out the same.");
    if (gap > 0)
        //: Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it
        //: calculated the rest of the deal exactly; its move comes out %1 (e.g. "0.3 points") better.
        return qsTranslate("WhyWords", "Every card left is known to it now: calculated exactly, this move comes out %1 better than its best alternative.").arg(amount);
    //: Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it
    //: calculated the rest of the deal exactly; its move comes out %1 (e.g. "0.3 points") worse.
    return qsTranslate("WhyWords", "Every card left is known to it now: calculated exactly, this move comes out %1 worse than its best alternative.").arg(amount);
}

/** A search's reckoning in plain words: how much better on average its move came out than the
    best other one, played out over many guesses at the hidden cards (``gap``, in the game's
    unit, worded by ``valueText``); never two bare averages. */
function reckoning(gap, valueText) {
    const size = Math.abs(gap) < 0.05 ? 0 : Math.abs(gap);
    const amount = valueText(Format.signed(size, 1));  // unsigned: a size, not a result
    if (size === 0)
        //: Why the AI (a search) moved: it played the rest of the deal out in many guesses at
        //: the cards it cannot see, and its move and the best other one scored about the same.
        return qsTranslate("WhyWords", "Played out in many guesses at the hidden cards, this move and its best alternative came out about the same on average.");
    if (gap > 0)
        //: Why the AI (a search) moved: played out in many guesses at the cards it cannot see,
        //: its move scored on average %1 (e.g. "0.3 points") more than its best other move.
        return qsTranslate("WhyWords", "Played out in many guesses at the hidden cards, this move came out about %1 better on average than its best alternative.").arg(amount);
    //: Why the AI (a search) moved: played out in many guesses at the cards it cannot see, its
    //: move scored on average %1 (e.g. "0.3 points") less than its best other move.
    return qsTranslate("WhyWords", "Played out in many guesses at the hidden cards, this move came out about %1 worse on average than its best alternative.").arg(amount);
}
