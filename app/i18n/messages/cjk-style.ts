/**
 * The CSS of a CJK language's pages. Cormorant Garamond and Jost have no CJK glyphs, so after them
 * (and their size-matched fallbacks, which keep Latin text as it is) come the fonts each system
 * ships for the script: nothing is downloaded for it. The serif faces go with the display face,
 * the sans faces with the text face. `lang` picks the glyph forms a Han character takes.
 */
export function cjkStyle(serif: string, sans: string, extra: string): string {
  return (
    `:root{--font-display:"Cormorant Garamond First","Cormorant Garamond Rest","Cormorant Fallback",${serif},serif;` +
    `--font-sans:"Jost Fallback",${sans},sans-serif}` +
    `html.web-fonts{--font-display:"Cormorant Garamond","Cormorant Fallback",${serif},serif;` +
    `--font-sans:"Jost","Jost Fallback",${sans},sans-serif}` +
    `html.picture-first:not(.web-fonts){--font-display:"Cormorant Fallback",${serif},serif}` +
    // Letter spacing made for Latin capitals pulls CJK characters apart: a little is enough.
    `.uppercase{letter-spacing:.08em}` +
    extra
  )
}
