/** See sharp.mjs. */
export { default as sharp } from 'sharp';
