// Minchiate's words: card, seat, team and combination names, and the sentences that explain
// each scored event, refusal and resto. The engine sends data; only this file words it.
import QtQml

import cards
import "../../common/format.js" as Format
import "../../common/refusals.js" as Refusals

QtObject {
    id: words

    readonly property var seatNames: [qsTr("You"), qsTr("East"), qsTr("Partner"), qsTr("West")]
    //: Team names: you and your partner (North), and the two opponents (East and West).
    readonly property var teamNames: [qsTr("You & partner"), qsTr("Opponents")]

    /** This table's keys (the shortcut sheet lists them after the common ones). */
    readonly property var shortcuts: [
        { keys: "D", action: qsTr("Discard the chosen cards") },
        //: Keys on the shortcut sheet: the digits 1 to 9.
        { keys: qsTr("1 … 9"), action: qsTr("Declare the combination with that number") },
        { keys: "P", action: qsTr("Declare no more") },
        { keys: "L", action: qsTr("Show or hide the last trick") },
        //: Key names on the shortcut sheet: the keys that go on from a finished trick (any key
        //: does, but these are the ones to name; as the refusal "press Space or Enter").
        { keys: qsTr("Space / Enter"), action: qsTr("Next trick, when a finished trick waits for you") },
        { keys: "S", action: qsTr("Show or hide the set-up") },
        { keys: "G", action: qsTr("Show or hide the score log") },
        //: Key name on the shortcut sheet.
        { keys: qsTr("Enter"), action: qsTr("New deal, when the score sheet shows") }
    ]

    function seat(s: int): string { return words.seatNames[s] ?? ""; }
    function team(t: int): string { return words.teamNames[t] ?? ""; }

    /** A sentence with a seat as its subject: the player's own "You …" wording for seat 0 (so
        each language can conjugate it), else `theirs` with the seat's name in its first free
        placeholder. The caller fills the remaining placeholders with .arg() in order. */
    function bySeat(s: int, yours: string, theirs: string): string {
        return s === 0 ? yours : theirs.arg(words.seat(s));
    }

    function suitName(letter: string): string {
        switch (letter) {
        case "S": return qsTr("Swords");
        case "B": return qsTr("Batons");
        case "C": return qsTr("Cups");
        case "D": return qsTr("Coins");
        case "T": return qsTr("Trumps");
        case "MATTO": return qsTr("Matto");
        }
        return letter;
    }

    function card(code: string): string {
        if (code === "MATTO")
            return qsTr("the Matto");
        if (code.charAt(0) === "T")
            //: A trump card by its number, e.g. "trump 29".
            return qsTr("trump %1").arg(Format.num(Number(code.substring(1))));
        return CardNames.card("tarot", code); // the name every table gives the card
    }

    function cards(codes: var): string {
        //: Separator between the cards of a list ("trump 1, King of Swords").
        return (codes ?? []).map(c => words.card(c)).join(qsTr(", "));
    }

    function kind(k: string): string {
        switch (k) {
        //: A combination (versicola): a run of consecutive trumps.
        case "sequence": return qsTr("Run of trumps");
        case "1_40_matto": return qsTr("Trumps 1 and 40 with the Matto");
        case "1_13_28": return qsTr("Trumps 1, 13 and 28");
        case "10_20_30": return qsTr("Trumps 10, 20 and 30");
        case "20_30_40": return qsTr("Trumps 20, 30 and 40");
        case "10_20_30_40": return qsTr("Trumps 10, 20, 30 and 40");
        case "kings": return qsTr("Kings");
        }
        return k;
    }

    /** A combination's name with its cards' range for runs ("Run of trumps 28–32"). */
    function combo(k: string, codes: var): string {
        if (k === "sequence" && (codes ?? []).length > 0) {
            const numbers = codes.map(c => Number(c.substring(1)));
            //: A run of consecutive trumps from %1 to %2.
            return qsTr("Run of trumps %1–%2").arg(Format.num(Math.min(...numbers))).arg(Format.num(Math.max(...numbers)));
        }
        return words.kind(k);
    }

    /** Signed difference for a team-neutral display: "+23 for You & partner". */
    function difference(d: int): string {
        if (d === 0)
            //: The running point difference when neither team leads ("Difference: even").
            return qsTr("even", "point difference");
        // One sentence per team, so that each language can make the verb agree with it.
        const by = Format.num(Math.abs(d));
        //: The running point difference: your team (you and your partner) leads by %1 points.
        return d > 0 ? qsTr("You & partner ahead by %1").arg(by)
                     //: The running point difference: the opponents lead by %1 points.
                     : qsTr("Opponents ahead by %1").arg(by);
    }

    function scoreReason(e: var): string {
        switch (e.reason) {
        case "cutter_robbery":
            return words.bySeat(e.seat,
                                //: %1 the cards robbed.
                                qsTr("You robbed %1 when cutting: %Ln point(s)", "", e.points),
                                //: %1 player, %2 card, %3 points.
                                qsTr("%1 robbed %2 when cutting: %Ln point(s)", "", e.points)).arg(words.cards(e.cards));
        case "dealer_robbery":
            return words.bySeat(e.seat, qsTr("You robbed %1 from the Fola: %Ln point(s)", "", e.points),
                                qsTr("%1 robbed %2 from the Fola: %Ln point(s)", "", e.points)).arg(words.cards(e.cards));
        case "exposed":
            return qsTr("The dealer's last card, %1, was shown: %Ln point(s)", "", e.points).arg(words.cards(e.cards));
        case "declaration":
            return (e.matto_bonus > 0
                ? words.bySeat(e.seat,
                               //: %1 the combination, %2 its cards.
                               qsTr("You declared %1 (%2) with the Matto bonus: %Ln point(s)", "", e.points),
                               qsTr("%1 declared %2 (%3) with the Matto bonus: %Ln point(s)", "", e.points))
                : words.bySeat(e.seat,
                               //: %1 the combination, %2 its cards.
                               qsTr("You declared %1 (%2): %Ln point(s)", "", e.points),
                               qsTr("%1 declared %2 (%3): %Ln point(s)", "", e.points)))
                .arg(words.combo(e.kind, e.cards)).arg(words.cards(e.cards));
        case "capture":
            // The cards come from the other team: yours when East or West takes the trick.
            if (e.seat % 2 === 1)
                //: %1 trick number, %2 East or West, %3 the counting cards of your team (you and your partner) captured.
                return qsTr("Trick %1: %2 captured your team's %3: %Ln point(s)", "", e.points).arg(Format.num(e.trick))
                    .arg(words.seat(e.seat)).arg(words.cards(e.cards));
            return words.bySeat(e.seat,
                                //: %1 trick number, %2 the opponents' counting cards captured.
                                qsTr("Trick %1: you captured the opponents' %2: %Ln point(s)", "", e.points).arg(Format.num(e.trick)),
                                //: %1 trick number, %2 player, %3 the opponents' counting cards captured.
                                qsTr("Trick %1: %2 captured the opponents' %3: %Ln point(s)", "", e.points).arg(Format.num(e.trick)))
                .arg(words.cards(e.cards));
        }
        return "";
    }

    /** A seat declared no combination ("West declared nothing."). */
    function nothingDeclared(s: int): string {
        return words.bySeat(s, qsTr("You declared nothing."), qsTr("%1 declared nothing."));
    }

    /** One line of the score log. */
    function logLine(e: var): string {
        switch (e.type) {
        case "rob":
            if (e.cards.length === 0)
                return e.role === "cutter" ? words.bySeat(e.seat, qsTr("You cut: no card to rob."), qsTr("%1 cut: no card to rob."))
                                           : words.bySeat(e.seat, qsTr("You robbed nothing from the Fola."),
                                                          qsTr("%1 robbed nothing from the Fola."));
            return (e.role === "cutter"
                ? words.bySeat(e.seat, qsTr("You cut and robbed %Ln card(s): %1.", "", e.cards.length),
                               qsTr("%1 cut and robbed %Ln card(s): %2.", "", e.cards.length))
                : words.bySeat(e.seat, qsTr("You robbed %Ln card(s) from the Fola: %1.", "", e.cards.length),
                               qsTr("%1 robbed %Ln card(s) from the Fola: %2.", "", e.cards.length)))
                .arg(words.cards(e.cards));
        case "exposed":
            return words.bySeat(e.seat, qsTr("You dealt; the last card, shown to all: %1."),
                                qsTr("%1 dealt; the last card, shown to all: %2.")).arg(words.card(e.card));
        case "discard":
            return words.bySeat(e.seat, qsTr("You discarded a card face down."), qsTr("%1 discarded a card face down."));
        case "declare":
            return "";
        case "pass":  // a declaration says itself (its score line); none at all is said too
            return (e.declared ?? 1) > 0 ? "" : words.nothingDeclared(e.seat);
        case "score":
            //: A score line: the reason, then the team that scores and the running difference.
            return qsTr("%1 → %2. Difference: %3.").arg(words.scoreReason(e)).arg(words.team(e.team)).arg(words.difference(e.difference));
        case "resto":
            //: %1 team, %2 difference before, %3 after.
            return qsTr("%Ln resto(i) to %1: the difference reached %2 points, 60 per resto are settled, %3 remain.", "", e.count)
                .arg(words.team(e.team)).arg(Format.num(Math.abs(e.before))).arg(Format.num(Math.abs(e.difference)));
        case "trick":
            return e.captured_points > 0 ? "" : words.bySeat(e.winner, qsTr("Trick %1 to you.").arg(Format.num(e.number)),
                                                             qsTr("Trick %1 to %2.").arg(Format.num(e.number)));
        case "fola":
            return qsTr("The Fola is turned up (out of play): %1.").arg(words.cards(e.cards));
        case "matto_settlement":
            return e.matto_given ? qsTr("The Matto's team took no trick: the Matto goes to %1.").arg(words.team(e.to_team))
                                 //: %1 the team that won the Matto's trick, %2 the team that played the Matto (it keeps it), %3 the card %2 gives %1 instead.
                                 : qsTr("The Matto, played by %2, fell in a trick won by %1: %2 keep it and give %1 %3 in exchange.")
                                       .arg(words.team(e.to_team)).arg(words.team(e.matto_team)).arg(words.card(e.card));
        case "deal_end":
            return qsTr("End of the deal: see the score sheet.");
        }
        return "";
    }

    function refusal(r: var): string {
        switch (r.code) {
        case "not_discardable":
            if (r.card === "T29")
                return qsTr("Trump 29 may never be discarded: it is worth 5 inside a combination.");
            return qsTr("%1 is worth %Ln point(s): only cards worth nothing may be discarded.", "", r.points).arg(words.card(r.card));
        case "must_play_king":
            return qsTr("King rule: this is the first %1 trick and a trump has been played, so you must play your King.").arg(words.suitName(r.suit));
        case "must_follow":  // `matto` false: the hand no longer holds the Matto (unknown: say it)
            return (r.matto === false ? qsTr("You must follow %1.")
                                      : qsTr("You must follow %1 (or play the Matto).")).arg(words.suitName(r.suit));
        case "must_trump":
            return (r.matto === false ? qsTr("You have no %1: you must play a trump.")
                                      : qsTr("You have no %1: you must play a trump (or the Matto).")).arg(words.suitName(r.suit));
        case "not_your_turn": return qsTr("Please wait: it is not your turn.");
        case "match_over": return qsTr("The deal is over.");
        case "ai_error": return qsTr("An AI player could not move. Please start a new deal.");
        }
        return Refusals.shared(r.code);
    }

    /** The value of a hinted move in the game's unit, from its signed number ("+1.5"). */
    function hintValue(signed: string): string {
        //: Expected value of a hinted Minchiate move, e.g. "+1.5 resti".
        return qsTr("%1 resti", "minchiate hint value").arg(signed);
    }

    /** Under the hint's heading: what the move values mean. */
    function hintUnit(): string {
        //: Under the Minchiate hint's heading: what the move values mean (resti: the game's unit).
        return qsTr("Expected resti for your team from this deal (+ gained, − lost), points not yet converted counted as part of a resto.", "minchiate");
    }

    /** The statistics' row of the average per deal. */
    function perDealName(): string {
        return qsTr("Resti per deal", "minchiate");
    }

    /** A match of this game may end drawn (the statistics count the draws). */
    readonly property bool canDraw: true

    /** The reason of an AI seat's move told to the player ("Why?", views/shell/why.js) in this
        game's words ("": the common words). */
    function whyFact(f: var): string {
        switch (f.fact) {
        case "partner_wins_trick":
            return qsTranslate("WhyWords", "its partner wins the trick (counting points: %1 in it, %2 taken from the opponents)", "minchiate").arg(Format.num(f.total)).arg(Format.num(f.points));
        case "loses_trick":
            //: Minchiate, why the AI moved: %1 counting points in the trick, %2 of them its team's.
            return qsTranslate("WhyWords", "gives up the trick (counting points: %1 in it, %2 of them its team's)", "minchiate").arg(Format.num(f.total)).arg(Format.num(f.points));
        }
        return "";
    }

    /** The reason of a hinted move in this game's words ("": the common words). */
    function fact(f: var): string {
        switch (f.fact) {
        case "wins_trick":
            //: Minchiate: %1 counting points in the trick, %2 of them the opponents' (scored now).
            return qsTranslate("Moves", "wins the trick (counting points: %1 in it, %2 taken from the opponents)", "minchiate").arg(Format.num(f.total)).arg(Format.num(f.points));
        case "partner_wins_trick":
            return qsTranslate("Moves", "lets your partner win the trick (counting points: %1 in it, %2 taken from the opponents)", "minchiate").arg(Format.num(f.total)).arg(Format.num(f.points));
        case "loses_trick":
            //: Minchiate: %1 counting points in the trick, %2 of them your team's (the opponents score them now).
            return qsTranslate("Moves", "gives up the trick (counting points: %1 in it, %2 of them your team's)", "minchiate").arg(Format.num(f.total)).arg(Format.num(f.points));
        }
        return "";
    }

    /** What each AI level does, in a sentence (from ai.py), for the level notes
        (views/shell/LevelNotes.qml); ``p`` words a share, ``n`` a count, through the locale. */
    function levelNote(level: string, p: var, n: var): string {
        switch (level) {
        case "easy":
            return qsTranslate("LevelNotes", "A team player by rules of thumb, but %1 of the time it plays a random legal card.", "minchiate").arg(p(0.4))
        case "normal":
            return qsTranslate("LevelNotes", "Always plays as the rule-of-thumb team player.", "minchiate")
        case "hard":
            return qsTranslate("LevelNotes", "Plays every card out hundreds of times in guesses at the hidden hands and keeps the best on average, looking again when two cards come close.", "minchiate")
        }
        return "";
    }
}
