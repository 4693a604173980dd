import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { internationalPhone } from '../../domain/shared/messaging.js';
import { LOCALES } from '../../domain/site/locales.js';
import { MCP_TOOL_NAMES, toolInfo } from './mcp-tools.js';

export const MCP_PATH = '/mcp';
export const MCP_CARD_PATH = '/.well-known/mcp.json';
export const LLMS_TXT_PATH = '/llms.txt';

export type DiscoverySettings = {
  brandName: string;
  contactEmail: string;
  contactPhone: string;
  companyAddress: string;
  version: string;
};

/** What the `language` argument of every tool does (the card and llms.txt say it). */
const LANGUAGE_NOTE = `Every tool takes an optional "language" argument (${LOCALES.join(', ')}; default en): the texts of list_cars and policies and the errors about the input (validation, sold out, caps, rate limit, not found) come in that language, in the words the site shows a visitor; another value is an error naming the four.`;

const ABOUT =
  'rents cars by the day to visitors to Georgia (the country): mostly 4x4s, delivered to the airport or your hotel in Tbilisi, Batumi and Kutaisi. No deposit, unlimited mileage, a free second driver, travel to Armenia with our permission. Prices in EUR, paid at pickup.';

/** `/.well-known/mcp.json`: what the MCP server is, where it answers and its tools (an MCP server card). */
export function mcpServerCard(origin: string, s: DiscoverySettings): Record<string, unknown> {
  const tools = toolInfo(s.contactPhone);
  return {
    name: 'georgia-car-rental',
    title: `${s.brandName}: car rental in Georgia`,
    version: s.version,
    description: `${s.brandName} ${ABOUT}`,
    protocolVersion: LATEST_PROTOCOL_VERSION,
    transport: { type: 'streamable-http', url: `${origin}${MCP_PATH}` },
    endpoint: `${origin}${MCP_PATH}`,
    authentication: { required: false },
    capabilities: { tools: { listChanged: false } },
    tools: MCP_TOOL_NAMES.map((name) => ({ name, ...tools[name] })),
    languages: [...LOCALES],
    languageArgument: LANGUAGE_NOTE,
    documentation: `${origin}${LLMS_TXT_PATH}`,
    contact: { email: s.contactEmail, whatsapp: internationalPhone(s.contactPhone), address: s.companyAddress },
  };
}

/**
 * `/llms.txt` (llmstxt.org): the company, the site's main pages and the public API; with the MCP
 * server on, its endpoint and tools too (MCP_ENABLED=0 leaves that part out).
 */
export function llmsTxt(origin: string, s: DiscoverySettings, mcpEnabled: boolean): string {
  const lines = [
    `# ${s.brandName}`,
    '',
    `> ${s.brandName} ${ABOUT}`,
    '',
    `Contact: ${s.contactEmail}, WhatsApp ${internationalPhone(s.contactPhone)}, ${s.companyAddress}.`,
    'A booking made online is a request: the car is held for a short time until the customer keeps it ("Keep my car" in our e-mail) or writes to us on WhatsApp, and we confirm it.',
    '',
    '## Site',
    '',
    `- [Home and cars](${origin}/): the five cars, prices by rental length, questions and answers (also in [Russian](${origin}/ru), [Hebrew](${origin}/he), [Arabic](${origin}/ar))`,
    `- [Booking form](${origin}/booking): the three-step booking`,
    `- [Terms of service](${origin}/terms-of-service): deposit, insurance, cross-border travel, late arrival, fuel, cancellation`,
    '',
    '## API',
    '',
    `- [OpenAPI description](${origin}/api/docs-json): quotes (POST /api/pricing/quote), availability (GET /api/availability), the fleet (GET /api/fleet), bookings (POST /api/bookings)`,
  ];
  if (mcpEnabled) {
    const tools = toolInfo(s.contactPhone);
    lines.push(
      '',
      '## MCP server',
      '',
      `Model Context Protocol server (Streamable HTTP, stateless, no sign-in): ${origin}${MCP_PATH} . Server card: ${origin}${MCP_CARD_PATH} .`,
      '',
      ...MCP_TOOL_NAMES.map((name) => `- ${name}: ${tools[name].description}`),
      '',
      LANGUAGE_NOTE,
    );
  }
  return `${lines.join('\n')}\n`;
}
