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
