/** See png.mjs. */
export function pngImage(w?: number, h?: number, colour?: (x: number, y: number) => [number, number, number]): Buffer;
