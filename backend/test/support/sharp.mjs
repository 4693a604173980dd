// sharp (a backend dependency) for the tests of other workspaces that make test images with it
// (cli/test, e2e/): `sharp({ create: { width, height, channels, background } })`.
export { default as sharp } from 'sharp';
