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
            return qsTr("You play Schnapsen against the AI. The turned-up card sets the trump "
                        + "suit; the stock lies on it, and after each trick the winner draws "
                        + "first. The first to reach 66 card points wins the deal.");
        case "values":
            //: Lesson step "values": the cards' points, shown at the start.
            return qsTr("Card points: the Daus (Ace) 11, the Zehner (10) 10, the König (King) 4, "
                        + "the Ober (Queen) 3, the Unter (Jack) 2. The 20 cards hold 120 points; "
                        + "each trick's cards count for its winner.");
        case "free_follow":
            //: Lesson step "free_follow"; the cards it names are marked on the table. The Daus would win one point more (14 against 13).
            return qsTr("While the stock is open you need not follow suit. Play the trump "
                        + "Zehner (the 10): a trump beats any other suit. The Daus (the Ace) "
                        + "would win one point more; the trump wins as surely and you keep the "
                        + "Daus.");
        case "exchange":
            //: Lesson step "exchange"; the cards it names are marked on the table. The quoted button label is the table's "Exchange trump Unter" button, worded as the table words it.
            return qsTr("You lead now and hold the trump Unter (the Jack): press \"Exchange "
                        + "trump Unter\" (key X) to take the turned-up trump, worth more. It costs "
                        + "no turn: you still lead after it.");
        case "marriage":
            //: Lesson step "marriage"; the cards it names are marked on the table. The quoted button label is the table's marriage button ("%1: +%2" with the card's name), worded as the table words it.
            return qsTr("König (the King) and Ober (the Queen) of trumps are a marriage: press "
                        + "\"König of Eichel: +40\" (or M on the ringed König). It scores 40 and "
                        + "leads the König. Closing first works too: you may declare whenever you "
                        + "lead.");
        case "close":
            //: Lesson step "close"; the cards it names are marked on the table. The quoted button label is the table's "Close the stock" button.
            return qsTr("Your points rose by 48: 40 for the marriage in trumps (a marriage in "
                        + "another suit scores 20) and 8 for the trick. You have nearly 66 points: "
                        + "press \"Close the stock\" (key C). Nobody draws any "
                        + "more and the strict rules apply at once; now you must reach 66.");
        case "strict_follow":
            //: Lesson step "strict_follow"; the cards it names are marked on the table. "Next" is the lesson's Next button.
            return qsTr("The AI trumped your Daus and leads. The stock is closed: you must "
                        + "follow suit and beat the card if you can, else trump. Your only such "
                        + "card is the trump Ober: Next plays it for you.");
        case "win_66":
            //: Lesson step "win_66"; the cards it names are marked on the table.
            return qsTr("You reached 66 after closing: the deal is yours. Your game points "
                        + "depend on the AI's points and tricks when you closed; they count "
                        + "your match down from 7.");
        case "lead_daus":
            //: Lesson step "lead_daus"; the cards it names are marked on the table.
            return qsTr("Lead the Daus of Herz, worth 11: no Herz beats it, so the AI must "
                        + "trump it to win it, or lose 11 points to you. If it trumps, that trump "
                        + "is gone, and your trump Ober still waits to win a trick.");
        case "summary":
            //: Lesson step "summary": the last step, the rules the lesson showed.
            return qsTr("That is Schnapsen: while the stock is open you need not follow suit; "
                        + "you may exchange the trump Unter and declare a marriage when you "
                        + "lead. Once the stock is closed or empty, follow suit and beat or "
                        + "trump. 66 points win the deal.");
        }
        return "";
    }
}
