// Words for a move in the engine's action notation (DESIGN.md) and for the facts a hint gives
// behind it — shared by every table's hint and log. Card names come from the table
// (``cardName(code)``); numbers go through the interface language's locale.
.pragma library
.import "../common/format.js" as Format

function num(value) {
    return Number(value || 0).toLocaleString(Qt.locale(Qt.uiLanguage), "f", 0);
}

function names(codes, cardName) {
    //: Between the card names of a list, e.g. "3 of Spades, King of Hearts".
    return codes.map((code) => cardName(code)).join(qsTranslate("Moves", ", "));
}

/** "Play the 7 of Diamonds and take …", "Bet 5", "Close the stock"… for an action string; a
    game's own kinds of action are worded by its Words.qml (``move(action)``, "" if not its). */
function describe(action, cardName, words) {
    const own = words?.move?.(action) ?? "";
    if (own !== "")
        return own;
    const colon = action.indexOf(":");
    const kind = colon < 0 ? action : action.substring(0, colon);
    const parts = colon < 0 ? [] : action.substring(colon + 1).split(":");
    const first = parts.length > 0 ? parts[0].split(",").filter((c) => c !== "") : [];
    switch (kind) {
    case "play":
        if (parts.length > 1)
            //: A hinted or logged Scopa move: %1 the card played, %2 the cards it takes.
            return qsTranslate("Moves", "Play %1 and take %2", "scopa").arg(cardName(first[0]))
                                                              .arg(names(parts[1].split(","), cardName));
        return qsTranslate("Moves", "Play %1").arg(cardName(first[0]));
    //: Schnapsen: lead a King or Ober and declare its marriage.
    case "marry": return qsTranslate("Moves", "Lead %1 and declare the marriage", "schnapsen").arg(cardName(first[0]));
    case "exchange": return qsTranslate("Moves", "Exchange the trump Unter", "schnapsen");
    case "close": return qsTranslate("Moves", "Close the stock", "schnapsen");
    case "discard": return qsTranslate("Moves", "Discard %1").arg(names(first, cardName));
    case "declare": return qsTranslate("Moves", "Declare %1").arg(names(first, cardName));
    //: Minchiate: declare nothing more.
    case "pass": return qsTranslate("Moves", "Declare nothing more", "minchiate");
    case "lock": return qsTranslate("Moves", "Lock %1", "lockbet").arg(cardName(first[0]));
    case "check": return qsTranslate("Moves", "Check", "lockbet");
    case "bet": return qsTranslate("Moves", "Bet %1", "lockbet").arg(num(first[0]));
    case "call": return qsTranslate("Moves", "Call", "lockbet");
    case "raise": return qsTranslate("Moves", "Raise to %1", "lockbet").arg(num(first[0]));
    case "allin": return qsTranslate("Moves", "All in", "lockbet");
    case "fold": return qsTranslate("Moves", "Fold", "lockbet");
    }
    return action;
}

/** One fact behind a hinted move, in words ("" for a kind with nothing to say): a phrase whose
    subject is the move ("takes the settebello", "puts in all your chips"), so that it reads in
    a list behind the move and in the lesson's "Unlike yours, it …" alike. */
