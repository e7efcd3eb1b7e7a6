// Words for a move in the engine's action notation (DESIGN.md) and for the facts a hint gives
// behind it — shared by every table's hint and log. Card names come from the table
// (``cardName(code)``); numbers go through the interface language's locale.
.pragma library

function num(value) {
    return Number(value || 0).toLocaleString(Qt.locale(Qt.uiLanguage), "f", 0);
}

function names(codes, cardName) {
    //: Between the card names of a list, e.g. "3 of Spades, King of Hearts".
    return codes.map((code) => cardName(code)).join(qsTranslate("Moves", ", "));
}

/** "Play the 7 of Diamonds and take …", "Bet 5", "Close the stock"… for an action string. */
function describe(action, cardName, gameId) {
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

/** One fact behind a hinted move, in words ("" for a kind with nothing to say). */
function fact(f, cardName, gameId) {
    switch (f.fact) {
    // Scopa
    case "captures": return "";  // the move's own words name the cards it takes
    case "scopa": return qsTranslate("Moves", "clears the table: a scopa", "scopa");
    case "takes_settebello": return qsTranslate("Moves", "takes the settebello", "scopa");
    case "takes_diamonds": return qsTranslate("Moves", "takes %Ln Diamond(s)", "scopa", f.count);
    case "takes_sevens": return qsTranslate("Moves", "takes %Ln seven(s)", "scopa", f.count);
    //: The opponent may sweep the table with one card of value %1.
    case "leaves_sweep": return qsTranslate("Moves", "may give the opponent a sweep on %1", "scopa").arg(num(f.sum));
    // Trick games
    //: Schnapsen: declaring a marriage worth %1 (20 or 40).
    case "marriage": return qsTranslate("Moves", "declares a marriage for %1", "schnapsen").arg(num(f.points));
    case "exchanges_trump": return qsTranslate("Moves", "takes the face-up trump card %1", "schnapsen").arg(cardName(f.took));
    case "closes_stock": return qsTranslate("Moves", "closes the stock", "schnapsen");
    case "wins_trick": return qsTranslate("Moves", "wins the trick (%Ln point(s))", "", f.points);
    case "partner_wins_trick": return qsTranslate("Moves", "your partner wins the trick (%Ln point(s))", "", f.points);
    case "loses_trick": return qsTranslate("Moves", "gives up the trick (%Ln point(s))", "", f.points);
    case "trumps":
        return gameId === "schnapsen" ? qsTranslate("Moves", "trumps the led suit", "schnapsen")
                                      : qsTranslate("Moves", "trumps the led suit", "tarot");
    case "reaches_66": return qsTranslate("Moves", "reaches 66", "schnapsen");
    case "plays_matto": return qsTranslate("Moves", "plays the Matto", "tarot");
    //: Piedicavallo: card points the dealer's discard banks for the team.
    case "discard_points": return qsTranslate("Moves", "banks %Ln point(s) for your team", "piedicavallo", f.points);
    case "makes_void": return qsTranslate("Moves", "leaves you void in %Ln suit(s)", "", (f.suits || []).length);
    //: Minchiate: a declaration worth %1 points.
    case "declares": return qsTranslate("Moves", "declares for %Ln point(s)", "minchiate", f.points);
    // Lock & Bet
    //: Lock & Bet: the chance that the locked card wins, e.g. "wins 62 % of the time".
    case "win_chance": return qsTranslate("Moves", "wins %1 of the time", "lockbet").arg(percent(f.percent));
    case "bet_size": return qsTranslate("Moves", "a bet of %1 into a pot of %2", "lockbet").arg(num(f.total)).arg(num(f.pot));
    case "pot_odds": return qsTranslate("Moves", "%1 to call for a pot of %2", "lockbet").arg(num(f.to_call)).arg(num(f.pot));
    case "all_in": return qsTranslate("Moves", "all your chips", "lockbet");
    case "forfeits": return qsTranslate("Moves", "gives up %Ln chip(s)", "lockbet", f.chips);
    }
    return "";
}

function percent(value) {
    //: A chance in percent; %1 is the number, already formatted for the locale.
    return qsTranslate("Moves", "%1%").arg(num(value));
}

/** The facts behind a hinted move, as one line. */
function facts(list, cardName, gameId) {
    const words = (list || []).map((f) => fact(f, cardName, gameId)).filter((t) => t !== "");
    //: Between the facts behind a hinted move, e.g. "takes the settebello; a scopa".
    return words.join(qsTranslate("Moves", "; "));
}
