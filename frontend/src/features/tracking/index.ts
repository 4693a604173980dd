/** Public face of the tracking feature: what pages and other features import. */
export { useClickTracking } from './use-click-tracking';
export { currentGclid } from './lib/gclid-storage';
export { executeBotCheck, runBotCheck, BOT_CHECK_ACTIONS } from './bot-check/bot-check';
export { randomId } from './random-id';
