/**
 * The port a server started with PORT=0 picked, from its start line ("The site is at
 * http://localhost:<port>/", backend/src/main.ts); undefined until it has printed it. The tests start
 * servers so: a port chosen by the test and handed over is free only until someone else takes it
 * (the browser tests' servers run beside these), and /api/health may then answer from that other one.
 */
export function listeningPort(output: string): number | undefined {
  const port = /The site is at http:\/\/localhost:(\d+)\//.exec(output)?.[1];
  return port === undefined ? undefined : Number(port);
}
