// The quad of a lifted item's filter (flight.frag): Qt sizes a layer's effect to the item's own
// bounds, but the layer holds `area` (its source rectangle: the item with its shadow, or the
// travel of the cards it carries), so the quad is stretched over that rectangle, texel for pixel.
// Vulkan-style GLSL 440, baked to flight.vert.qsb by `python -m cardavia_desktop.build`.
#version 440

layout(location = 0) in vec4 qt_Vertex;
layout(location = 1) in vec2 qt_MultiTexCoord0;
layout(location = 0) out vec2 qt_TexCoord0;

// The same block as flight.frag's (a ShaderEffect's two stages share it).
layout(std140, binding = 0) uniform buf {
    mat4 qt_Matrix;
    float qt_Opacity;
    float gain;
    float grain;
    float time;
    vec3 tint;
    vec2 pixelSize;
    float flipY;
    vec4 area;
};

void main() {
    qt_TexCoord0 = qt_MultiTexCoord0;
    gl_Position = qt_Matrix * vec4(area.xy + qt_MultiTexCoord0 * area.zw, 0.0, 1.0);
}
