// Cardavia's full-window filter pass: contrast, animated film grain, colour temperature.
// Vulkan-style GLSL 440, baked to filters.frag.qsb by `python -m cardavia_desktop.build`.
// All three controls are 0..1; contrast and temperature are neutral at 0.5, grain is off at 0.
#version 440

layout(location = 0) in vec2 qt_TexCoord0;
layout(location = 0) out vec4 fragColor;

layout(std140, binding = 0) uniform buf {
    mat4 qt_Matrix;
    float qt_Opacity;
    float contrast;     // 0 = flat, 0.5 = unchanged, 1 = strong
    float grain;        // 0 = off, 1 = heavy
    float temperature;  // 0 = cold (blue), 0.5 = unchanged, 1 = warm (red)
    float time;         // seconds; moves the grain pattern
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

    // Contrast: scale around mid grey by 2^((c - 0.5) * 2.4), i.e. x0.44 .. x2.3.
    float gain = exp2((contrast - 0.5) * 2.4);
    colour = (colour - 0.5) * gain + 0.5;

    // Colour temperature: warm raises red and lowers blue, cold the reverse.
    float warmth = (temperature - 0.5) * 2.0;
    colour *= vec3(1.0 + 0.16 * warmth, 1.0 + 0.02 * warmth, 1.0 - 0.16 * warmth);

    // Film grain: luminance noise, strongest in the mid tones, re-seeded as time moves.
    if (grain > 0.0) {
        vec2 pixel = floor(qt_TexCoord0 * pixelSize);
        float n = hash(pixel + fract(time * 7.13) * 917.0) - 0.5;
        float luma = dot(colour, vec3(0.299, 0.587, 0.114));
        float amount = grain * 0.22 * (0.55 + 0.45 * (1.0 - abs(luma - 0.5) * 2.0));
        colour += n * amount;
    }

    colour = clamp(colour, 0.0, 1.0);
    fragColor = vec4(colour * texel.a, texel.a) * qt_Opacity;
}
