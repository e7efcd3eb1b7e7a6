// The words for the refusals every table shares (the table's aids: Take back and the hint,
// asked when they are dimmed), and the last resort for a code no game words. Each game's
// Words.qml words its own codes first and falls back to `shared`.
.pragma library

/** The shared words for a refusal `code`. */
function shared(code) {
    switch (code) {
    case "nothing_to_take_back":
        //: A click on the dimmed Take back: none of your moves in this deal can be undone.
        return qsTranslate("Refusals", "Nothing to take back: you have made no move in this deal yet.");
    case "lesson_take_back":
        //: A click on the dimmed Take back during a lesson.
        return qsTranslate("Refusals", "In a lesson, Take back undoes only a move that is not the lesson's.");
    case "lesson_next":
        //: A click on a card or a dimmed button while the lesson waits for its Next button.
        return qsTranslate("Refusals", "The lesson waits: press Next to go on.");
    case "watching":
        //: A click on the dimmed Hint or Take back while the hard AI plays your seat (Watch).
        return qsTranslate("Refusals", "Hard is playing your seat: press Stop watching first.");
    case "trick_held":
        //: A click on the dimmed Hint while a finished trick waits on the table for a click or a key.
        return qsTranslate("Refusals", "Look at the trick first: click the table, or press Space or Enter, to go on.");
    case "deal_summary_open":
        return qsTranslate("Refusals", "The deal is over: continue to the next one first.");
    }
    return qsTranslate("Refusals", "That move is not allowed right now.");
}
