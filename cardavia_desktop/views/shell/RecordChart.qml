// Your results over time, drawn with a Canvas: one dot per match (won up, drawn middle, lost
// down), your win rate over all matches so far and over the last ten. Newest at the end of the
// reading direction (mirrored in right-to-left languages). Data only; the words are the page's.
import QtQuick

import "../theme"

Item {
    id: chart

    /** `[[result, mean points per deal], …]` oldest first, result `w`, `l` or `d`. */
    property var history: []
    /** How many of the last matches the short rate counts. */
    property int window: 10
    readonly property bool mirrored: LayoutMirroring.enabled

    /** Win rate after each match: over all so far, and over the last `window`. */
    function rates(): var {
        const all = [], recent = [];
        let won = 0;
        for (let i = 0; i < chart.history.length; ++i) {
            won += chart.history[i][0] === "w" ? 1 : 0;
            all.push(won / (i + 1));
            let last = 0;
            const from = Math.max(0, i + 1 - chart.window);
            for (let j = from; j <= i; ++j)
                last += chart.history[j][0] === "w" ? 1 : 0;
            recent.push(last / (i + 1 - from));
        }
        return { all: all, recent: recent };
    }

    implicitHeight: 180
    onHistoryChanged: canvas.requestPaint()
    onMirroredChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()

    Canvas {
        id: canvas

        objectName: "recordCanvas"
        anchors.fill: parent
        renderStrategy: Canvas.Cooperative

        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            const left = 8, right = width - 8, top = 10, bottom = height - 10;
            const count = chart.history.length;
            // Grid: 0 %, 50 %, 100 %.
            ctx.strokeStyle = Theme.paperLine;
            ctx.lineWidth = 1;
            for (const level of [0, 0.5, 1]) {
                const y = bottom - level * (bottom - top);
                ctx.beginPath();
                ctx.moveTo(left, y);
                ctx.lineTo(right, y);
                ctx.stroke();
            }
            if (count === 0)
                return;
            const step = count > 1 ? (right - left) / (count - 1) : 0;
            const xOf = (i) => {
                const x = count > 1 ? left + i * step : (left + right) / 2;
                return chart.mirrored ? left + right - x : x;
            };
            const yOf = (rate) => bottom - rate * (bottom - top);
            const series = chart.rates();
            const line = (values, colour, width, dash) => {
                ctx.strokeStyle = colour;
                ctx.lineWidth = width;
                ctx.setLineDash(dash);
                ctx.beginPath();
                for (let i = 0; i < values.length; ++i) {
                    if (i === 0)
                        ctx.moveTo(xOf(i), yOf(values[i]));
                    else
                        ctx.lineTo(xOf(i), yOf(values[i]));
                }
                ctx.stroke();
            };
            // One dot per match.
            const radius = Math.max(1.5, Math.min(4, step / 3));
            for (let i = 0; i < count; ++i) {
                const result = chart.history[i][0];
                ctx.fillStyle = result === "w" ? Theme.felt : result === "l" ? Theme.warning : Theme.inkMuted;
                ctx.beginPath();
                ctx.arc(xOf(i), yOf(result === "w" ? 1 : result === "l" ? 0 : 0.5), radius, 0, 2 * Math.PI);
                ctx.fill();
            }
            line(series.all, Theme.ink, 2, [4, 3]);       // dashed: both show where they meet
            line(series.recent, Theme.accent, 2.5, []);
        }
    }
}
