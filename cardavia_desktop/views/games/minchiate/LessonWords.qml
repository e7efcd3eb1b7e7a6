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
        case "values":
            //: Lesson step "values": the cards' points, shown at the start.
            return qsTr("Card points: trumps 36 to 40 are worth 10 each; trumps 30 to 35, 28, 20, "
                        + "13, 10 and 1, the Matto and the four Kings 5 each; trumps 2 to 5 are worth "
                        + "3 each. Every other card is worth nothing. The pack holds 142 points.");
        case "robbing":
            //: Lesson step "robbing"; the cards it names are marked on the table.
            return qsTr("The computer cut the pack for you, and from the cut you robbed the "
                        + "marked cards: trumps above 20 or counting cards. Robbed cards are "
                        + "shown to everyone.");
        case "discard":
            //: Lesson step "discard"; the cards it names are marked on the table. "Discard" is the table's Discard button.
            return qsTr("You robbed, so you discard back to 21 cards, face down. Only cards "
                        + "worth nothing may go, never trump 29: choose the two marked cards, "
                        + "then press Discard (key D).");
        case "declare":
            //: Lesson step "declare"; the cards it names are marked on the table.
            return qsTr("Before play you may declare the combinations in your hand: the "
                        + "marked trumps are a run. Declare it by its button or its number key; "
                        + "it scores at once. With nothing more to declare, the table then "
                        + "passes for you.");
        case "fola":
            //: Lesson step "fola"; the cards it names are marked on the table.
            return qsTr("The cards left over, the Fola, are now turned up and out of play: the table "
                        + "does not show them, but the Set-up button lists them. They never take part in "
                        + "the tricks, yet they tell you which cards nobody holds.");
        case "trump":
            //: Lesson step "trump"; the cards it names are marked on the table.
            return qsTr("You have no card of the suit led, so you must play a trump. No trump "
                        + "is down yet, so your lowest, the 14, worth nothing, is enough to head "
                        + "the trick.");
        case "lead":
            //: Lesson step "lead"; the cards it names are marked on the table.
            return qsTr("You won that trick, so you lead: any card may start the next one. Lead "
                        + "the King of Cups: no Cup beats it, so only a trump can take it, and it "
                        + "is worth 5 points.");
        case "follow":
            //: Lesson step "follow"; the cards it names are marked on the table.
            return qsTr("You hold cards of the suit led, so you must follow suit. You never "
                        + "have to beat the cards already played: neither of your Coins beats the "
                        + "Queen, so give one worth nothing.");
        case "resto":
            //: Lesson step "resto", read once the last trick has ended the deal: first the resto earned during play, then what the score box now counts (the end's settlement).
            return qsTr("Your team's lead reached 60 points in the last tricks: it earned a resto "
                        + "(the unit the deal is settled in), Resto 1 in the score box. This trick "
                        + "ended the deal, so the box already counts the end too: the rest of the "
                        + "lead plus the end count, in units of 60.");
        case "end":
            //: Lesson step "end"; the cards it names are marked on the table.
            return qsTr("All 21 tricks are played. Each team counts its cards, the "
                        + "combinations among them and 10 for the last trick; the difference "
                        + "gives more resti. The net resti decide the winner.");
        case "finish":
            //: Lesson step "finish": after it the lesson plays the player's remaining moves itself (the hint's choice), up to the deal's end.
            return qsTr("You have now seen every rule of play. The lesson plays the rest of your "
                        + "cards for you, as the hint would: watch the deal to its end.");
        case "matto":
            //: Lesson step "matto"; the cards it names are marked on the table.
            return qsTr("An opponent played the Matto (the Fool): it may replace any card, never wins a "
                        + "trick and stays with its team, which gives your team a card worth nothing for "
                        + "it at the end. So your King won, and you lead again: a low Baton worth nothing "
                        + "gives nothing away.");
        case "cannot_beat_jack":
            //: Lesson step "cannot_beat_jack"; the cards it names are marked on the table.
            return qsTr("You must follow Cups, and every court card beats a numeral: none of yours "
                        + "beats the Jack. In Cups and Coins the numerals run backwards: your Ace is "
                        + "the highest of them, yet worth nothing. Give it; your "
                        + "partner plays last and may still win the trick.");
        case "last_cannot_beat":
            //: Lesson step "last_cannot_beat"; the cards it names are marked on the table.
            return qsTr("You play last and must follow Batons, but none of yours beats the Knight: "
                        + "throw a card worth nothing and keep the 9, your highest Baton.");
        case "cups_order":
            //: Lesson step "cups_order"; the cards it names are marked on the table.
            return qsTr("As you saw with the Ace, Cups run backwards: the 10 is the lowest numeral. "
                        + "Your 7 and 8 lose to the 4, so give one of them; both are worth nothing.");
        case "fola_trump":
            //: Lesson step "fola_trump"; the cards it names are marked on the table.
            return qsTr("Your partner's trump 39 heads the trick, and only trump 40 beats it: that card "
                        + "lies in the Fola, out of play. So give your trump 10 to your partner's trick: "
                        + "it is worth 5 points.");
        case "summary":
            //: Lesson step "summary": the last step, the rules the lesson showed.
            return qsTr("That is Minchiate: before play come robbing, discards and declarations; then follow "
                        + "suit if you can, else play a trump; the highest trump, or else the "
                        + "highest card of the suit led, wins the trick. Every 60 points of lead "
                        + "make a resto; the net resti decide.");
        }
        return "";
    }
}
