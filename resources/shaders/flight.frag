// The filter pass for an item flying over the table (FilterLayer.qml's flight overlay): the same
// contrast, grain and colour temperature as filters.frag, for the pixels under one moving card.
// Vulkan-style GLSL 440, baked to flight.frag.qsb by `python -m cardavia_desktop.build`;
// flight.vert draws it over the layer's whole source rectangle.
//
// The flying item is drawn into its own small layer (`source`) and lies above the full-window
// pass, so its motion no longer re-renders the whole window into that pass's capture. Each pixel
// composites the item over the capture's pixel beneath it (`background`, the unfiltered window
// without the item) and filters the result with filters.frag's maths, with the grain taken at
// the same window pixel: the picture is the one the full-window pass would draw with the item in
// its capture (up to rounding), shadows and antialiased edges included.
#version 440

layout(location = 0) in vec2 qt_TexCoord0;
layout(location = 0) out vec4 fragColor;

layout(std140, binding = 0) uniform buf {
    mat4 qt_Matrix;
    float qt_Opacity;
    float gain;         // as filters.frag
    float grain;
    float time;
    vec3 tint;
    vec2 pixelSize;     // size of the window (and of the capture) in pixels
    float flipY;        // 1 when gl_FragCoord counts rows from the bottom (OpenGL), else 0
    vec4 area;          // the layer's source rectangle in the item's coordinates (flight.vert)
};

layout(binding = 1) uniform sampler2D source;
layout(binding = 2) uniform sampler2D background;

// filters.frag's noise.
float hash(vec2 p) {
    vec3 p3 = fract(vec3(p.xyx) * 0.1031);
    p3 += dot(p3, p3.yzx + 33.33);
    return fract((p3.x + p3.y) * p3.z);
}

void main() {
    // The window pixel, counted from the top as the capture's texels are.
    vec2 pixel = floor(gl_FragCoord.xy);
    if (flipY > 0.5)
        pixel.y = pixelSize.y - 1.0 - pixel.y;
    // The capture is sampled without filtering (smooth: false): the centre of that texel.
    vec2 texel = clamp(pixel, vec2(0.0), pixelSize - 1.0);
    vec4 under = texture(background, (texel + 0.5) / pixelSize);
    vec4 over = texture(source, qt_TexCoord0) * qt_Opacity;
    vec4 mixed = over + under * (1.0 - over.a);   // premultiplied "over"

    vec3 colour = mixed.a > 0.0 ? mixed.rgb / mixed.a : vec3(0.0);
    colour = ((colour - 0.5) * gain + 0.5) * tint;
    if (grain > 0.0) {
        float n = hash(pixel + fract(time * 7.13) * 917.0) - 0.5;
        float luma = dot(colour, vec3(0.299, 0.587, 0.114));
        colour += n * grain * (0.55 + 0.45 * (1.0 - abs(luma - 0.5) * 2.0));
    }
    colour = clamp(colour, 0.0, 1.0);
    fragColor = vec4(colour * mixed.a, mixed.a);
}
