// Cardavia's full-window filter pass: contrast, animated film grain, colour temperature.
// Vulkan-style GLSL 440, baked to filters.frag.qsb by `python -m cardavia_desktop.build`.
// FilterLayer.qml turns the three controls (0..1; contrast and temperature neutral at 0.5,
// grain off at 0) into the uniforms below once, so each pixel does only its own work: this pass
// runs over the whole window on every frame, on the CPU under a software renderer.
#version 440

layout(location = 0) in vec2 qt_TexCoord0;
layout(location = 0) out vec4 fragColor;

layout(std140, binding = 0) uniform buf {
    mat4 qt_Matrix;
    float qt_Opacity;
    float gain;         // contrast: colours scale around mid grey by this (1 = unchanged)
    float grain;        // grain strength in the mid tones (0 = off)
    float time;         // seconds; moves the grain pattern
    vec3 tint;          // colour temperature: per-channel factors (1, 1, 1 = unchanged)
    vec2 pixelSize;     // size of the source in pixels
};

layout(binding = 1) uniform sampler2D source;

// Cheap hash noise in [0, 1) from a 2D position.
float hash(vec2 p) {
    vec3 p3 = fract(vec3(p.xyx) * 0.1031);
    p3 += dot(p3, p3.yzx + 33.33);
    return fract((p3.x + p3.y) * p3.z);
}

void main() {
    vec4 texel = texture(source, qt_TexCoord0);
    // The source is premultiplied: filter the straight colour, then premultiply again.
    vec3 colour = texel.a > 0.0 ? texel.rgb / texel.a : vec3(0.0);

    colour = ((colour - 0.5) * gain + 0.5) * tint;

    // Film grain: luminance noise, strongest in the mid tones, re-seeded as time moves.
    if (grain > 0.0) {
        vec2 pixel = floor(qt_TexCoord0 * pixelSize);
        float n = hash(pixel + fract(time * 7.13) * 917.0) - 0.5;
        float luma = dot(colour, vec3(0.299, 0.587, 0.114));
        colour += n * grain * (0.55 + 0.45 * (1.0 - abs(luma - 0.5) * 2.0));
    }

    colour = clamp(colour, 0.0, 1.0);
    fragColor = vec4(colour * texel.a, texel.a) * qt_Opacity;
}
