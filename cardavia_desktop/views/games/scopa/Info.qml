// Scopa for players: name, format line, pitch and the full rules in four sections.
// Written from rules/scopa.md §1.1 (the seed page's sections); one source of truth per language
// (translated with qsTr).
import QtQml

QtObject {
    readonly property string gameId: "scopa"
    //: Name of the game; usually kept as is.
    readonly property string name: qsTr("Scopa")
    readonly property string format: [
        //: Format line, first part: the number of players.
        qsTr("%Ln player(s)", "", 2),
        //: Format line, second part: who plays against whom.
        qsTr("You vs AI"),
        //: Format line, last part: the match is won by the first to reach 11 points.
        qsTr("Match to 11")
    ].join(" · ")
    //: "Diamonds 7": the seven of Diamonds, the settebello.
    readonly property string pitch: qsTr("Play one card to capture equal values or an equal sum. "
        + "Clear the table for a bonus, and watch the Diamonds 7.")

    readonly property var sections: [
        {
            title: qsTr("Objective"),
            bullets: [
                qsTr("Two players, each on their own: you against the AI."),
                qsTr("Capture the useful cards from the table, and clear the table to earn a "
                     + "scopa, worth a point."),
                qsTr("Points are added up only at the end of each deal. The first player with 11 "
                     + "points or more wins the match, if they have more points than the other. "
                     + "Reaching 11 during a deal does not end it early.")
            ]
        },
        {
            title: qsTr("Setup"),
            bullets: [
                qsTr("A pack of 40 cards in four suits: Diamonds, Hearts, Clubs and Spades. Each "
                     + "suit has Ace, 2 to 7, Fante (jack), Regina (queen) and Re (king)."),
                qsTr("Capture values: Ace 1, 2 to 7 as printed, Fante 8, Regina 9, Re 10. Court "
                     + "cards count in sums too."),
                qsTr("The dealer gives three cards to each player and lays four cards face up on "
                     + "the table. The other cards form the stock."),
                qsTr("If three or four Kings (Re) lie on the table, the same dealer deals again."),
                qsTr("The player who did not deal plays first. The deal alternates after every "
                     + "complete deal.")
            ]
        },
        {
            title: qsTr("Playing a turn"),
            bullets: [
                qsTr("Play one card from your hand. If a table card has the same value, you take "
                     + "one such card — only one, even if there are several."),
                qsTr("Only when no table card has that value may you take a group of two or more "
                     + "cards whose values add up to it. If there are several groups, you choose "
                     + "one."),
                qsTr("For example, with a 7: if a 7 lies on the table, take that 7. Otherwise you "
                     + "may take 3 + 4, or 2 + 5."),
                qsTr("If the card you play can capture, it must. You may still play another card "
                     + "that captures nothing: it stays face up on the table."),
                qsTr("Your card and the cards you take go to your capture pile. Turns alternate. "
                     + "When both hands are empty, each player gets three more cards from the "
                     + "stock; the table gets none.")
            ]
        },
        {
            title: qsTr("Scoring and end"),
            bullets: [
                qsTr("Every capture that clears the table is a scopa, worth 1 point — except on "
                     + "the very last card of the deal."),
                qsTr("When the stock and both hands are empty, the cards left on the table go to "
                     + "the last player who captured. That is not a scopa."),
                qsTr("Four prizes of 1 point each: most cards, most Diamonds, the Diamonds 7 "
                     + "(settebello) and the best primiera. A tie gives the point to nobody."),
                qsTr("Primiera: you need at least one card of every suit. Add up your best card "
                     + "in each suit: 7 is worth 21, 6 is 18, Ace 16, 5 is 15, 4 is 14, 3 is 13, "
                     + "2 is 12 and court cards 10. These are not the capture values."),
                qsTr("Each deal's points are added to the match score. A player with 11 or more "
                     + "who is ahead wins; if the scores are level at 11 or more, play another "
                     + "deal.")
            ]
        }
    ]
}
