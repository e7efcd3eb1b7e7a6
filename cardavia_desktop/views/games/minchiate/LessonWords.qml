// Minchiate's lesson words (issue 35): the text of each message id that
// engine/lessons/minchiate.json shows. The lesson runner sends only ids; only this file words
// them (one qsTr each, written for a newcomer).
import QtQml

QtObject {
    /** The text of the lesson message `id`, "" for an id this lesson does not have. */
    function text(id: string): string {
        switch (id) {
        case "intro":
            //: Lesson step "intro"; the cards it names are marked on the table.
            return qsTr("You and your partner opposite you play against the two AI players. "
                        + "Win counting cards and combinations; a lead of 60 points becomes a "
                        + "resto.");
        case "robbing":
            //: Lesson step "robbing"; the cards it names are marked on the table.
            return qsTr("The computer cut the pack for you, and from the cut you robbed the "
                        + "marked cards: trumps above 20 or counting cards. Robbed cards are "
                        + "shown to everyone.");
        case "discard":
            //: Lesson step "discard"; the cards it names are marked on the table. "Discard" is the table's Discard button.
            return qsTr("You robbed, so you discard back to 21 cards, face down. Only cards "
                        + "worth nothing may go, never trump 29: choose the two marked cards, "
                        + "then press Discard.");
        case "declare":
            //: Lesson step "declare"; the cards it names are marked on the table.
            return qsTr("Before play you may declare the combinations in your hand: the "
                        + "marked trumps are a run. Declare it; it scores at once. With "
                        + "nothing more to declare, the table then passes for you.");
        case "fola":
            //: Lesson step "fola"; the cards it names are marked on the table.
            return qsTr("The cards left over, the Fola, are turned up. They never take part "
                        + "in the tricks.");
        case "trump":
            //: Lesson step "trump"; the cards it names are marked on the table.
            return qsTr("You have no card of the suit led, so you must play a trump.");
        case "lead":
            //: Lesson step "lead"; the cards it names are marked on the table.
            return qsTr("You won that trick, so you lead: any card may start the next one.");
        case "follow":
            //: Lesson step "follow"; the cards it names are marked on the table.
            return qsTr("You hold cards of the suit led, so you must follow suit. You never "
                        + "have to beat the cards already played.");
        case "resto":
            //: Lesson step "resto"; the cards it names are marked on the table.
            return qsTr("A team now leads by 60 points or more: it earns a resto, and 60 "
                        + "points come off the difference.");
        case "end":
            //: Lesson step "end"; the cards it names are marked on the table.
            return qsTr("All 21 tricks are played. Each team counts its cards, the "
                        + "combinations among them and 10 for the last trick; the difference "
                        + "gives more resti. The net resti decide the winner.");
        case "finish":
            //: Lesson step "finish": after it the lesson plays the player's remaining moves itself (the hint's choice), up to the deal's end.
            return qsTr("You have now seen every rule of play. The lesson plays the rest of your "
                        + "cards for you, as the hint would: watch the deal to its end.");
        case "play_marked":
            //: Lesson step "play_marked"; the cards it names are marked on the table.
            return qsTr("Play the marked card.");
        }
        return "";
    }
}
