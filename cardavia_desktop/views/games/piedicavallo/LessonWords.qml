// Tarocchi di Piedicavallo's lesson words (issue 35): the text of each message id that
// engine/lessons/piedicavallo.json shows. The lesson runner sends only ids; only this file words
// them (one qsTr each, written for a newcomer).
import QtQml

QtObject {
    /** The text of the lesson message `id`, "" for an id this lesson does not have. */
    function text(id: string): string {
        switch (id) {
        case "intro":
            //: Lesson step "intro"; the cards it names are marked on the table.
            return qsTr("You and your partner opposite you play against the two AI players on"
                        + " your left and right. You are the dealer: you got 17 cards, the "
                        + "others 15.");
        case "values":
            //: Lesson step "values": the cards' points, shown at the start.
            return qsTr("Kings, trump 1, trump 21 and the Matto are worth 5 points each; Queens 4, "
                        + "Knights 3, Jacks 2; every other card 1. How much a card is worth has "
                        + "nothing to do with how high it ranks.");
        case "discard":
            //: Lesson step "discard"; the cards it names are marked on the table.
            return qsTr("As the dealer, put two cards aside face down: discard the marked "
                        + "cards. They count for your team at the end if it wins at least one "
                        + "trick.");
        case "trick_won":
            //: Lesson step "trick_won"; the cards it names are marked on the table.
            return qsTr("The highest trump won the first trick. The winner of a trick leads "
                        + "the next one.");
        case "follow":
            //: Lesson step "follow"; the cards it names are marked on the table.
            return qsTr("You hold cards of the suit led, so you must follow suit. You never "
                        + "have to beat the cards already played: neither of your Coins beats the "
                        + "King, so give one.");
        case "trump":
            //: Lesson step "trump"; the cards it names are marked on the table.
            return qsTr("You have no card of the suit led, so you must play a trump (or the "
                        + "Matto, which may go at any time: more on it soon). Your 15 is the "
                        + "lowest trump above the opponent's 13: it wins the trick.");
        case "lead":
            //: Lesson step "lead"; the cards it names are marked on the table.
            return qsTr("You won that trick, so you lead: any card may start the next one. Lead "
                        + "the King of Cups: no Cup beats it, so only a trump can take it.");
        case "matto":
            //: Lesson step "matto"; the cards it names are marked on the table. Leading the Queen of Cups would score a little more in this position.
            return qsTr("Lead the Matto (the Fool) to see it at work: it may be played at any "
                        + "time. It never wins a trick, but it stays with your team, with its 5 "
                        + "points. When it is led, the next card sets the suit. The Queen of Cups "
                        + "would score a little more here; you keep her.");
        case "points":
            //: Lesson step "points"; the cards it names are marked on the table.
            return qsTr("All 15 tricks are played. Each team adds up its cards: Kings, trumps"
                        + " 1 and 21 and the Matto 5, Queens 4, Knights 3, Jacks 2, every other"
                        + " card 1. The pack holds 114 points; more wins.");
        case "finish":
            //: Lesson step "finish": after it the lesson plays the player's remaining moves itself (the hint's choice), up to the deal's end.
            return qsTr("You have now seen every rule of play. The lesson plays the rest of your "
                        + "cards for you, as the hint would: watch the deal to its end.");
        case "summary":
            //: Lesson step "summary": the last step, the rules the lesson showed.
            return qsTr("That is Tarocchi di Piedicavallo: follow suit if you can, else play a "
                        + "trump; the highest trump, or else the highest card of the suit led, "
                        + "wins the trick, and its winner leads next. The Matto may go at any "
                        + "time. The team with more points wins.");
        }
        return "";
    }
}
