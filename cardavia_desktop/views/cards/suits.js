// Suit pips as vector paths in a 100 × 100 box, per pack (no font is involved).
// A pip is a list of parts {d, fill, stroke, width}; SuitPip draws up to five.
// New packs (Italian, tarot…) add their kinds here and a row in PACKS.
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
    club: [
        { d: "M50 6 A 18 18 0 1 1 49.9 6 Z M28 38 A 18 18 0 1 1 27.9 38 Z "
             + "M72 38 A 18 18 0 1 1 71.9 38 Z M46 50 L 54 50 C 54 74, 58 88, 68 96 "
             + "L 32 96 C 42 88, 46 74, 46 50 Z",
          fill: "#1f1d1a", stroke: "transparent", width: 0 }
    ]
};

var PACKS = {
    german: { H: "heart", S: "bell", E: "acorn", L: "leaf" },
    french: { H: "heart", D: "diamond", C: "club", S: "spade" }
};

// Index (rank label) colour per kind: readable on the card face.
var INK = {
    heart: "#a3201a", bell: "#7a4e0c", acorn: "#5b3d16", leaf: "#245a18",
    diamond: "#a3201a", spade: "#1f1d1a", club: "#1f1d1a"
};

function kind(pack, suit) {
    var table = PACKS[pack] || PACKS.german;
    return table[suit] || "";
}

function parts(pack, suit) {
    return SHAPES[kind(pack, suit)] || [];
}

function ink(pack, suit) {
    return INK[kind(pack, suit)] || "#1f1d1a";
}
