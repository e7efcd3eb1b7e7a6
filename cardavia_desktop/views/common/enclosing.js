// The table's GameController as an item inside a table finds it: the nearest enclosing item's
// `controller` (each Table.qml has one). Read in a binding, it follows the item into its table.
.pragma library

/** The GameController of the table that holds `item` (null outside a table). */
function controller(item) {
    for (let up = item.parent; up !== null; up = up.parent) {
        const found = up.controller;
        if (found !== undefined && found !== null && found.replayDeal !== undefined)
            return found;
    }
    return null;
}
