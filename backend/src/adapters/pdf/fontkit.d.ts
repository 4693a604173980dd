/** The part of fontkit 2 (pdfkit's font engine) used here: a font file parsed once and reused by every document. */
declare namespace Fontkit {
  interface Font {
    layout(text: string, features?: unknown): unknown;
  }
}
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): Fontkit.Font;
}
