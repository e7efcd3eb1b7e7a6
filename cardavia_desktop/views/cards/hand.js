// What the two hands (HandView, Minchiate's GroupedHand) share about their keyboard ring.
.pragma library

/** The index nearest to ``current`` (itself first, then one step either way, and so on) whose
    card ``playable(index)`` accepts; ``current`` when none does. */
function nearestPlayable(count, current, playable) {
    if (current >= 0 && current < count && playable(current))
        return current;
    for (let step = 1; step < count; ++step) {
        for (const index of [current + step, current - step]) {
            if (index >= 0 && index < count && playable(index))
                return index;
        }
    }
    return current;
}

/** Where the ring goes when the turn comes: the card the lesson's move plays (``first(index)``,
    optional), else the first card a lesson marks (``marked(index)``) that may be played, else
    ``nearestPlayable``. */
function ringTarget(count, current, playable, marked, first) {
    for (let index = 0; first && index < count; ++index) {
        if (first(index) && playable(index))
            return index;
    }
    for (let index = 0; index < count; ++index) {
        if (marked(index) && playable(index))
            return index;
    }
    return nearestPlayable(count, current, playable);
}

/** The index of the first card (``codeAt(index)``, in model order) that the shown hint would
    play (``hinted``, codes), or -1 when the hint marks no card of this hand. */
function firstHinted(count, codeAt, hinted) {
    for (let index = 0; hinted && index < count; ++index) {
        if (hinted.indexOf(codeAt(index)) >= 0)
            return index;
    }
    return -1;
}
