// The one mapping from a card to its generated image: every face, back and pip is an SVG under
// resources/cards, drawn by the art pipeline (python -m cardavia_desktop.art; docs/cards.md).
// CardView, CardBack and SuitPip show these files as Images with sourceSize set to their size in
// device pixels, so Qt renders each face once per size and keeps it in its image cache.
.pragma library

var ROOT = Qt.resolvedUrl("../../../resources/cards/");

// Pack id → its folder. "tarot" is the Tarocco Piemontese of Piedicavallo, "minchiate" the
// Florentine pack; both have Italian suits.
var FOLDERS = { german: "german", french: "french", tarot: "tarot", minchiate: "minchiate" };

// Pip kind per pack and suit letter (the kinds name the files in pips/).
var KINDS = {
    german: { H: "heart", S: "bell", E: "acorn", L: "leaf" },
    french: { H: "heart", D: "diamond", C: "club", S: "spade" },
    tarot: { S: "sword", B: "baton", C: "cup", D: "coin" },
    minchiate: { S: "sword", B: "baton", C: "cup", D: "coin" }
};

// Kinds that four-colour mode recolours (French Diamonds blue, Clubs green).
var FOUR_COLOUR = { diamond: true, club: true };

function folder(pack) {
    return FOLDERS[pack] || "french";
}

function kind(pack, suit) {
    var table = KINDS[pack] || KINDS.french;
    return table[suit] || "";
}

/** URL of the face of card ``code`` ("HA", "S10", "T21", "MATTO"; a copy suffix ".1" is not
    printed) of ``pack``, in four-colour mode or not. */
function face(pack, code, fourColour) {
    var printed = String(code).split(".")[0];
    var dir = folder(pack);
    var trump = /^T(\d+)$/.exec(printed);
    if (dir === "tarot" && trump !== null && Number(trump[1]) > 21)
        dir = "minchiate";   // only the Minchiate has trumps above 21
    if (dir === "french" && fourColour && FOUR_COLOUR[kind(pack, printed.charAt(0))] === true)
        dir = "french-4c";
    return ROOT + dir + "/" + printed + ".svg";
}

/** URL of the back of a card of ``pack``: every pack shares one back, so a face-down card
    matches the stock and the seats' backs that show no pack. */
function back(pack) {
    return ROOT + "back.svg";
}

/** URL of the pip of ``suit`` on ``pack``. */
function pip(pack, suit, fourColour) {
    var name = kind(pack, suit);
    if (name === "")
        return "";
    return ROOT + "pips/" + name + (fourColour && FOUR_COLOUR[name] === true ? "-4c" : "") + ".svg";
}
