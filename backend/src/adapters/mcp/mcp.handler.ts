import { hostHeaderValidation } from '@modelcontextprotocol/sdk/server/middleware/hostHeaderValidation.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { apiMessage } from '../i18n/messages.js';
import { rateLimitDecision } from '../http/guards/rate-limit.guard.js';
import type { SubmissionRateLimiter } from '../http/guards/submission-rate-limiter.js';
import { publicOrigin } from '../http/site/site.middleware.js';
import { LLMS_TXT_PATH, MCP_CARD_PATH, MCP_PATH, llmsTxt, mcpServerCard, type DiscoverySettings } from './mcp-discovery.js';
import { buildMcpServer, toolError, type McpServices, type McpSettings } from './mcp-tools.js';

/** The API's body limit (32 KB): a bigger JSON-RPC request gets the API's 413 message as its answer. */
const API_BODY_LIMIT_BYTES = 32 * 1024;
/** Read at most this much to answer an over-limit request in JSON-RPC; beyond it: the API's plain 413. */
const MCP_READ_LIMIT = '256kb';
const TOO_LARGE = 'The request body is too large: the limit is 32 KB';

export type McpHandlerOptions = {
  enabled: boolean;
  services: McpServices;
  settings: McpSettings & DiscoverySettings;
  /** PUBLIC_URL: the origin of links; undefined: the request's own. */
  publicUrl?: string;
  /** MCP_RATE_LIMIT: every tool call of a client counts against it (429 beyond). */
  callLimiter: SubmissionRateLimiter;
  onError: (message: string, error: unknown) => void;
};

export function isMcpPath(path: string): boolean {
  return path === MCP_PATH || path === MCP_CARD_PATH || path === LLMS_TXT_PATH;
}

const notFound = (res: Response) => res.status(404).json({ statusCode: 404, message: 'Not found' });

type JsonRpcMessage = { jsonrpc?: unknown; id?: unknown; method?: unknown };

/**
 * The answer to JSON-RPC messages whose body was over the API's limit: a tools/call gets a tool
 * error with the API's 413 message, any other request a JSON-RPC error with it; nothing is run.
 */
function tooLargeAnswer(body: unknown): unknown {
  const messages: JsonRpcMessage[] = (Array.isArray(body) ? body : [body]).filter((m): m is JsonRpcMessage => typeof m === 'object' && m !== null);
  const answers = messages
    .filter((m) => m.id !== undefined && m.id !== null && typeof m.method === 'string')
    .map((m) =>
      m.method === 'tools/call'
        ? { jsonrpc: '2.0', id: m.id, result: toolError({ statusCode: 413, message: TOO_LARGE }) }
        : { jsonrpc: '2.0', id: m.id, error: { code: -32600, message: TOO_LARGE } },
    );
  if (answers.length === 0) return null;
  return Array.isArray(body) ? answers : answers[0];
}

function jsonRpcError(res: Response, status: number, code: number, message: string, id: unknown = null): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id });
}

/** The names the site answers to: PUBLIC_URL's, and this machine's own (a browser on a rebinding page sends its own name). */
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * DNS rebinding (the MCP specification asks servers to validate Origin): a Host that is not the
 * site's (the SDK's hostHeaderValidation), or an Origin, when sent, that is not the site's own
 * origin, is a 403 before anything is read.
 */
function siteOnly(publicUrl: string | undefined): RequestHandler {
  const hosts = hostHeaderValidation(publicUrl ? [new URL(publicUrl).hostname, ...LOOPBACK_HOSTNAMES] : LOOPBACK_HOSTNAMES);
  return (req, res, next) =>
    hosts(req, res, () => {
      const origin = req.get('origin');
      if (origin !== undefined && origin !== publicOrigin(req, publicUrl)) return jsonRpcError(res, 403, -32000, `Invalid Origin: ${origin.slice(0, 100)}`);
      next();
    });
}

/**
 * `/mcp` (the agents' Model Context Protocol server, stateless Streamable HTTP with JSON answers),
 * `/.well-known/mcp.json` and `/llms.txt`, ahead of the site's handlers and of the API's body parser
 * (docs/api.md "MCP server"). MCP_ENABLED=0: the first two are 404s and llms.txt has no MCP part.
 * None of them is a page visit.
 */
export function mcpHandler(options: McpHandlerOptions): RequestHandler {
  const parse = express.json({
    limit: MCP_READ_LIMIT,
    strict: true,
    verify: (req, _res, buf) => {
      (req as Request & { rawBytes?: number }).rawBytes = buf.length;
    },
  });

  const site = siteOnly(options.publicUrl);
  const serveMcp = (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST') {
      // Stateless: no stream to resume (GET) and no session to end (DELETE).
      res.setHeader('Allow', 'POST');
      jsonRpcError(res, 405, -32000, 'Method not allowed: send JSON-RPC requests with POST');
      return;
    }
    parse(req, res, (err?: unknown) => {
      if (err) {
        const type = (err as { type?: string }).type;
        if (type === 'entity.parse.failed') return jsonRpcError(res, 400, -32700, 'Parse error: the request body is not valid JSON');
        return next(err); // over the read limit (413), bad encoding (415): the API's answers
      }
      // Batches (protocol 2025-06-18 dropped them): one request carried 100 tool calls.
      if (Array.isArray(req.body)) return jsonRpcError(res, 400, -32600, 'Invalid Request: batches are not supported, send one JSON-RPC message per request');
      const bytes = (req as Request & { rawBytes?: number }).rawBytes ?? 0;
      if (bytes > API_BODY_LIMIT_BYTES) {
        const answer = tooLargeAnswer(req.body);
        if (answer === null) return void res.status(413).json({ statusCode: 413, message: TOO_LARGE });
        return void res.status(200).json(answer);
      }
      const message = req.body as JsonRpcMessage;
      if (message?.method === 'tools/call') {
        void rateLimitDecision(options.callLimiter, 'mcp', req, res).then(
          (wait) => {
            if (wait === null) return transportFor(req, res);
            jsonRpcError(res, 429, -32000, apiMessage('en', 'tooManyRequests', { limit: options.callLimiter.limit, seconds: wait }), message.id ?? null);
          },
          (e: unknown) => {
            options.onError('MCP rate limit failed', e);
            if (!res.headersSent) jsonRpcError(res, 500, -32603, 'Internal server error');
          },
        );
        return;
      }
      transportFor(req, res);
    });
  };

  const transportFor = (req: Request, res: Response): void => {
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    // The tools' descriptions name the prices of the moment: the server is built with the current tables.
    options.services.prices
      .get()
      .then((tables) => {
        const server = buildMcpServer(options.services, options.settings, { req, res, origin: publicOrigin(req, options.publicUrl), tables });
        res.on('close', () => {
          void transport.close();
          void server.close();
        });
        return server.connect(transport);
      })
      .then(() => transport.handleRequest(req, res, req.body))
      .catch((e: unknown) => {
        options.onError('MCP request failed', e);
        if (!res.headersSent) jsonRpcError(res, 500, -32603, 'Internal server error');
      });
  };

  return (req, res, next) => {
    const path = req.path;
    if (path === LLMS_TXT_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('text/plain').send(llmsTxt(publicOrigin(req, options.publicUrl), options.settings, options.enabled));
      return;
    }
    if (!options.enabled) return void notFound(res);
    if (path === MCP_CARD_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return void notFound(res);
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.json(mcpServerCard(publicOrigin(req, options.publicUrl), options.settings));
      return;
    }
    site(req, res, () => serveMcp(req, res, next));
  };
}
