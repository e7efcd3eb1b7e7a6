// One suit symbol drawn as vector paths (see suits.js): never depends on a font.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Shapes

import Cardavia

import "suits.js" as Suits

Item {
    id: pip

    /** Suit letter of the card code (H, S, E, L for German cards). */
    property string suit
    /** Which pack's symbols to draw: "german" (Schnapsen) or "french". */
    property string pack: "german"

    /** Four-colour mode (French Diamonds blue, Clubs green): the player's setting unless set. */
    property bool fourColour: AppSettings.fourColour
    readonly property var parts: Suits.parts(pip.pack, pip.suit, pip.fourColour)

    implicitWidth: 24
    implicitHeight: 24

    function part(index: int, key: string): var {
        const p = pip.parts[index];
        if (p === undefined)
            return key === "d" ? "" : (key === "width" ? -1 : "transparent");
        if (key === "width")
            return p.width > 0 ? p.width : -1;   // a negative width draws no stroke
        return p[key];
    }

    Shape {
        width: 100
        height: 100
        preferredRendererType: Shape.CurveRenderer
        transform: Scale {
            xScale: pip.width / 100
            yScale: pip.height / 100
        }

        ShapePath {
            fillColor: pip.part(0, "fill")
            strokeColor: pip.part(0, "stroke")
            strokeWidth: pip.part(0, "width")
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: pip.part(0, "d") }
        }
        ShapePath {
            fillColor: pip.part(1, "fill")
            strokeColor: pip.part(1, "stroke")
            strokeWidth: pip.part(1, "width")
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: pip.part(1, "d") }
        }
        ShapePath {
            fillColor: pip.part(2, "fill")
            strokeColor: pip.part(2, "stroke")
            strokeWidth: pip.part(2, "width")
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: pip.part(2, "d") }
        }
        ShapePath {
            fillColor: pip.part(3, "fill")
            strokeColor: pip.part(3, "stroke")
            strokeWidth: pip.part(3, "width")
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: pip.part(3, "d") }
        }
        ShapePath {
            fillColor: pip.part(4, "fill")
            strokeColor: pip.part(4, "stroke")
            strokeWidth: pip.part(4, "width")
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: pip.part(4, "d") }
        }
    }
}
