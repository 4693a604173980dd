/** Public face of the tracking feature: what pages and other features import. */
export { useClickTracking } from './use-click-tracking';
export { currentGclid, storeGclid } from './gclid-storage';
export { executeBotCheck, verifyBotCheck, runBotCheck, BOT_CHECK_ACTIONS } from './bot-check/bot-check';
export { randomId } from './random-id';
