// Schnapsen's lesson words (issue 35): the text of each message id that
// engine/lessons/schnapsen.json shows. The lesson runner sends only ids; only this file words
// them (one qsTr each, written for a newcomer).
import QtQml

QtObject {
    /** The text of the lesson message `id`, "" for an id this lesson does not have. */
    function text(id: string): string {
        switch (id) {
        case "intro":
            //: Lesson step "intro"; the cards it names are marked on the table.
            return qsTr("You play Schnapsen against the AI. The turned-up card shows the "
                        + "trump suit of this deal. The first to reach 66 card points wins the "
                        + "deal.");
        case "stock":
            //: Lesson step "stock"; the cards it names are marked on the table.
            return qsTr("The other cards lie face down on the trump card: that is the stock. "
                        + "After each trick the winner draws first, then the other player.");
        case "free_follow":
            //: Lesson step "free_follow"; the cards it names are marked on the table.
            return qsTr("While the stock is open you need not follow suit. Play the marked "
                        + "trump: a trump beats a card of any other suit.");
        case "first_trick":
            //: Lesson step "first_trick"; the cards it names are marked on the table.
            return qsTr("You won the trick: its two cards' points are yours. You draw first, "
                        + "then the AI, and you lead the next trick.");
        case "exchange":
            //: Lesson step "exchange"; the cards it names are marked on the table.
            return qsTr("You are about to lead and hold the trump Unter: exchange it for the "
                        + "turned-up trump card, which is worth more.");
        case "marriage":
            //: Lesson step "marriage"; the cards it names are marked on the table.
            return qsTr("You now hold the König and the Ober of trumps. Lead the König to "
                        + "declare the marriage: 40 points in trumps, 20 in another suit.");
        case "close":
            //: Lesson step "close"; the cards it names are marked on the table.
            return qsTr("You have many points and strong trumps: close the stock. Nobody "
                        + "draws any more and the strict rules apply at once; now you must "
                        + "reach 66.");
        case "strict_follow":
            //: Lesson step "strict_follow"; the cards it names are marked on the table.
            return qsTr("The stock is closed: you must follow suit and beat the card if you "
                        + "can. You have no card of the suit led, so you must play a trump.");
        case "win_66":
            //: Lesson step "win_66"; the cards it names are marked on the table.
            return qsTr("You reached 66 after closing: the deal is yours. Your game points "
                        + "depend on the AI's points and tricks when you closed; they count "
                        + "your match down from 7.");
        case "play_marked":
            //: Lesson step "play_marked"; the cards it names are marked on the table.
            return qsTr("Play the marked card.");
        }
        return "";
    }
}
