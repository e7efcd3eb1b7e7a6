// Every card's name and corner index, in one place for every table (issue 21, issue 18 item 5).
// Each full card name is its own message, disambiguated by its pack, so that each language can
// word it as its grammar wants (German compounds "Kelch-König", Arabic idafa "ملك القلوب", …)
// and each pack can print its own indices (German French-suited packs: B, D, K, A). The expected
// names per language are in tests/i18n/card_names.tsv; the decisions are in docs/i18n.md.
pragma Singleton

import QtQml

QtObject {
    id: names

    /** The pack whose words a card of ``pack`` uses: the Minchiate's suit cards and indices are
        named as the Tarocco Piemontese's ("tarot"); only their trumps differ (``trump``). */
    function family(pack: string): string {
        return pack === "minchiate" ? "tarot" : pack;
    }

    /** Traditional name of the trump ``code`` ("T1"…"T40", "MATTO"; a copy suffix is ignored)
        of ``pack``: "tarot" is the Tarocco Piemontese (il Bagatto … il Mondo; its codes above 21
        are the Minchiate's), "minchiate" the Florentine order. "" for any other card. */
    function trump(pack: string, code: string): string {
        const printed = code.split(".")[0];
        if (names.family(pack) !== "tarot")
            return "";
        if (printed === "MATTO")
            //: The tarot's Fool (il Matto) by its traditional name, in both tarot packs.
            return qsTr("The Fool", "tarot trump");
        const number = /^T(\d+)$/.test(printed) ? Number(printed.substring(1)) : 0;
        if (pack === "minchiate" || number > 21) {
            switch (number) {
            //: Traditional name of a Minchiate trump (the Florentine pack): the five Papi, the virtues, the elements, the twelve signs, the Star, Moon, Sun, World and Trumpets (docs/cards.md).
            case 1: return qsTr("Papa I, the Juggler", "minchiate trump");
            case 2: return qsTr("Papa II, the Grand Duke", "minchiate trump");
            case 3: return qsTr("Papa III, the Western Emperor", "minchiate trump");
            case 4: return qsTr("Papa IV, the Eastern Emperor", "minchiate trump");
            case 5: return qsTr("Papa V, Love", "minchiate trump");
            case 6: return qsTr("Temperance", "minchiate trump");
            case 7: return qsTr("Fortitude", "minchiate trump");
            case 8: return qsTr("Justice", "minchiate trump");
            case 9: return qsTr("The Wheel of Fortune", "minchiate trump");
            case 10: return qsTr("The Chariot", "minchiate trump");
            case 11: return qsTr("Time", "minchiate trump");
            case 12: return qsTr("The Hanged Man", "minchiate trump");
            case 13: return qsTr("Death", "minchiate trump");
            case 14: return qsTr("The Devil", "minchiate trump");
            case 15: return qsTr("The House of the Devil", "minchiate trump");
            case 16: return qsTr("Hope", "minchiate trump");
            case 17: return qsTr("Prudence", "minchiate trump");
            case 18: return qsTr("Faith", "minchiate trump");
            case 19: return qsTr("Charity", "minchiate trump");
            case 20: return qsTr("Fire", "minchiate trump");
            case 21: return qsTr("Water", "minchiate trump");
            case 22: return qsTr("Earth", "minchiate trump");
            case 23: return qsTr("Air", "minchiate trump");
            case 24: return qsTr("Libra", "minchiate trump");
            case 25: return qsTr("Virgo", "minchiate trump");
            case 26: return qsTr("Scorpio", "minchiate trump");
            case 27: return qsTr("Aries", "minchiate trump");
            case 28: return qsTr("Capricorn", "minchiate trump");
            case 29: return qsTr("Sagittarius", "minchiate trump");
            case 30: return qsTr("Cancer", "minchiate trump");
            case 31: return qsTr("Pisces", "minchiate trump");
            case 32: return qsTr("Aquarius", "minchiate trump");
            case 33: return qsTr("Leo", "minchiate trump");
            case 34: return qsTr("Taurus", "minchiate trump");
            case 35: return qsTr("Gemini", "minchiate trump");
            case 36: return qsTr("The Star", "minchiate trump");
            case 37: return qsTr("The Moon", "minchiate trump");
            case 38: return qsTr("The Sun", "minchiate trump");
            case 39: return qsTr("The World", "minchiate trump");
            case 40: return qsTr("The Trumpets", "minchiate trump");
            }
            return "";
        }
        switch (number) {
        //: Traditional name of a Tarocco Piemontese trump (the Piedicavallo pack), il Bagatto … il Mondo (docs/cards.md).
        case 1: return qsTr("The Bagatto", "tarocco piemontese trump");
        case 2: return qsTr("The Popess", "tarocco piemontese trump");
        case 3: return qsTr("The Empress", "tarocco piemontese trump");
        case 4: return qsTr("The Emperor", "tarocco piemontese trump");
        case 5: return qsTr("The Pope", "tarocco piemontese trump");
        case 6: return qsTr("The Lovers", "tarocco piemontese trump");
        case 7: return qsTr("The Chariot", "tarocco piemontese trump");
        case 8: return qsTr("Justice", "tarocco piemontese trump");
        case 9: return qsTr("The Hermit", "tarocco piemontese trump");
        case 10: return qsTr("The Wheel of Fortune", "tarocco piemontese trump");
        case 11: return qsTr("Strength", "tarocco piemontese trump");
        case 12: return qsTr("The Hanged Man", "tarocco piemontese trump");
        case 13: return qsTr("Death", "tarocco piemontese trump");
        case 14: return qsTr("Temperance", "tarocco piemontese trump");
        case 15: return qsTr("The Devil", "tarocco piemontese trump");
        case 16: return qsTr("The Tower", "tarocco piemontese trump");
        case 17: return qsTr("The Stars", "tarocco piemontese trump");
        case 18: return qsTr("The Moon", "tarocco piemontese trump");
        case 19: return qsTr("The Sun", "tarocco piemontese trump");
        case 20: return qsTr("The Angel", "tarocco piemontese trump");
        case 21: return qsTr("The World", "tarocco piemontese trump");
        }
        return "";
    }

    /** Corner index of ``rank`` on a card of ``pack`` ("german", "french", "tarot"); number
        cards print their digits in every language. */
    function index(pack: string, rank: string): string {
        switch (names.family(pack) + ":" + rank) {
        //: Corner index of the Daus (ace) on the German-suited pack (Schnapsen).
        case "german:A": return qsTr("A", "german pack index");
        //: Corner index of the König (king) on the German-suited pack (Schnapsen).
        case "german:K": return qsTr("K", "german pack index");
        //: Corner index of the Ober on the German-suited pack (Schnapsen).
        case "german:O": return qsTr("O", "german pack index");
        //: Corner index of the Unter on the German-suited pack (Schnapsen).
        case "german:U": return qsTr("U", "german pack index");
        //: Corner index of the Ace on the French-suited pack (Scopa, Lock & Bet).
        case "french:A": return qsTr("A", "french pack index");
        //: Corner index of the King on the French-suited pack (Scopa, Lock & Bet).
        case "french:K": return qsTr("K", "french pack index");
        //: Corner index of the Queen (German packs print D for Dame) on the French-suited pack (Scopa, Lock & Bet).
        case "french:Q": return qsTr("Q", "french pack index");
        //: Corner index of the Jack (German packs print B for Bube) on the French-suited pack (Scopa, Lock & Bet).
        case "french:J": return qsTr("J", "french pack index");
        //: Corner index of the Ace on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).
        case "tarot:A": return qsTr("A", "tarot pack index");
        //: Corner index of the King (Italian: R for Re) on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).
        case "tarot:K": return qsTr("K", "tarot pack index");
        //: Corner index of the Queen (Italian: D for Donna) on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).
        case "tarot:Q": return qsTr("Q", "tarot pack index");
        //: Corner index of the Knight (Italian: C for Cavallo) on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).
        case "tarot:N": return qsTr("Kn", "tarot pack index");
        //: Corner index of the Jack (Italian: F for Fante) on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).
        case "tarot:J": return qsTr("J", "tarot pack index");
        }
        return rank;
    }

    /** Full name of the card ``code`` ("HK", "S10", "T21", "MATTO"; a copy suffix such as ".1"
        is ignored) of ``pack``, as a player says it: "King of Hearts", "Herz-Ober", "Trump 21". */
    function card(pack: string, code: string): string {
        const printed = code.split(".")[0];
        if (names.family(pack) === "tarot" && printed === "MATTO")
            //: The tarot's Fool (Matto), as a card name.
            return qsTr("The Matto", "tarot pack");
        if (names.family(pack) === "tarot" && /^T\d+$/.test(printed))
            //: A tarot trump by its number, e.g. "Trump 21".
            return qsTr("Trump %1", "tarot pack").arg(Number(printed.substring(1)).toLocaleString(Qt.locale(Qt.uiLanguage), "f", 0));
        switch (names.family(pack) + ":" + printed) {
        //: A card of the German-suited pack (Schnapsen): each language words the whole name in one scheme (Latin-script languages keep the pack's German words Daus, Zehner, König, Ober, Unter; Arabic and Persian write every name in their own script, docs/i18n.md).
        case "german:HA": return qsTr("Daus of Herz", "german pack");
        case "german:H10": return qsTr("Zehner of Herz", "german pack");
        case "german:HK": return qsTr("König of Herz", "german pack");
        case "german:HO": return qsTr("Ober of Herz", "german pack");
        case "german:HU": return qsTr("Unter of Herz", "german pack");
        case "german:SA": return qsTr("Daus of Schelln", "german pack");
        case "german:S10": return qsTr("Zehner of Schelln", "german pack");
        case "german:SK": return qsTr("König of Schelln", "german pack");
        case "german:SO": return qsTr("Ober of Schelln", "german pack");
        case "german:SU": return qsTr("Unter of Schelln", "german pack");
        case "german:EA": return qsTr("Daus of Eichel", "german pack");
        case "german:E10": return qsTr("Zehner of Eichel", "german pack");
        case "german:EK": return qsTr("König of Eichel", "german pack");
        case "german:EO": return qsTr("Ober of Eichel", "german pack");
        case "german:EU": return qsTr("Unter of Eichel", "german pack");
        case "german:LA": return qsTr("Daus of Laub", "german pack");
        case "german:L10": return qsTr("Zehner of Laub", "german pack");
        case "german:LK": return qsTr("König of Laub", "german pack");
        case "german:LO": return qsTr("Ober of Laub", "german pack");
        case "german:LU": return qsTr("Unter of Laub", "german pack");
        //: A card of the French-suited pack (Scopa, Lock & Bet): each language words the whole name.
        case "french:HA": return qsTr("Ace of Hearts", "french pack");
        case "french:H2": return qsTr("2 of Hearts", "french pack");
        case "french:H3": return qsTr("3 of Hearts", "french pack");
        case "french:H4": return qsTr("4 of Hearts", "french pack");
        case "french:H5": return qsTr("5 of Hearts", "french pack");
        case "french:H6": return qsTr("6 of Hearts", "french pack");
        case "french:H7": return qsTr("7 of Hearts", "french pack");
        case "french:H8": return qsTr("8 of Hearts", "french pack");
        case "french:H9": return qsTr("9 of Hearts", "french pack");
        case "french:H10": return qsTr("10 of Hearts", "french pack");
        case "french:HJ": return qsTr("Jack of Hearts", "french pack");
        case "french:HQ": return qsTr("Queen of Hearts", "french pack");
        case "french:HK": return qsTr("King of Hearts", "french pack");
        case "french:DA": return qsTr("Ace of Diamonds", "french pack");
        case "french:D2": return qsTr("2 of Diamonds", "french pack");
        case "french:D3": return qsTr("3 of Diamonds", "french pack");
        case "french:D4": return qsTr("4 of Diamonds", "french pack");
        case "french:D5": return qsTr("5 of Diamonds", "french pack");
        case "french:D6": return qsTr("6 of Diamonds", "french pack");
        case "french:D7": return qsTr("7 of Diamonds", "french pack");
        case "french:D8": return qsTr("8 of Diamonds", "french pack");
        case "french:D9": return qsTr("9 of Diamonds", "french pack");
        case "french:D10": return qsTr("10 of Diamonds", "french pack");
        case "french:DJ": return qsTr("Jack of Diamonds", "french pack");
        case "french:DQ": return qsTr("Queen of Diamonds", "french pack");
        case "french:DK": return qsTr("King of Diamonds", "french pack");
        case "french:CA": return qsTr("Ace of Clubs", "french pack");
        case "french:C2": return qsTr("2 of Clubs", "french pack");
        case "french:C3": return qsTr("3 of Clubs", "french pack");
        case "french:C4": return qsTr("4 of Clubs", "french pack");
        case "french:C5": return qsTr("5 of Clubs", "french pack");
        case "french:C6": return qsTr("6 of Clubs", "french pack");
        case "french:C7": return qsTr("7 of Clubs", "french pack");
        case "french:C8": return qsTr("8 of Clubs", "french pack");
        case "french:C9": return qsTr("9 of Clubs", "french pack");
        case "french:C10": return qsTr("10 of Clubs", "french pack");
        case "french:CJ": return qsTr("Jack of Clubs", "french pack");
        case "french:CQ": return qsTr("Queen of Clubs", "french pack");
        case "french:CK": return qsTr("King of Clubs", "french pack");
        case "french:SA": return qsTr("Ace of Spades", "french pack");
        case "french:S2": return qsTr("2 of Spades", "french pack");
        case "french:S3": return qsTr("3 of Spades", "french pack");
        case "french:S4": return qsTr("4 of Spades", "french pack");
        case "french:S5": return qsTr("5 of Spades", "french pack");
        case "french:S6": return qsTr("6 of Spades", "french pack");
        case "french:S7": return qsTr("7 of Spades", "french pack");
        case "french:S8": return qsTr("8 of Spades", "french pack");
        case "french:S9": return qsTr("9 of Spades", "french pack");
        case "french:S10": return qsTr("10 of Spades", "french pack");
        case "french:SJ": return qsTr("Jack of Spades", "french pack");
        case "french:SQ": return qsTr("Queen of Spades", "french pack");
        case "french:SK": return qsTr("King of Spades", "french pack");
        //: A card of the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate): each language words the whole name.
        case "tarot:SA": return qsTr("Ace of Swords", "tarot pack");
        case "tarot:S2": return qsTr("2 of Swords", "tarot pack");
        case "tarot:S3": return qsTr("3 of Swords", "tarot pack");
        case "tarot:S4": return qsTr("4 of Swords", "tarot pack");
        case "tarot:S5": return qsTr("5 of Swords", "tarot pack");
        case "tarot:S6": return qsTr("6 of Swords", "tarot pack");
        case "tarot:S7": return qsTr("7 of Swords", "tarot pack");
        case "tarot:S8": return qsTr("8 of Swords", "tarot pack");
        case "tarot:S9": return qsTr("9 of Swords", "tarot pack");
        case "tarot:S10": return qsTr("10 of Swords", "tarot pack");
        case "tarot:SJ": return qsTr("Jack of Swords", "tarot pack");
        case "tarot:SN": return qsTr("Knight of Swords", "tarot pack");
        case "tarot:SQ": return qsTr("Queen of Swords", "tarot pack");
        case "tarot:SK": return qsTr("King of Swords", "tarot pack");
        case "tarot:BA": return qsTr("Ace of Batons", "tarot pack");
        case "tarot:B2": return qsTr("2 of Batons", "tarot pack");
        case "tarot:B3": return qsTr("3 of Batons", "tarot pack");
        case "tarot:B4": return qsTr("4 of Batons", "tarot pack");
        case "tarot:B5": return qsTr("5 of Batons", "tarot pack");
        case "tarot:B6": return qsTr("6 of Batons", "tarot pack");
        case "tarot:B7": return qsTr("7 of Batons", "tarot pack");
        case "tarot:B8": return qsTr("8 of Batons", "tarot pack");
        case "tarot:B9": return qsTr("9 of Batons", "tarot pack");
        case "tarot:B10": return qsTr("10 of Batons", "tarot pack");
        case "tarot:BJ": return qsTr("Jack of Batons", "tarot pack");
        case "tarot:BN": return qsTr("Knight of Batons", "tarot pack");
        case "tarot:BQ": return qsTr("Queen of Batons", "tarot pack");
        case "tarot:BK": return qsTr("King of Batons", "tarot pack");
        case "tarot:CA": return qsTr("Ace of Cups", "tarot pack");
        case "tarot:C2": return qsTr("2 of Cups", "tarot pack");
        case "tarot:C3": return qsTr("3 of Cups", "tarot pack");
        case "tarot:C4": return qsTr("4 of Cups", "tarot pack");
        case "tarot:C5": return qsTr("5 of Cups", "tarot pack");
        case "tarot:C6": return qsTr("6 of Cups", "tarot pack");
        case "tarot:C7": return qsTr("7 of Cups", "tarot pack");
        case "tarot:C8": return qsTr("8 of Cups", "tarot pack");
        case "tarot:C9": return qsTr("9 of Cups", "tarot pack");
        case "tarot:C10": return qsTr("10 of Cups", "tarot pack");
        case "tarot:CJ": return qsTr("Jack of Cups", "tarot pack");
        case "tarot:CN": return qsTr("Knight of Cups", "tarot pack");
        case "tarot:CQ": return qsTr("Queen of Cups", "tarot pack");
        case "tarot:CK": return qsTr("King of Cups", "tarot pack");
        case "tarot:DA": return qsTr("Ace of Coins", "tarot pack");
        case "tarot:D2": return qsTr("2 of Coins", "tarot pack");
        case "tarot:D3": return qsTr("3 of Coins", "tarot pack");
        case "tarot:D4": return qsTr("4 of Coins", "tarot pack");
        case "tarot:D5": return qsTr("5 of Coins", "tarot pack");
        case "tarot:D6": return qsTr("6 of Coins", "tarot pack");
        case "tarot:D7": return qsTr("7 of Coins", "tarot pack");
        case "tarot:D8": return qsTr("8 of Coins", "tarot pack");
        case "tarot:D9": return qsTr("9 of Coins", "tarot pack");
        case "tarot:D10": return qsTr("10 of Coins", "tarot pack");
        case "tarot:DJ": return qsTr("Jack of Coins", "tarot pack");
        case "tarot:DN": return qsTr("Knight of Coins", "tarot pack");
        case "tarot:DQ": return qsTr("Queen of Coins", "tarot pack");
        case "tarot:DK": return qsTr("King of Coins", "tarot pack");
        }
        return printed;
    }
}
