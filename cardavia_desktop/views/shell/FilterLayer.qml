// One full-window shader pass over `sourceItem`: contrast, film grain and colour temperature.
// When inactive (software scene graph, shader not built, every filter at neutral) the source
// is shown untouched.
//
// Cost on a software renderer (Mesa llvmpipe, benchmarks/README.md "Frame timing"): the pass
// reads its capture 1:1 (one texel per pixel), so the capture is sampled without filtering
// (`smooth: false`: the same texels, ~6 ms less per 1280x800 frame than bilinear sampling),
// and what depends only on the settings (contrast gain, temperature tint, grain strength) is
// computed here once instead of for every pixel.
//
// Flights: anything that changes under the pass re-renders the whole window into its capture,
// so a card in motion is lifted out of it for its flight (`lift`/`land`, through
// CardTheme.flightOverlay) into the overlay above the pass, where it is drawn into a layer of
// its own size and filtered there by flight.frag: composited over the capture's pixels beneath
// it and filtered with the same maths and the same grain, the picture of the full pass. While
// only lifted cards move, a frame costs the pass over the unchanged capture plus the cards.
pragma ComponentBehavior: Bound

import QtQuick

import cards

Item {
    id: filterLayer

    required property Item sourceItem
    property url shader
    property bool active: false
    property real contrast: 0.5
    property real grain: 0
    property real temperature: 0.5
    property real time: 0
    /** Whether the pass changes a flat colour (contrast or temperature off neutral); the grain
     *  alone only adds noise. */
    readonly property bool changesColours: contrast !== 0.5 || temperature !== 0.5
    /** Whether the pass changes the picture at all: at neutral contrast and temperature with
     *  the grain off it is the identity, and the window is drawn without it (no capture of the
     *  whole window, no second full-window pass: less memory and CPU per frame). */
    readonly property bool changesPicture: changesColours || grain > 0
    /** The overlay that lifted items fly in (above the pass; never takes input). */
    readonly property Item flights: overlay

    // What depends only on the settings, for both shaders.
    // Contrast: scale around mid grey by 2^((c - 0.5) * 2.4), i.e. x0.44 .. x2.3.
    readonly property real gainValue: Math.pow(2, (filterLayer.contrast - 0.5) * 2.4)
    // Temperature: warm raises red and lowers blue, cold the reverse.
    readonly property real warmth: (filterLayer.temperature - 0.5) * 2
    readonly property vector3d tintValue: Qt.vector3d(1 + 0.16 * filterLayer.warmth,
                                                      1 + 0.02 * filterLayer.warmth,
                                                      1 - 0.16 * filterLayer.warmth)
    // Film grain: the noise's strength in the mid tones (0 = off).
    readonly property real grainValue: filterLayer.grain * 0.22
    readonly property size pixelSizeValue: Qt.size(filterLayer.width * Screen.devicePixelRatio,
                                                   filterLayer.height * Screen.devicePixelRatio)

    /** Lift `item`, a child of `home`, out of the pass's capture for its flight: it keeps its
     *  place on screen (`home` must not be rotated or scaled) and is filtered within `area`
     *  (in `item`'s coordinates: the part of it that is drawn, shadows included). Nothing
     *  happens when the pass is off, or when `home` is not shown (a table behind its Full
     *  rules tab). `reframe` follows an item that grows or shrinks in flight; `land` puts it
     *  back. */
    function lift(item: Item, home: Item, area: rect): void {
        if (!filterLayer.active || item === null || home === null || item.parent !== home
                || !home.visible)
            return;
        const corner = home.mapToItem(overlay, 0, 0);
        const mount = mountComponent.createObject(overlay, {
            x: corner.x, y: corner.y, width: home.width, height: home.height, home: home });
        item.parent = mount;
        filterLayer.frame(item, area);
        item.layer.smooth = true;
        item.layer.effect = flightEffect;
        item.layer.enabled = true;
    }

    /** The part of a lifted `item` that is filtered is now `area` (its size or place changed
     *  in flight: a hand lifted before its cards were laid out, a card added to a moving row);
     *  nothing happens to an item that is not lifted. */
    function reframe(item: Item, area: rect): void {
        if (item !== null && item.parent !== null && item.parent.parent === overlay)
            filterLayer.frame(item, area);
    }

    // The layer's source rectangle: `area` with its corner on the window's pixels, since an
    // item at a fractional place (a centred row) would otherwise be resampled from its layer,
    // its text blurred by half a pixel.
    function frame(item: Item, area: rect): void {
        const ratio = Screen.devicePixelRatio;
        const origin = item.mapToItem(overlay, area.x, area.y);
        const dx = (origin.x * ratio - Math.floor(origin.x * ratio)) / ratio;
        const dy = (origin.y * ratio - Math.floor(origin.y * ratio)) / ratio;
        item.layer.sourceRect = Qt.rect(area.x - dx, area.y - dy,
                                        Math.ceil((area.width + dx) * ratio) / ratio,
                                        Math.ceil((area.height + dy) * ratio) / ratio);
    }

    /** Put a lifted `item` back into `home` (nothing happens if it was not lifted). */
    function land(item: Item, home: Item): void {
        if (item === null || home === null || item.parent === home)
            return;
        item.layer.enabled = false;
        item.layer.effect = null;
        item.parent = home;
    }

    // The pass turned off (the last filter set back to neutral) while items are lifted: they
    // fly on in the overlay until they land, drawn as the window now is, without the filter.
    onActiveChanged: {
        if (filterLayer.active)
            return;
        for (const mount of overlay.children) {
            for (const item of mount.children) {
                item.layer.enabled = false;
                item.layer.effect = null;
            }
        }
    }
    Component.onCompleted: CardTheme.flightOverlay = filterLayer
    Component.onDestruction: {
        if (CardTheme.flightOverlay === filterLayer)
            CardTheme.flightOverlay = null;
    }

    ShaderEffectSource {
        id: capture

        anchors.fill: parent
        visible: false
        sourceItem: filterLayer.active ? filterLayer.sourceItem : null
        hideSource: filterLayer.active
        live: true
        smooth: false
    }

    ShaderEffect {
        id: effect

        readonly property var source: capture
        readonly property real gain: filterLayer.gainValue
        readonly property vector3d tint: filterLayer.tintValue
        readonly property real grain: filterLayer.grainValue
        readonly property real time: filterLayer.time
        readonly property size pixelSize: filterLayer.pixelSizeValue

        anchors.fill: parent
        visible: filterLayer.active
        fragmentShader: filterLayer.active ? filterLayer.shader : ""
    }

    Item {
        // Lifted items, each in a mount at its home's place.
        id: overlay

        objectName: "flightOverlay"
        anchors.fill: parent
    }

    Component {
        id: mountComponent

        Item {
            id: mount

            /** Where the lifted item lives: the mount keeps its place and size on screen while
                it flies, also when the table lays itself out anew meanwhile (a side panel
                opens, the window is resized) — else a row centred in it stayed where it was. */
            property Item home: null

            /** Put every item of the mount back into its home (hidden, or gone). */
            function landAll(): void {
                for (const item of Array.from(mount.children))
                    filterLayer.land(item, mount.home);
            }

            function follow(): void {
                if (mount.home === null || mount.parent === null)
                    return;
                const corner = mount.home.mapToItem(mount.parent, 0, 0);
                mount.x = corner.x;
                mount.y = corner.y;
                mount.width = mount.home.width;
                mount.height = mount.home.height;
            }

            Timer {
                // (a home's place on screen changes with any of its parents: polled, cheap)
                interval: 50
                repeat: true
                running: mount.home !== null
                onTriggered: mount.follow()
            }

            // Shown only while its home is (newcomer #12: a table row left lifted after a
            // watched deal was drawn over the Full rules tab); its home hidden, what it holds
            // lands there, out of the overlay, and is hidden with it.
            visible: mount.home !== null && mount.home.visible
            onVisibleChanged: if (!mount.visible) mount.landAll()

            // Gone with its last item (landed, or destroyed at the end of its flight).
            onChildrenChanged: if (mount.children.length === 0) mount.destroy()
        }
    }

    Component {
        // flight.frag over one lifted item's layer (its texture is `source`).
        id: flightEffect

        ShaderEffect {
            property var source
            readonly property var background: capture
            readonly property real gain: filterLayer.gainValue
            readonly property vector3d tint: filterLayer.tintValue
            readonly property real grain: filterLayer.grainValue
            readonly property real time: filterLayer.time
            readonly property size pixelSize: filterLayer.pixelSizeValue
            readonly property real flipY: GraphicsInfo.api === GraphicsInfo.OpenGL ? 1 : 0
            // The layer's source rectangle, which flight.vert stretches the quad over (Qt sizes
            // the effect to the item's bounds; a flying card's shadow, or a trick's travel,
            // lies beyond them).
            readonly property rect area: (source as ShaderEffectSource)?.sourceRect
                                         ?? Qt.rect(0, 0, 0, 0)

            vertexShader: String(filterLayer.shader).replace(/[^/]*$/, "flight.vert.qsb")
            fragmentShader: String(filterLayer.shader).replace(/[^/]*$/, "flight.frag.qsb")
        }
    }
}
