// Your seat while Watch lets the hard level play it (views/common/WatchBar.qml): named in the
// third person, the same in the Watch bar's caption, the log and the deal's and match's sheets,
// never "you" (newcomer #4: a watched deal's sheet said "You won the match!" for Hard's play).
.pragma library

/** The name of your seat while Hard plays it. */
function seat() {
    //: Watch: your seat while the hard level plays it, named in the log, the caption and the sheets.
    return qsTranslate("Watched", "Hard (your seat)");
}

/** The title of a watched match won by your seat ("Hard (your seat) wins the match!"). */
function winsMatch() {
    //: Watch: a watched match's end, won by your seat (%1 "Hard (your seat)").
    return qsTranslate("Watched", "%1 wins the match!").arg(seat());
}

/** The title of a watched deal won by your seat (two-seat games). */
function winsDeal() {
    //: Watch: a watched deal's end, won by your seat (%1 "Hard (your seat)").
    return qsTranslate("Watched", "%1 wins the deal").arg(seat());
}

/** The title of a watched deal won by your seat's team (four-seat games). */
function teamWins() {
    //: Watch: a watched deal's end, won by your seat's team (%1 "Hard (your seat)") and its partner.
    return qsTranslate("Watched", "%1 and its partner win!").arg(seat());
}

/** The title of a watched deal's sheet: not a deal of your match, nor counted in it. */
function dealTitle() {
    //: Watch: the title of a watched deal's score sheet (it is not a deal of your match).
    return qsTranslate("Watched", "Watched deal");
}
