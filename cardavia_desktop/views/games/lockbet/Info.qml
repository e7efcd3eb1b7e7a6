// Lock & Bet for players: name, format line, pitch and the full rules in the seed page's five
// sections. Written from rules/lockbet.md §3.1 (with the NORMATIVE §3.2-3.9 made plain); one
// source of truth per language (translated with qsTr).
import QtQml

QtObject {
    readonly property string gameId: "lockbet"
    //: Name of the game: choose a card, lock it face down, bet chips on it.
    readonly property string name: qsTr("Lock & Bet")
    readonly property string format: [
        //: Format line, first part: the number of players.
        qsTr("%Ln player(s)", "", 2),
        //: Format line, second part: who plays against whom.
        qsTr("You vs AI"),
        //: Format line, last part: the match is played for virtual chips.
        qsTr("Chips")
    ].join(" · ")
    //: UP and DOWN are the public signals (high cards 8 to A, low cards 2 to 7).
    readonly property string pitch: qsTr("Choose one of your two cards and stake it face down. "
        + "The higher rank wins, except that a 2 beats an Ace. Public UP/DOWN signals, and the "
        + "card you keep plays on in the next deal.")

    /** The lobby tile's line for a match under way (``yours``, ``theirs``: the save's standing,
        formatted): the chips before the deal on the table was bet (record.standing), not the
        chips left in front of each player (newcomer #11: "20 to 20" read as the current count). */
    function underWay(yours: string, theirs: string): string {
        //: On the Lock & Bet lobby tile: a saved match goes on; %1 your chips, %2 the AI's, both
        //: counted at the start of the deal being played (bets made since are not in them).
        return qsTr("Match under way: you %1, AI %2 chips at the start of this deal").arg(yours).arg(theirs);
    }

    readonly property var sections: [
        {
            title: qsTr("Objective"),
            bullets: [
                qsTr("Two players, each on their own: you against the AI."),
                qsTr("Win the pot, either by betting until the other player folds or by having "
                     + "the stronger locked card when both are shown."),
                qsTr("Each player starts with 20 virtual chips. The match ends when a player "
                     + "has no chips left: that player loses.")
            ]
        },
        {
            title: qsTr("Setup"),
            bullets: [
                qsTr("Two French decks are shuffled together into a shoe of 104 cards, without "
                     + "jokers. Each rank appears eight times; suits do not matter."),
                qsTr("Each player gets two cards, and every deal each player pays an ante of 1 "
                     + "chip into the pot. A player with only 1 chip left antes it and is all-in."),
                qsTr("You are the first player in the first deal: you lock first, bet first and "
                     + "draw first. After that, whoever won the last pot starts the next deal "
                     + "(also when the other player folded). After a split pot, the other player "
                     + "starts."),
                qsTr("Only groups are public: 8, 9, 10, J, Q, K and A are UP; 2 to 7 are DOWN. "
                     + "For each player the table shows how many of their two cards are UP and how "
                     + "many are DOWN — never which card is which. Locking a card does not change "
                     + "the signal, so it never shows the locked card's group.")
            ]
        },
        {
            title: qsTr("Playing a turn"),
            bullets: [
                qsTr("On your turn, choose one of your two cards and confirm to lock it face "
                     + "down. The first player locks, then the second, without seeing the other's "
                     + "choice. A locked card cannot be changed."),
                qsTr("Betting starts only after both players have locked a card. There is one "
                     + "betting round per deal; the first player acts first."),
                qsTr("When nothing is owed you may check or bet; the smallest bet is 1 chip. "
                     + "When a bet is owed you may call, raise or fold. The round ends when both "
                     + "check, when a bet or raise is called, or when a player folds."),
                qsTr("A raise must add at least as much as the last full bet or raise. You enter "
                     + "your total for this round, not counting the ante: for example, after a bet "
                     + "of 3 the smallest raise is to 6."),
                qsTr("Going all-in puts in all your remaining chips, even if that is less than "
                     + "a full raise. Such a short all-in does not reopen raising for a player who "
                     + "has already acted. Against an all-in player you may only call or fold."),
                qsTr("If you cannot cover a bet, calling puts in all your chips; the part of the "
                     + "bet you could not match goes back to the bettor. If a player has no chips "
                     + "left after the ante, there is no betting: the cards are shown at once.")
            ]
        },
        {
            title: qsTr("Hand ranking"),
            bullets: [
                qsTr("Only the two locked cards are compared: A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, "
                     + "3, 2 from highest to lowest."),
                qsTr("The one exception: a 2 beats an Ace. The Ace still beats every other "
                     + "card, and the 2 loses to every card except the Ace."),
                qsTr("Suits do not matter. Two cards of the same rank tie.")
            ]
        },
        {
            title: qsTr("Scoring and end"),
            bullets: [
                qsTr("After the betting both locked cards are turned face up. The stronger card "
                     + "takes the whole pot; on a tie the pot is split, so each player gets back "
                     + "exactly what they put in."),
                qsTr("If a player folds, the other takes the pot. Both locked cards are still "
                     + "shown, but they do not change the result."),
                qsTr("For the next deal the two locked cards are discarded, each player keeps "
                     + "their other card and draws one new card (first player first), and both "
                     + "pay the next ante."),
                qsTr("When fewer than two cards are left in the shoe, the discards are shuffled "
                     + "with what is left to make a new shoe; the cards in the players' hands stay "
                     + "out of it."),
                qsTr("A player who runs out of chips loses the match; there are always 40 chips "
                     + "on the table. New match gives each player 20 chips again.")
            ]
        }
    ]
}
