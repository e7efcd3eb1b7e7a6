// Suit kinds and their index inks, per pack. The pips themselves are generated images
// (resources/cards/pips, drawn by the art pipeline; faces.js maps a suit to its file).
.pragma library

var PACKS = {
    german: { H: "heart", S: "bell", E: "acorn", L: "leaf" },
    french: { H: "heart", D: "diamond", C: "club", S: "spade" },
    tarot: { S: "sword", B: "baton", C: "cup", D: "coin" },
    minchiate: { S: "sword", B: "baton", C: "cup", D: "coin" }
};

// Index (rank label) colour per kind: readable on the card face (cardavia_desktop/art/suits.py
// holds the same values for the images).
var INK = {
    heart: "#a3201a", bell: "#7a4e0c", acorn: "#5b3d16", leaf: "#245a18",
    diamond: "#a3201a", spade: "#1f1d1a", club: "#1f1d1a",
    sword: "#2a4a78", baton: "#2f6a22", cup: "#a3201a", coin: "#7a4e0c"
};

function kind(pack, suit) {
    var table = PACKS[pack] || PACKS.german;
    return table[suit] || "";
}

// Four-colour mode for colour-blind players: French Diamonds turn blue and Clubs green, as on
// four-colour poker decks, so no two suits share a colour. (The German and Italian packs
// already print four colours.)
var FOUR_COLOUR_INK = { diamond: "#1d4f99", club: "#22662a" };

function ink(pack, suit, fourColour) {
    var name = kind(pack, suit);
    var recolour = fourColour ? FOUR_COLOUR_INK[name] : undefined;
    return recolour !== undefined ? recolour : (INK[name] || "#1f1d1a");
}
