// Schnapsen for players: name, format line, pitch and the full rules in five sections.
// Written from rules/schnapsen.md; one source of truth per language (translated with qsTr).
import QtQml

QtObject {
    readonly property string gameId: "schnapsen"
    //: Name of the game; usually kept as is.
    readonly property string name: qsTr("Schnapsen")
    readonly property string format: [
        //: Format line, first part: the number of players.
        qsTr("%Ln player(s)", "", 2),
        //: Format line, second part: who plays against whom.
        qsTr("You vs AI"),
        //: Format line, last part: a match counts down from this many game points.
        qsTr("%Ln-point match", "", 7)
    ].join(" · ")
    readonly property string pitch: qsTr("Win tricks and declare marriages to reach 66 card points "
        + "first. Exchange the trump card or close the stock; the game points you win count your "
        + "match down from seven to zero.")

    readonly property var sections: [
        {
            title: qsTr("Objective"),
            bullets: [
                qsTr("Two players, each on their own: you against the AI."),
                qsTr("Win tricks and declare marriages to collect card points. The first player "
                     + "to reach 66 wins the deal."),
                qsTr("Both players start the match at 7. The game points you win in a deal are "
                     + "taken off your count; the first to come down to 0 wins the match.")
            ]
        },
        {
            title: qsTr("Setup"),
            bullets: [
                qsTr("A pack of 20 cards in four suits: Herz (hearts), Schelln (bells), Eichel "
                     + "(acorns) and Laub (leaves)."),
                qsTr("From high to low: Daus (ace) 11 points, Zehner (ten) 10, König (king) 4, Ober 3, "
                     + "Unter 2. The whole pack is worth 120 points."),
                qsTr("The dealer gives three cards to each player, turns up the next card — its "
                     + "suit is trumps for this deal — and then gives two more cards to each."),
                qsTr("The other nine cards go face down on top of the turned-up trump card. "
                     + "Together they form the stock of ten cards."),
                qsTr("The player who did not deal leads the first trick. The deal alternates.")
            ]
        },
        {
            title: qsTr("Playing a turn"),
            bullets: [
                qsTr("While the stock is open, play any card you like: you need not follow suit "
                     + "or play a trump."),
                qsTr("The higher card of the suit led wins the trick, unless a trump is played: "
                     + "then the trump wins."),
                qsTr("The winner of the trick draws the top card of the stock, then the other "
                     + "player draws. The winner leads next. On the last draw, the player who "
                     + "lost the trick takes the turned-up trump card."),
                qsTr("Once the stock is used up or closed, stricter rules apply: follow suit and "
                     + "beat the card led if you can; if you cannot beat it, still follow suit "
                     + "with a lower card."),
                qsTr("If you have no card of the suit led, you must play a trump if you have "
                     + "one; otherwise play any card.")
            ]
        },
        {
            title: qsTr("Exchange, marriage and closing"),
            bullets: [
                qsTr("While the stock is open, the player about to lead may swap the trump "
                     + "Unter for the turned-up trump card."),
                qsTr("Lead a König or an Ober while holding its partner of the same suit to "
                     + "declare a marriage: 20 points, or 40 in trumps. Your opponent sees the "
                     + "partner card."),
                qsTr("At the table, a button beside your hand offers each card you may lead a "
                     + "marriage with (for example “Ober of Herz: +20”): it plays the card and "
                     + "declares the marriage. Clicking the card itself plays it without "
                     + "declaring."),
                qsTr("If you have not won a trick yet, the marriage points wait until you win "
                     + "your first trick. Each marriage can be declared once per deal, also "
                     + "after the stock is closed."),
                qsTr("Before you lead, while the stock is open, you may close it — even before "
                     + "the first trick. Nobody draws any more and the stricter rules apply at "
                     + "once."),
                qsTr("When the stock is closed, your opponent's points and whether they have "
                     + "won a trick are noted: they decide the score of the deal.")
            ]
        },
        {
            title: qsTr("Scoring and end"),
            bullets: [
                qsTr("The game notices 66 by itself as soon as a trick or a marriage brings a "
                     + "player there, and the deal ends at once."),
                qsTr("The winner of the deal scores 1 game point if the opponent has 33 card "
                     + "points or more, 2 if the opponent has won a trick but has fewer than 33, "
                     + "and 3 if the opponent has not won a trick."),
                qsTr("If you closed the stock and reach 66, you score 1, 2 or 3 by the same "
                     + "rule, counting your opponent's points and tricks as they were when you "
                     + "closed."),
                qsTr("If you closed the stock and fall short of 66, or your opponent gets there "
                     + "first, your opponent scores 2 — or 3 if they had no trick when you "
                     + "closed."),
                qsTr("If the stock was never closed and nobody reaches 66, the winner of the "
                     + "last trick scores 1 game point. There is no bonus for the last trick.")
            ]
        }
    ]
}
