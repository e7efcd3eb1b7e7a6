// Scopa's lesson words (issue 35): the text of each message id that
// engine/lessons/scopa.json shows. The lesson runner sends only ids; only this file words
// them (one qsTr each, written for a newcomer).
import QtQml

QtObject {
    /** The text of the lesson message `id`, "" for an id this lesson does not have. */
    function text(id: string): string {
        switch (id) {
        case "intro":
            //: Lesson step "intro"; the cards it names are marked on the table.
            return qsTr("You play Scopa against the AI. You each hold three cards, and four "
                        + "cards lie face up on the table. Capture table cards with the cards "
                        + "you play; points are counted at the end of the deal.");
        case "values":
            //: Lesson step "values": the cards' values, shown at the start.
            return qsTr("Capture values: the Ace 1, the 2 to 7 their number, the Jack 8, the "
                        + "Queen 9, the King 10. For the primiera, a prize at the end, your best "
                        + "card of each suit counts: 7 is worth 21, 6 is 18, Ace 16, 5 is 15, 4 "
                        + "is 14, 3 is 13, 2 is 12, court cards 10.");
        case "capture_value":
            //: Lesson step "capture_value"; the cards it names are marked on the table.
            return qsTr("Play the marked card: it takes the table card of the same value. "
                        + "Equal values capture each other.");
        case "lays_card":
            //: Lesson step "lays_card"; the cards it names are marked on the table.
            return qsTr("Play the marked card. It captures nothing, so it stays face up on "
                        + "the table, where the AI may take it.");
        case "capture_sum":
            //: Lesson step "capture_sum"; the cards it names are marked on the table.
            return qsTr("No table card has your card's value, but two of them add up to it: "
                        + "the marked card takes both. A sum may be two or more cards.");
        case "new_round":
            //: Lesson step "new_round"; the cards it names are marked on the table.
            return qsTr("Both hands are empty, so each player gets three new cards from the "
                        + "stock. The table gets none.");
        case "scopa":
            //: Lesson step "scopa"; the cards it names are marked on the table.
            return qsTr("The marked card takes every card left on the table. Clearing the "
                        + "table is a scopa: 1 point at the end of the deal.");
        case "settebello":
            //: Lesson step "settebello"; the cards it names are marked on the table.
            return qsTr("Capture the Diamonds 7, the settebello: it is a prize of 1 point on "
                        + "its own, and a good card for the primiera.");
        case "must_take":
            //: Lesson step "must_take"; the cards it names are marked on the table.
            return qsTr("A table card has the same value as your card, so your card must take"
                        + " that one card, even where a sum would also fit. Your other card may"
                        + " also take its twin: that scores a little more here, but it shows no"
                        + " sum.");
        case "leftovers":
            //: Lesson step "leftovers"; the cards it names are marked on the table.
            return qsTr("The last card has been played. The cards still on the table go to "
                        + "the last player who captured; that is not a scopa.");
        case "prizes":
            //: Lesson step "prizes"; the cards it names are marked on the table.
            return qsTr("The deal is over. Each player scores their scopas and the four "
                        + "prizes: most cards, most Diamonds, the settebello and the best "
                        + "primiera. The first to reach 11 points wins the match.");
        case "finish":
            //: Lesson step "finish": after it the lesson plays the player's remaining moves itself (the hint's choice), up to the deal's end.
            return qsTr("You have now seen every rule of play. The lesson plays the rest of "
                        + "your cards for you, as the hint would: watch the deal to its end.");
        case "second_scopa":
            //: Lesson step "second_scopa"; the cards it names are marked on the table.
            return qsTr("Your 3 takes the 3, the only card on the table: you clear the table "
                        + "again, a second scopa and one more point.");
        case "take_diamond":
            //: Lesson step "take_diamond"; the cards it names are marked on the table.
            return qsTr("Take the 6 with your 6 of Diamonds: the capture brings a Diamond home, "
                        + "toward the prize for most Diamonds. Your King takes nothing here.");
        case "lay_nothing_takes":
            //: Lesson step "lay_nothing_takes"; the cards it names are marked on the table.
            return qsTr("None of your cards can take anything here, so you lay one on the "
                        + "table. Lay the 6: the table then adds up to more than 10, so the AI "
                        + "cannot sweep it in one capture.");
        case "lay_again":
            //: Lesson step "lay_again"; the cards it names are marked on the table.
            return qsTr("Again nothing of yours takes a card. Lay the 4 and keep your Queen "
                        + "(worth 9): the table adds up to far more than 10, so no sweep is "
                        + "possible.");
        case "lay_for_sum":
            //: Lesson step "lay_for_sum"; the cards it names are marked on the table.
            return qsTr("Lay the Ace: with the Jack (worth 8) on the table it makes 9, the "
                        + "value of a Queen. Once the Queen on the table is taken, a Queen "
                        + "played later can take both.");
        case "summary":
            //: Lesson step "summary": the last step, the rules the lesson showed.
            return qsTr("That is Scopa: your card takes a table card of equal value, which must "
                        + "come first, or cards that add up to it; a card that takes nothing is "
                        + "laid. Clearing the table is a scopa. Scopas and the four prizes score; "
                        + "11 points win the match.");
        }
        return "";
    }
}
