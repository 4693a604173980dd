import type { CSSProperties } from 'react';

/**
 * A drawing (one of public/images' SVG files, imported with `?raw`) as the backdrop of a section,
 * drawn inline in the page's HTML instead of as a CSS background image.
 *
 * Why inline: a background picture is a candidate for the page's Largest Contentful Paint, and as a
 * file it is fetched after the HTML and painted a frame or more after the text; the page's LCP then
 * waited for it (and, in Lighthouse's simulation, for every script that had loaded by then). An
 * inline drawing is painted with the first frame, is not an LCP candidate (shapes, not an image),
 * and costs no request. It is decorative: hidden from assistive technology.
 *
 * The section needs `position: relative` and `isolation: isolate`; the drawing and the `overlay`
 * (a CSS background such as a gradient, to keep text readable) lie behind its content.
 */
export function SvgBackdrop({ svg, align = 'xMidYMid', overlay }: { svg: string; align?: string; overlay?: string }) {
  const { viewBox, inner } = parseSvg(svg);
  const layer: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', zIndex: -1, pointerEvents: 'none' };
  return (
    <>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={viewBox}
        preserveAspectRatio={`${align} slice`}
        style={layer}
        dangerouslySetInnerHTML={{ __html: inner }}
      />
      {overlay ? <div aria-hidden="true" style={{ ...layer, background: overlay }} /> : null}
    </>
  );
}

const parsed = new Map<string, { viewBox: string; inner: string }>();

/** The viewBox and the drawing of an SVG file's text, without its title (the backdrop is decorative). */
function parseSvg(svg: string): { viewBox: string; inner: string } {
  let result = parsed.get(svg);
  if (!result) {
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 100 100';
    const inner = svg
      .replace(/^[\s\S]*?<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '')
      .replace(/<title>[\s\S]*?<\/title>/g, '')
      // Its ids (gradients) share the page's id space now: prefixed so they cannot meet another's.
      .replace(/\bid="([^"]+)"/g, 'id="backdrop-$1"')
      .replace(/url\(#([^)]+)\)/g, 'url(#backdrop-$1)');
    result = { viewBox, inner };
    parsed.set(svg, result);
  }
  return result;
}
