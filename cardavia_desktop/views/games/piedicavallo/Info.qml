// Tarocchi di Piedicavallo for players: name, format line, pitch and the full rules in four
// sections. Written from rules/piedicavallo.md §2.1 (the seed page's sections); one source of
// truth per language (translated with qsTr).
import QtQml

QtObject {
    readonly property string gameId: "piedicavallo"
    /** Played in partnerships: a match under way is told as your team's score against the
        opponents' ("us" and "them"). */
    readonly property bool partnership: true
    //: Name of the game; usually kept as is.
    readonly property string name: qsTr("Tarocchi di Piedicavallo")
    readonly property string format: [
        //: Format line, first part: the number of players.
        qsTr("%Ln player(s)", "", 4),
        //: Format line, second part: who plays with and against whom.
        qsTr("You and an AI partner against two AI opponents"),
        //: Format line, last part: the game is a single deal.
        qsTr("One deal")
    ].join(" · ")
    readonly property string pitch: qsTr("Partnership tarot from Piedicavallo in Piedmont: follow "
        + "suit, trump when you cannot, keep the Matto, and win most of the pack's 114 card points.")

    readonly property var sections: [
        {
            title: qsTr("Objective"),
            bullets: [
                qsTr("Four players in two teams: you and your AI partner sitting opposite you, "
                     + "against the two AI players on your left and right."),
                qsTr("Win tricks that hold valuable cards. The pack holds 114 card points; the "
                     + "team with more of them wins. 57 to 57 is a tie.")
            ]
        },
        {
            title: qsTr("Setup"),
            bullets: [
                qsTr("A tarot pack of 62 cards: 21 trumps numbered 1 to 21, the Matto (the Fool), "
                     + "and four suits — Swords, Batons, Cups and Coins."),
                qsTr("Swords and Batons have King, Queen, Knight, Jack, then 10 down to 5. Cups "
                     + "and Coins have King, Queen, Knight, Jack, then Ace, 2, 3, 4, 5 and 6: "
                     + "there the Ace is the highest numeral and 6 the lowest."),
                qsTr("Dealing and play go anticlockwise. Each player gets 15 cards; the dealer "
                     + "gets 17 and puts two of them aside, face down."),
                qsTr("The dealer may not put aside a King, trump 1, trump 21 or the Matto. Other "
                     + "trumps may go only if the 15 cards kept are all trumps and Kings (the "
                     + "Matto may stay too), or contain no trump at all."),
                qsTr("The dealer announces how many trumps were put aside, but not which. The "
                     + "two cards count for the dealer's team at the end, unless that team wins "
                     + "no trick: then they go to the other team.")
            ]
        },
        {
            title: qsTr("Playing a turn"),
            bullets: [
                qsTr("The player on the dealer's right leads the first trick. The winner of a "
                     + "trick leads the next."),
                qsTr("Follow the suit led if you can. If you cannot, play a trump if you have "
                     + "one. Otherwise play any card. You never have to beat the cards already "
                     + "played."),
                qsTr("Trumps rank from 21 (highest) down to 1. In a suit: King, Queen, Knight, "
                     + "Jack, then the numerals. The highest trump wins the trick; with no trump, "
                     + "the highest card of the suit led wins."),
                qsTr("The Matto may be played at any time, whatever you hold. It never wins a "
                     + "trick and stays with its player's team. If the Matto is led, the second "
                     + "card played sets the suit to follow.")
            ]
        },
        {
            title: qsTr("Scoring and end"),
            bullets: [
                qsTr("Kings, trump 1, trump 21 and the Matto are worth 5 points each; Queens 4, "
                     + "Knights 3, Jacks 2; every other card 1. How much a card is worth has "
                     + "nothing to do with how high it ranks."),
                qsTr("Cards are simply added up one by one: there is no counting in groups."),
                qsTr("After 15 tricks each team adds up its cards. A team that won no trick "
                     + "gives up its Matto, so a team that takes every trick scores all 114 "
                     + "points."),
                qsTr("The team with more card points wins; equal totals are a tie.")
            ]
        }
    ]
}
