// Lock & Bet's lesson words (issue 35): the text of each message id that
// engine/lessons/lockbet.json shows. The lesson runner sends only ids; only this file words
// them (one qsTr each, written for a newcomer).
import QtQml

QtObject {
    /** The text of the lesson message `id`, "" for an id this lesson does not have. */
    function text(id: string): string {
        switch (id) {
        case "intro":
            //: Lesson step "intro"; the cards it names are marked on the table.
            return qsTr("You and the AI each start with 20 chips and hold two cards. Every "
                        + "deal both pay an ante of 1 chip into the pot.");
        case "values":
            //: Lesson step "values": the order of the cards, shown at the start.
            return qsTr("Cards rank from the 2, the lowest, up to the Ace, the highest: 2 3 4 5 "
                        + "6 7 8 9 10 J Q K A, whatever the suit. One exception: a 2 beats an "
                        + "Ace.");
        case "signals":
            //: Lesson step "signals"; the cards it names are marked on the table.
            return qsTr("The table shows how many of each player's two cards are UP (8 to A) "
                        + "and DOWN (2 to 7), never which card is which.");
        case "lock":
            //: Lesson step "lock"; the cards it names are marked on the table.
            return qsTr("Lock the marked 2 face down: your chips ride on it. The 4 would win "
                        + "a little more often, but lock the 2 here to see its one strength: it "
                        + "beats an Ace. Your 4 stays for the next deal.");
        case "check":
            //: Lesson step "check"; the cards it names are marked on the table.
            return qsTr("Both cards are locked and nothing is owed: check, and put no chip "
                        + "in.");
        case "call":
            //: Lesson step "call"; the cards it names are marked on the table.
            return qsTr("The AI bet: call to match its bet. The betting ends and both locked "
                        + "cards are shown.");
        case "two_beats_ace":
            //: Lesson step "two_beats_ace"; the cards it names are marked on the table.
            return qsTr("Your 2 against the AI's Ace: a 2 beats an Ace, so the pot is yours.");
        case "bet":
            //: Lesson step "bet"; the cards it names are marked on the table.
            return qsTr("Nothing is owed: bet 1 chip. The AI must now call, raise or fold.");
        case "fold":
            //: Lesson step "fold"; the cards it names are marked on the table.
            return qsTr("The AI folded: the pot is yours. Both locked cards are still shown, "
                        + "but they change nothing.");
        case "all_in":
            //: Lesson step "all_in"; the cards it names are marked on the table.
            return qsTr("Your Queen cannot lose: raise with all your chips. You are all-in, and "
                        + "against an all-in player the AI may only call or fold.");
        case "showdown":
            //: Lesson step "showdown"; the cards it names are marked on the table.
            return qsTr("The betting is over and both locked cards are turned up: the higher "
                        + "rank takes the pot; a tie splits it.");
        case "raise":
            //: Lesson step "raise"; the cards it names are marked on the table.
            return qsTr("The AI raised: it put in more than your bet, and a raise adds at "
                        + "least as much as the last bet. Against a raise you may call, raise "
                        + "again or fold.");
        case "lock_higher":
            //: Lesson step "lock_higher"; the cards it names are marked on the table.
            return qsTr("Lock the 4 rather than the 3: the higher card wins more often when the "
                        + "cards are shown.");
        case "check_weak":
            //: Lesson step "check_weak"; the cards it names are marked on the table.
            return qsTr("Your locked 4 is a low card that will rarely win: check, and put no "
                        + "chip in.");
        case "fold_big_bet":
            //: Lesson step "fold_big_bet"; the cards it names are marked on the table.
            return qsTr("The AI bet 10 chips. Your low 4 would rarely win: calling risks 10 "
                        + "more chips, while folding loses only the chip you put in.");
        case "lock_keep_two":
            //: Lesson step "lock_keep_two"; the cards it names are marked on the table.
            return qsTr("Lock the 3 and keep your 2: a 2 is the one card that beats an Ace, so "
                        + "save it for a later deal.");
        case "fold_low":
            //: Lesson step "fold_low"; the cards it names are marked on the table.
            return qsTr("The AI bets and your 3 is low: fold, and lose only the chip you put "
                        + "in, rather than pay to see a likely loss.");
        case "lock_twos":
            //: Lesson step "lock_twos"; the cards it names are marked on the table.
            return qsTr("Both your cards are 2s, equal in rank: lock either one.");
        case "check_two":
            //: Lesson step "check_two"; the cards it names are marked on the table.
            return qsTr("Your locked 2 beats only an Ace: check, and put no chip in.");
        case "lock_five":
            //: Lesson step "lock_five"; the cards it names are marked on the table.
            return qsTr("Lock the 5 and keep the 2: the 5 beats the lower DOWN cards, and the 2 "
                        + "waits for an Ace.");
        case "check_third":
            //: Lesson step "check_third"; the cards it names are marked on the table.
            return qsTr("Your 5 wins only about one time in three: check rather than bet chips "
                        + "on it.");
        case "lock_queen":
            //: Lesson step "lock_queen"; the cards it names are marked on the table.
            return qsTr("Both of the AI's cards are DOWN (2 to 7): your Queen beats either. "
                        + "Lock it: a sure win is worth chips, and a small bet first may tempt "
                        + "the AI to put in more.");
        case "summary":
            //: Lesson step "summary": the last step, the rules the lesson showed.
            return qsTr("That is Lock & Bet: lock one card, then check, bet, call, raise or "
                        + "fold. At the showdown the higher locked card takes the pot, and a 2 "
                        + "beats an Ace; a fold gives the pot away. Whoever runs out of chips "
                        + "loses the match.");
        }
        return "";
    }
}
