// Suit pips as vector paths in a 100 × 100 box, per pack (no font is involved).
// A pip is a list of parts {d, fill, stroke, width}; SuitPip draws up to five.
// Each pack maps its suit letters to kinds in PACKS ("tarot": Italian suits).
.pragma library

var SHAPES = {
    heart: [
        { d: "M50 90 C 22 68, 5 50, 5 31 C 5 15, 17 5, 30 5 C 40 5, 46 11, 50 20 "
             + "C 54 11, 60 5, 70 5 C 83 5, 95 15, 95 31 C 95 50, 78 68, 50 90 Z",
          fill: "#c3261d", stroke: "#7a130d", width: 3 },
        { d: "M28 16 C 20 18, 15 25, 16 33", fill: "transparent", stroke: "#ef8a7f", width: 4 }
    ],
    bell: [
        { d: "M50 4 A 7 7 0 1 1 49.9 4 Z M50 8 A 3 3 0 1 0 50.1 8 Z",
          fill: "#8a5a10", stroke: "transparent", width: 0 },
        { d: "M50 18 A 39 39 0 1 1 49.9 18 Z", fill: "#e2ad2a", stroke: "#8a5a10", width: 3 },
        { d: "M13 48 C 30 43, 70 43, 87 48 L 88.8 56 C 70 51, 30 51, 11.2 56 Z",
          fill: "#b3261e", stroke: "#7a130d", width: 1.5 },
        { d: "M50 70 A 5 5 0 1 1 49.9 70 Z M47.5 74 L 52.5 74 L 51.5 92 L 48.5 92 Z",
          fill: "#3d2a0c", stroke: "transparent", width: 0 },
        { d: "M30 32 C 24 37, 22 42, 22 45", fill: "transparent", stroke: "#f7dc8a", width: 4 }
    ],
    acorn: [
        { d: "M50 3 C 48 8, 48 12, 50 16", fill: "transparent", stroke: "#5b3d16", width: 5 },
        { d: "M28 46 C 26 72, 40 92, 50 97 C 60 92, 74 72, 72 46 Z",
          fill: "#d4a03a", stroke: "#7a5416", width: 3 },
        { d: "M18 46 C 16 26, 32 14, 50 14 C 68 14, 84 26, 82 46 C 62 52, 38 52, 18 46 Z",
          fill: "#6b7d2a", stroke: "#3e4a14", width: 3 },
        { d: "M30 26 L 38 44 M42 20 L 46 46 M58 20 L 54 46 M70 26 L 62 44",
          fill: "transparent", stroke: "#3e4a14", width: 2.5 },
        { d: "M36 58 C 34 68, 38 78, 44 84", fill: "transparent", stroke: "#f2d38a", width: 4 }
    ],
    leaf: [
        { d: "M50 3 C 64 18, 92 30, 92 56 C 92 75, 74 84, 55 79 L 57 97 L 43 97 L 45 79 "
             + "C 26 84, 8 75, 8 56 C 8 30, 36 18, 50 3 Z",
          fill: "#3f8a2c", stroke: "#1f4d14", width: 3 },
        { d: "M50 80 L 50 18 M50 64 L 28 50 M50 64 L 72 50 M50 46 L 33 34 M50 46 L 67 34",
          fill: "transparent", stroke: "#1f4d14", width: 3 },
        { d: "M24 46 C 22 54, 23 62, 28 68", fill: "transparent", stroke: "#9fd27f", width: 4 }
    ],
    diamond: [
        { d: "M50 4 C 60 22, 74 38, 88 50 C 74 62, 60 78, 50 96 C 40 78, 26 62, 12 50 "
             + "C 26 38, 40 22, 50 4 Z", fill: "#c3261d", stroke: "#7a130d", width: 3 }
    ],
    spade: [
        { d: "M50 4 C 62 22, 94 38, 94 60 C 94 74, 82 82, 70 82 C 62 82, 56 78, 53 73 "
             + "C 54 84, 58 92, 66 96 L 34 96 C 42 92, 46 84, 47 73 C 44 78, 38 82, 30 82 "
             + "C 18 82, 6 74, 6 60 C 6 38, 38 22, 50 4 Z",
          fill: "#1f1d1a", stroke: "#000000", width: 2 }
    ],
    // Italian suits (tarot packs): Swords, Batons, Cups, Coins.
    sword: [
        { d: "M50 2 L 56 14 L 55 68 L 45 68 L 44 14 Z", fill: "#c9d3dc", stroke: "#2a4a78", width: 3 },
        { d: "M50 12 L 50 64", fill: "transparent", stroke: "#6f8aa8", width: 2 },
        { d: "M24 66 C 36 70, 64 70, 76 66 L 76 75 C 64 79, 36 79, 24 75 Z",
          fill: "#e2ad2a", stroke: "#8a5a10", width: 2.5 },
        { d: "M46 77 L 54 77 L 54 90 L 46 90 Z", fill: "#7a3f1c", stroke: "#3d2a0c", width: 2 },
        { d: "M50 89 A 5.5 5.5 0 1 1 49.9 89 Z", fill: "#e2ad2a", stroke: "#8a5a10", width: 2 }
    ],
    baton: [
        { d: "M40 8 C 40 2, 62 2, 60 9 L 57 92 C 57 98, 43 98, 43 92 Z",
          fill: "#9a6a34", stroke: "#4d3112", width: 3 },
        { d: "M41 30 L 59 28 M42 54 L 58 52 M43 76 L 57 75", fill: "transparent",
          stroke: "#2f6a22", width: 4 },
        { d: "M60 18 C 72 12, 80 16, 84 24 C 74 26, 66 24, 60 18 Z M40 42 C 28 36, 20 40, 16 48 "
             + "C 26 50, 34 48, 40 42 Z", fill: "#3f8a2c", stroke: "#1f4d14", width: 2 },
        { d: "M46 12 C 45 30, 46 60, 47 86", fill: "transparent", stroke: "#d9ad74", width: 3 }
    ],
    cup: [
        { d: "M20 10 L 80 10 C 80 38, 66 52, 50 52 C 34 52, 20 38, 20 10 Z",
          fill: "#e2ad2a", stroke: "#8a5a10", width: 3 },
        { d: "M22 20 L 78 20", fill: "transparent", stroke: "#b3261e", width: 4 },
        { d: "M45 52 L 55 52 L 56 80 L 44 80 Z M50 60 A 6 6 0 1 1 49.9 60 Z",
          fill: "#d4982a", stroke: "#8a5a10", width: 2.5 },
        { d: "M24 95 C 26 82, 74 82, 76 95 Z", fill: "#e2ad2a", stroke: "#8a5a10", width: 3 },
        { d: "M30 26 C 32 34, 36 40, 42 44", fill: "transparent", stroke: "#f7dc8a", width: 4 }
    ],
    coin: [
        { d: "M50 4 A 46 46 0 1 1 49.9 4 Z", fill: "#e2ad2a", stroke: "#8a5a10", width: 3 },
        { d: "M50 18 A 32 32 0 1 1 49.9 18 Z", fill: "transparent", stroke: "#8a5a10", width: 2.5 },
        { d: "M50 26 L 56 44 L 74 50 L 56 56 L 50 74 L 44 56 L 26 50 L 44 44 Z",
          fill: "#b3261e", stroke: "#7a130d", width: 2 },
        { d: "M50 46 A 4 4 0 1 1 49.9 46 Z", fill: "#f7dc8a", stroke: "transparent", width: 0 },
        { d: "M22 36 C 20 42, 20 48, 21 54", fill: "transparent", stroke: "#f7dc8a", width: 4 }
    ],
    club: [
        { d: "M50 6 A 18 18 0 1 1 49.9 6 Z M28 38 A 18 18 0 1 1 27.9 38 Z "
             + "M72 38 A 18 18 0 1 1 71.9 38 Z M46 50 L 54 50 C 54 74, 58 88, 68 96 "
             + "L 32 96 C 42 88, 46 74, 46 50 Z",
          fill: "#1f1d1a", stroke: "transparent", width: 0 }
    ]
};

var PACKS = {
    german: { H: "heart", S: "bell", E: "acorn", L: "leaf" },
    french: { H: "heart", D: "diamond", C: "club", S: "spade" },
    tarot: { S: "sword", B: "baton", C: "cup", D: "coin" }
};

// Index (rank label) colour per kind: readable on the card face.
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
var FOUR_COLOUR = {
    diamond: { fill: "#2760b0", stroke: "#143a70", ink: "#1d4f99" },
    club: { fill: "#2c7a2f", stroke: "transparent", ink: "#22662a" }
};

function parts(pack, suit, fourColour) {
    var name = kind(pack, suit);
    var shape = SHAPES[name] || [];
    var recolour = fourColour ? FOUR_COLOUR[name] : undefined;
    if (recolour === undefined)
        return shape;
    return shape.map(function (part) {
        return { d: part.d, fill: recolour.fill, stroke: recolour.stroke, width: part.width };
    });
}

function ink(pack, suit, fourColour) {
    var name = kind(pack, suit);
    var recolour = fourColour ? FOUR_COLOUR[name] : undefined;
    return recolour !== undefined ? recolour.ink : (INK[name] || "#1f1d1a");
}
