// Your results over time, drawn with a Canvas: one dot per match (won up, drawn middle, lost
// down), your win rate over all matches so far and over the last ten. Newest at the end of the
// reading direction (mirrored in right-to-left languages). Its axes are labelled (win rate 0, 50
// and 100 %, the first and the last match) from the first match on; the legend is the page's.
import QtQuick

import theme
import "../common/format.js" as Format

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

    /** Width kept for the win-rate labels at the start of the reading direction. */
    readonly property real axisWidth: Math.max(topLabel.implicitWidth, middleLabel.implicitWidth,
                                               bottomLabel.implicitWidth) + 8
    /** The plot (the canvas's drawing area) in the chart's coordinates. */
    readonly property real plotLeft: chart.mirrored ? 8 : chart.axisWidth
    readonly property real plotRight: chart.width - (chart.mirrored ? chart.axisWidth : 8)
    readonly property real plotTop: Math.ceil(yTitle.implicitHeight + topLabel.implicitHeight / 2 + 4)
    readonly property real plotBottom: chart.height - firstLabel.implicitHeight - xTitle.implicitHeight - 8

    /** The x of match ``i`` (0 = oldest) in the chart; newest at the end of the reading direction. */
    function xOf(i: int): real {
        const count = chart.history.length;
        const left = chart.plotLeft + 8, right = chart.plotRight - 8;
        const x = count > 1 ? left + i * (right - left) / (count - 1) : (left + right) / 2;
        return chart.mirrored ? left + right - x : x;
    }

    /** The y of a win rate (0..1) in the chart. */
    function yOf(rate: real): real {
        return chart.plotBottom - rate * (chart.plotBottom - chart.plotTop);
    }

    implicitHeight: 200
    onHistoryChanged: canvas.requestPaint()
    onMirroredChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()
    onAxisWidthChanged: canvas.requestPaint()

    component AxisLabel: Text {
        color: Theme.inkMuted
        font.pixelSize: Theme.fontSmall
    }

    Canvas {
        id: canvas

        objectName: "recordCanvas"
        anchors.fill: parent
        renderStrategy: Canvas.Cooperative

        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            const left = chart.plotLeft, right = chart.plotRight;
            const count = chart.history.length;
            // Grid: 0 %, 50 %, 100 %; the axes a shade darker.
            ctx.lineWidth = 1;
            for (const level of [0, 0.5, 1]) {
                const y = Math.round(chart.yOf(level)) + 0.5;
                ctx.strokeStyle = level === 0 ? Theme.inkMuted : Theme.paperLine;
                ctx.beginPath();
                ctx.moveTo(left, y);
                ctx.lineTo(right, y);
                ctx.stroke();
            }
            const axisX = Math.round(chart.mirrored ? right : left) + 0.5;
            ctx.strokeStyle = Theme.inkMuted;
            ctx.beginPath();
            ctx.moveTo(axisX, chart.yOf(1));
            ctx.lineTo(axisX, chart.yOf(0));
            ctx.stroke();
            if (count === 0)
                return;
            const step = count > 1 ? (right - left - 16) / (count - 1) : 0;
            const series = chart.rates();
            const line = (values, colour, width, dash) => {
                ctx.strokeStyle = colour;
                ctx.lineWidth = width;
                ctx.setLineDash(dash);
                ctx.beginPath();
                if (values.length === 1) {  // one match: a short mark at its rate
                    ctx.moveTo(chart.xOf(0) - 10, chart.yOf(values[0]));
                    ctx.lineTo(chart.xOf(0) + 10, chart.yOf(values[0]));
                }
                for (let i = 0; i < values.length && values.length > 1; ++i) {
                    if (i === 0)
                        ctx.moveTo(chart.xOf(i), chart.yOf(values[i]));
                    else
                        ctx.lineTo(chart.xOf(i), chart.yOf(values[i]));
                }
                ctx.stroke();
            };
            line(series.all, Theme.ink, 2, [4, 3]);       // dashed: both show where they meet
            line(series.recent, Theme.accent, 2.5, []);
            // One dot per match, over the lines.
            ctx.setLineDash([]);
            const radius = count > 1 ? Math.max(1.5, Math.min(4, step / 3)) : 4;
            for (let i = 0; i < count; ++i) {
                const result = chart.history[i][0];
                ctx.fillStyle = result === "w" ? Theme.felt : result === "l" ? Theme.warning : Theme.inkMuted;
                ctx.beginPath();
                ctx.arc(chart.xOf(i), chart.yOf(result === "w" ? 1 : result === "l" ? 0 : 0.5), radius, 0, 2 * Math.PI);
                ctx.fill();
            }
        }
    }

    // The axes' words and figures (text items: translated, in the language's digits).
    AxisLabel {
        id: yTitle

        objectName: "chartAxisRate"
        x: chart.mirrored ? chart.width - width : 0
        y: 0
        //: The chart's vertical axis: the share of matches won.
        text: qsTr("Win rate")
    }
    AxisLabel {
        id: topLabel

        objectName: "chartRate100"
        x: chart.mirrored ? chart.plotRight + 6 : chart.axisWidth - width - 6
        y: chart.yOf(1) - height / 2
        text: Format.percent(100)
    }
    AxisLabel {
        id: middleLabel

        objectName: "chartRate50"
        x: chart.mirrored ? chart.plotRight + 6 : chart.axisWidth - width - 6
        y: chart.yOf(0.5) - height / 2
        text: Format.percent(50)
    }
    AxisLabel {
        id: bottomLabel

        objectName: "chartRate0"
        x: chart.mirrored ? chart.plotRight + 6 : chart.axisWidth - width - 6
        y: chart.yOf(0) - height / 2
        text: Format.percent(0)
    }
    AxisLabel {
        id: firstLabel

        objectName: "chartFirstMatch"
        visible: chart.history.length > 0
        x: chart.xOf(0) - width / 2
        y: chart.plotBottom + 4
        text: Format.num(1)
    }
    AxisLabel {
        objectName: "chartLastMatch"
        visible: chart.history.length > 1
        x: chart.xOf(chart.history.length - 1) - width / 2
        y: chart.plotBottom + 4
        text: Format.num(chart.history.length)
    }
    AxisLabel {
        id: xTitle

        objectName: "chartAxisMatches"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        //: The chart's horizontal axis: the matches at this AI level, numbered from the first.
        text: qsTr("Matches at this level, oldest first")
    }
}
