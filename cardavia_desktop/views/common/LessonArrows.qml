// The lesson's arrows (issue 35): one for each mark on screen (LessonMarks.shown: the halo of
// a marked card or button), upright whatever the card's turn (the trump under Schnapsen's
// stock), pointing at it from the first side where it stays inside the table's area and covers
// no words and no other card — above, above at either end, below, then beside it (none where no
// side is free: the halo marks it alone) — so an arrow never hides a label, a count, a line of
// the table's text or a card (Lock & Bet's small revealed cards, newcomer #7), and never leaves
// the window (mirrored too).
// Where they stand is looked at again a few times a second while marks show: cards slide into
// place, a hand closes up, a window is resized.
pragma ComponentBehavior: Bound

import QtQuick

import cards

Item {
    id: arrows

    /** The area the arrows stand in (the open table): they never leave it. */
    property Item area: null
    /** Where the words the arrows must leave readable are looked for (the table and what lies
        over it), leaving out ``skip`` (the lesson's own panel). */
    property Item wordsRoot: null
    property Item skip: null
    property bool active: false

    /** One place per shown mark: {x, y, size, glyph} in this item's coordinates. */
    property var places: []
    /** The words on screen, in scene coordinates (looked for again at each placement). */
    property var words: []
    /** The cards on screen: {item, box} (the box in scene coordinates), looked for with the words. */
    property var cards: []
    /** The controls on screen (buttons, sliders, fields): {item, box}, as the cards (an arrow
        sat on the bet slider's track: newcomer #11 item 6). */
    property var controls: []

    /** A control a person works (not a pane that holds others). */
    function isControl(item: Item): bool {
        return item.availableWidth !== undefined && (item.pressed !== undefined || item.echoMode !== undefined);
    }

    /** The painted rectangle of a text item, in scene coordinates. */
    function painted(item: Item): rect {
        const cw = Math.min(item.contentWidth, Math.max(item.width, item.contentWidth));
        const ch = item.contentHeight;
        const h = item.effectiveHorizontalAlignment ?? Text.AlignLeft;
        const v = item.verticalAlignment ?? Text.AlignTop;
        const x = h === Text.AlignRight ? item.width - cw : h === Text.AlignHCenter ? (item.width - cw) / 2 : 0;
        const y = v === Text.AlignBottom ? item.height - ch : v === Text.AlignVCenter ? (item.height - ch) / 2 : 0;
        return item.mapToItem(null, x, y, cw, ch);
    }

    /** Every visible text under ``wordsRoot`` (outside ``skip``), as scene rectangles; the
        cards (CardView) go to ``cards``. */
    function findWords(): var {
        const found = [];
        const cards = [];
        const controls = [];
        const walk = (item) => {
            if (!item.visible || item.opacity < 0.05 || item === arrows.skip || item === arrows)
                return;
            if (item.hoveredLink !== undefined && (item.text ?? "") !== "" && item.contentWidth > 0)
                found.push(arrows.painted(item));
            if (item.liftOffset !== undefined && item.faceUp !== undefined && item.width > 0)
                cards.push({ item: item, box: item.mapToItem(null, 0, 0, item.width, item.height) });
            else if (arrows.isControl(item) && item.width > 0)
                controls.push({ item: item, box: item.mapToItem(null, 0, 0, item.width, item.height) });
            for (let i = 0; i < item.children.length; ++i)
                walk(item.children[i]);
        };
        if (arrows.wordsRoot !== null)
            walk(arrows.wordsRoot);
        arrows.cards = cards;
        arrows.controls = controls;
        return found;
    }

    /** The card or the control a mark (its halo) belongs to, null for a badge's. */
    function ownerCard(mark: Item): Item {
        for (let item = mark; item !== null; item = item.parent) {
            if ((item.liftOffset !== undefined && item.faceUp !== undefined) || arrows.isControl(item))
                return item;
        }
        return null;
    }

    function meets(a: rect, b: rect): bool {
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    }

    /** Where the arrow of the mark ``box`` (a scene rectangle) stands: the first free side,
        null when none is. */
    function placeFor(box: rect, bounds: rect, owner: Item): var {
        const size = Math.max(14, Math.min(28, Math.round(Math.min(box.width, box.height) * 0.25)));
        const w = size;
        const h = Math.round(size * 1.2);
        const gap = 2;
        const midX = box.x + (box.width - w) / 2;
        const midY = box.y + (box.height - h) / 2;
        const above = box.y - h - gap;
        const end = Math.max(box.width / 2 - w, 0);
        const sides = [
            { x: midX, y: above, glyph: "▼" },
            { x: midX - end, y: above, glyph: "▼" },
            { x: midX + end, y: above, glyph: "▼" },
            { x: midX, y: box.y + box.height + gap, glyph: "▲" },
            { x: box.x - w - gap, y: midY, glyph: "▶" },
            { x: box.x + box.width + gap, y: midY, glyph: "◀" }
        ];
        const inside = (s) => s.x >= bounds.x && s.y >= bounds.y && s.x + w <= bounds.x + bounds.width
                              && s.y + h <= bounds.y + bounds.height;
        const covers = (s, r) => arrows.meets(Qt.rect(s.x, s.y, w, h), r);
        const free = (s) => !arrows.words.some((r) => covers(s, r))
                            && !arrows.cards.some((c) => c.item !== owner && covers(s, c.box))
                            && !arrows.controls.some((c) => c.item !== owner && covers(s, c.box));
        const place = sides.find((s) => inside(s) && free(s));
        if (place === undefined)  // no free side: the halo alone marks it (no words hidden)
            return null;
        const here = arrows.mapFromItem(null, place.x, place.y);
        return { x: here.x, y: here.y, width: w, height: h, size: size, glyph: place.glyph };
    }

    function place(): void {
        if (!arrows.active || arrows.area === null || LessonMarks.shown.length === 0) {
            arrows.places = [];
            return;
        }
        arrows.words = arrows.findWords();  // ~1 ms: the table's few dozen texts
        const bounds = arrows.area.mapToItem(null, 0, 0, arrows.area.width, arrows.area.height);
        const places = LessonMarks.shown.filter((m) => m !== null && m !== undefined)
            .map((m) => arrows.placeFor(m.mapToItem(null, 0, 0, m.width, m.height), bounds,
                                        arrows.ownerCard(m)))
            .filter((p) => p !== null);
        if (JSON.stringify(places) !== JSON.stringify(arrows.places))  // nothing moved: no frame
            arrows.places = places;
    }

    Connections {
        target: LessonMarks
        function onShownChanged(): void { arrows.place(); }
    }

    Timer {
        interval: 150
        repeat: true
        running: arrows.active && LessonMarks.shown.length > 0
        onTriggered: arrows.place()
        onRunningChanged: if (!running) arrows.places = []
    }

    Repeater {
        model: arrows.places.length

        Text {
            id: arrow

            required property int index
            readonly property var at: arrows.places[arrow.index] ?? ({ x: 0, y: 0, width: 0, height: 0, size: 14, glyph: "" })

            objectName: "lessonArrow"
            x: arrow.at.x
            y: arrow.at.y
            width: arrow.at.width
            height: arrow.at.height
            text: arrow.at.glyph
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            Accessible.ignored: true  // the lesson's panel names what is marked
            color: CardTheme.markGlow
            style: Text.Outline
            styleColor: CardTheme.ink
            font.pixelSize: arrow.at.size
        }
    }
}