function fact(f, cardName, words) {
    const own = words?.fact?.(f) ?? "";  // a game's own words for a fact (its Words.qml)
    if (own !== "")
        return own;
    switch (f.fact) {
    // Scopa
    //: Scopa: the capture takes %n cards from the table.
    case "captures": return qsTranslate("Moves", "takes %Ln card(s) from the table", "scopa", (f.cards || []).length);
    case "scopa": return qsTranslate("Moves", "clears the table: a scopa", "scopa");
    case "takes_settebello": return qsTranslate("Moves", "takes the settebello", "scopa");
    //: Scopa: the capture wins %n Diamonds for the player's pile: those taken from the table and the played card itself (Q of Diamonds taking Q of Spades wins 1 Diamond).
    case "takes_diamonds": return qsTranslate("Moves", "wins %Ln Diamond(s)", "scopa", f.count);
    //: Scopa: the capture wins %n sevens for the player's pile: those taken from the table and the played card itself.
    case "takes_sevens": return qsTranslate("Moves", "wins %Ln seven(s)", "scopa", f.count);
    //: The opponent may sweep the table with one card of value %1.
    case "leaves_sweep": return qsTranslate("Moves", "may give the opponent a sweep on %1", "scopa").arg(num(f.sum));
    //: Scopa: the played card takes nothing; the table's cards then add up to %1.
    case "lays_card":
        if (f.table_sum === undefined)  // the sweep's words tell the table's sum
            //: Scopa: the played card takes nothing (what the table then holds is told next).
            return qsTranslate("Moves", "takes nothing", "scopa");
        return qsTranslate("Moves", "takes nothing: the card stays on the table (the table then adds up to %1)", "scopa").arg(num(f.table_sum));
    //: Scopa: no single card the opponent may hold can clear the table after this move.
    case "no_sweep": return qsTranslate("Moves", "leaves the opponent no sweep", "scopa");
    //: Scopa: the deal's last card; the cards left on the table go to whoever captured last.
    case "last_play": return qsTranslate("Moves", "is the deal's last card: what is left on the table goes to the last to capture", "scopa");
    // Trick games
    //: Schnapsen: declaring a marriage worth %1 (20 or 40).
    case "marriage": return qsTranslate("Moves", "declares a marriage for %1", "schnapsen").arg(num(f.points));
    case "exchanges_trump": return qsTranslate("Moves", "takes the face-up trump card %1", "schnapsen").arg(cardName(f.took));
    case "closes_stock": return qsTranslate("Moves", "closes the stock", "schnapsen");
    case "leads":
        if (!f.trump && f.suit !== "T")
            //: Leading a card of a plain suit that counts %n card points (0 included).
            return qsTranslate("Moves", "leads a card worth %Ln point(s)", "", f.points);
        //: Tarot games: leading a trump (trionfo) that counts %n card points.
        return qsTranslate("Moves", "leads a trump worth %Ln point(s)", "tarot", f.points);
    case "wins_trick": return qsTranslate("Moves", "wins the trick (%Ln point(s))", "", f.points);
    case "partner_wins_trick": return qsTranslate("Moves", "lets your partner win the trick (%Ln point(s))", "", f.points);
    case "loses_trick": return qsTranslate("Moves", "gives up the trick (%Ln point(s))", "", f.points);
    //: Not the trick's last card: yours is winning the trick so far, which holds %n card points.
    case "heads_trick": return qsTranslate("Moves", "leaves your card winning the trick so far (%Ln point(s) in it)", "tarot", f.points);
    case "partner_heads_trick": return qsTranslate("Moves", "leaves your partner winning the trick so far (%Ln point(s) in it)", "tarot", f.points);
    case "opponent_heads_trick": return qsTranslate("Moves", "leaves an opponent winning the trick so far (%Ln point(s) in it)", "tarot", f.points);
    case "trumps": return qsTranslate("Moves", "trumps the led suit", "tarot");
    case "reaches_66": return qsTranslate("Moves", "reaches 66", "schnapsen");
    case "plays_matto": return qsTranslate("Moves", "plays the Matto", "tarot");
    //: Piedicavallo: card points the dealer's discard banks for the team.
    case "discard_points": return qsTranslate("Moves", "banks %Ln point(s) for your team", "piedicavallo", f.points);
    case "makes_void": return qsTranslate("Moves", "leaves you void in %Ln suit(s)", "", (f.suits || []).length);
    //: Minchiate: a discard that keeps %n cards of its suit in the hand.
    case "suit_left": return qsTranslate("Moves", "keeps %Ln card(s) of its suit", "minchiate", f.count);
    //: Minchiate: a declaration worth %1 points.
    case "declares": return qsTranslate("Moves", "declares for %Ln point(s)", "minchiate", f.points);
    //: Minchiate: stop declaring; no further combination scores now.
    case "declares_nothing": return qsTranslate("Moves", "scores no more combinations now", "minchiate");
    // Lock & Bet
    //: Lock & Bet, your move: your card (locked, or the one this move locks) beats about %1 (e.g. "20%",
    //: a tie counts half) of the cards the AI may hold, as far as its UP/DOWN signal and its bets tell.
    case "win_chance": return qsTranslate("Moves", "rides on a card that beats about %1 of the cards the AI may hold (judging by its UP/DOWN signal and its bets)", "lockbet").arg(percent(f.percent));
    case "bet_size": return qsTranslate("Moves", "bets %1 into a pot of %2", "lockbet").arg(num(f.total)).arg(num(f.pot));
    case "pot_odds":
        //: Lock & Bet: a call costs %1 for a pot of %2; then %3 chips are won if your card wins, lost if it loses.
        return qsTranslate("Moves", "pays %1 to call for a pot of %2: %3 chips won if your card wins, lost if it loses", "lockbet")
            .arg(num(f.to_call)).arg(num(f.pot)).arg(num(f.stake));
    //: Lock & Bet: a check puts no chip in.
    case "checks": return qsTranslate("Moves", "puts no chips in now", "lockbet");
    case "all_in": return qsTranslate("Moves", "puts in all your chips", "lockbet");
    case "forfeits": return qsTranslate("Moves", "gives up %Ln chip(s)", "lockbet", f.chips);
    }
    return "";
}

function percent(value) {
    return Format.percent(value);
}

/** ``text`` begun with a capital letter (in a script that has them). */
function capital(text) {
    return text.length === 0 ? text : text.charAt(0).toLocaleUpperCase() + text.substring(1);
}

/** A hint's phrase as a sentence of its own: begun with a capital, ended with a full stop. */
function sentence(text) {
    //: A reason behind a hinted move as a sentence of its own: %1 a phrase whose subject is the
    //: move, begun with a capital where the script has them ("Takes 2 cards from the table").
    return qsTranslate("Moves", "%1.").arg(capital(text));
}

/** The facts behind a hinted move as whole sentences ("Takes 2 cards from the table. Takes the
    settebello, the 7 of Diamonds, a prize of 1 point."). A kind the game glosses
    (``words.glosses``) is glossed unless it is in ``told`` (the kinds the hint said before). */
function sentences(list, cardName, words, told) {
    const said = (list || []).map((f) => {
        const glossed = (words?.glosses ?? []).includes(f.fact) && !(told?.has(f.fact) ?? false);
        const gloss = glossed ? words?.gloss?.(f) ?? "" : "";
        return gloss !== "" ? gloss : fact(f, cardName, words);
    });
    return said.filter((t) => t !== "").map(sentence).join(" ");
}

/** The facts behind a hinted move, as one line. */
function facts(list, cardName, words) {
    const texts = (list || []).map((f) => fact(f, cardName, words)).filter((t) => t !== "");
    //: Between the facts behind a hinted move, e.g. "takes the settebello; a scopa".
    return texts.join(qsTranslate("Moves", "; "));
}
