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
        case "signals":
            //: Lesson step "signals"; the cards it names are marked on the table.
            return qsTr("The table shows how many of each player's two cards are UP (8 to A) "
                        + "and DOWN (2 to 7), never which card is which.");
        case "lock":
            //: Lesson step "lock"; the cards it names are marked on the table.
            return qsTr("Lock the marked 2 face down: your chips ride on it. A 2 is low, but "
                        + "it beats an Ace. Your other card stays for the next deal.");
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
            return qsTr("Bet all your chips: you are all-in. Against an all-in player the AI "
                        + "may only call or fold.");
        case "showdown":
            //: Lesson step "showdown"; the cards it names are marked on the table.
            return qsTr("The betting is over and both locked cards are turned up: the higher "
                        + "rank takes the pot; a tie splits it.");
        case "raise":
            //: Lesson step "raise"; the cards it names are marked on the table.
            return qsTr("The AI raised: it put in more than your bet, and a raise adds at "
                        + "least as much as the last bet. Against a raise you may call, raise "
                        + "again or fold.");
        case "finish":
            //: Lesson step "finish": after it the lesson plays the player's remaining moves itself (the hint's choice), up to the deal's end.
            return qsTr("You have now seen every move of the game. The lesson plays the rest of "
                        + "your moves for you, as the hint would: watch to the end.");
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
                        + "Lock it; a sure win is worth betting on.");
        case "lock_ace":
            //: Lesson step "lock_ace"; the cards it names are marked on the table.
            return qsTr("The AI's cards are both DOWN again: your Ace beats every one of them "
                        + "except a 2. Lock it.");
        }
        return "";
    }
}
