// Minchiate for players: name, format line, pitch and the full rules in four sections. Written
// from rules/minchiate.md §4.1 (the seed page's sections) with the spec's recommended readings;
// one source of truth per language (translated with qsTr).
import QtQml

QtObject {
    readonly property string gameId: "minchiate"
    /** Played in partnerships: a match under way is told as your team's score against the
        opponents' ("us" and "them"). */
    readonly property bool partnership: true
    //: Name of the game; usually kept as is.
    readonly property string name: qsTr("Minchiate")
    readonly property string format: [
        //: Format line, first part: the number of players.
        qsTr("%Ln player(s)", "", 4),
        //: Format line, second part: who plays with and against whom.
        qsTr("You and an AI partner against two AI opponents"),
        //: Format line, last part: a single deal, settled in resti (units of 60 points).
        qsTr("One deal, settled in resti")
    ].join(" · ")
    readonly property string pitch: qsTr("Collect counting cards and trump combinations with your "
        + "partner. Point leads turn into resti during play and at the end; the net resti decide "
        + "the winner.")

    readonly property var sections: [
        {
            title: qsTr("Objective"),
            bullets: [
                qsTr("Four players in two teams: you and your AI partner sitting opposite you, "
                     + "against the two AI players on your left and right."),
                qsTr("Win card points, then turn the difference between the teams into "
                     + "settlement units called resti (one resto, several resti). The team with "
                     + "more resti in the end wins; equal resti are a tie. See Scoring and end "
                     + "for how points become resti.")
            ]
        },
        {
            title: qsTr("Setup"),
            bullets: [
                qsTr("A pack of 97 cards: 40 trumps numbered 1 to 40, the Matto (the Fool), and "
                     + "four suits of 14 cards — Swords, Batons, Cups and Coins."),
                qsTr("The computer picks the dealer and cuts for the player on the dealer's left. "
                     + "From the cut, that player takes (robs) cards one by one as long as each is "
                     + "a counting card or a trump above 20, at most thirteen. Robbed cards are "
                     + "shown, and the counting ones score for the robber's team at once."),
                qsTr("Everyone then gets 21 cards: a packet of 10 and then a packet of 11, "
                     + "starting with the player on the dealer's right. The dealer's last card is "
                     + "shown to all and scores at once if it is worth points."),
                qsTr("The cards left over are the Fola. The dealer robs from its top in the same "
                     + "way (counting cards and trumps above 20, shown and scored at once)."),
                qsTr("Whoever robbed discards back to 21 cards, face down. Only cards worth "
                     + "nothing may be discarded, and never trump 29. Discards count for nobody."),
                qsTr("Before play, starting on the dealer's right, each player may declare the "
                     + "combinations (versicole, listed below) held in hand: the cards are shown "
                     + "and the combination scores at once. Then the Fola is turned up; its cards "
                     + "never take part in the tricks."),
                qsTr("The computer cuts and robs for everyone; you choose your discards, your "
                     + "declarations and your cards.")
            ]
        },
        {
            title: qsTr("Playing a turn"),
            bullets: [
                qsTr("Play goes anticlockwise; the player on the dealer's right leads the first "
                     + "trick and the winner of each trick leads the next."),
                qsTr("Follow the suit led if you can; if you cannot, play a trump; if you have no "
                     + "trump either, play any card. You never have to beat the cards already "
                     + "played. The highest trump wins the trick; with no trump, the highest card "
                     + "of the suit led."),
                qsTr("Trumps rank from 40 (highest) down to 1. In a suit: King, Queen, Knight, "
                     + "Jack, then the numerals. In Cups and Coins the Ace is the highest numeral "
                     + "and 10 the lowest; in Swords and Batons 10 is the highest and the Ace the "
                     + "lowest."),
                qsTr("King rule: in the first trick of a suit, once someone has played a trump to "
                     + "it, a later player who holds that suit's King must play the King — not "
                     + "even the Matto may replace it."),
                qsTr("Otherwise the Matto may be played instead of any card. It never wins a trick "
                     + "and stays with its team. If it was played to a trick the opponents won, "
                     + "its team gives them one card worth nothing from its tricks at the end — "
                     + "or the Matto itself if the team took no trick. If the Matto is led, the "
                     + "next card played sets the suit to follow.")
            ]
        },
        {
            title: qsTr("Scoring and end"),
            bullets: [
                qsTr("Card points: trumps 36 to 40 are worth 10 each; trumps 30 to 35, 28, 20, "
                     + "13, 10 and 1, the Matto and the four Kings 5 each; trumps 2 to 5 are worth "
                     + "3 each. Every other card is worth nothing. The pack holds 142 points."),
                qsTr("When your team wins a trick, the counting cards the opponents played to it "
                     + "score for you at once. All the cards you took are counted again at the "
                     + "end."),
                qsTr("Combinations (versicole): three or more consecutive trumps within 1–5 or "
                     + "within 28–40 (a longer run counts as one); trumps 1 and 40 with the Matto; "
                     + "trumps 1, 13 and 28; trumps 10, 20 and 30, or 20, 30 and 40 (all four "
                     + "together count as one); three or four Kings."),
                qsTr("A combination is worth the sum of its cards; trump 29 is worth 5 inside a "
                     + "combination. Holding the Matto adds 5 to every combination that does not "
                     + "already include it."),
                qsTr("Resti during play: after each score, whenever a team leads by 60 points or "
                     + "more, it earns one resto and 60 points come off the difference; repeat "
                     + "while the lead is still 60 or more."),
                qsTr("After the 21st trick each team adds its card points, the combinations in "
                     + "the cards it took, 1 point for each card beyond 42, and 10 for the last "
                     + "trick. The difference left from play and these two totals give the final "
                     + "difference, rounded up in units of 60: a lead of 1–60 earns 1 resto, "
                     + "61–120 earns 2, and 0 earns nothing."),
                qsTr("Add these to the resti settled during the deal. The net resti decide the "
                     + "winner; 0 is a tie.")
            ]
        }
    ]
}
